"""
Reads a page's accessibility tree as a screen reader on Linux reads it: over AT-SPI, from the
browser's own accessibility interface (tests/engines/README.md, "The accessibility tree").

Run inside a D-Bus session with an X display (dbus-run-session -- xvfb-run ...), with Debian's
python3-gi and gir1.2-atspi-2.0:

    python3 tests/engines/tree.py ENGINE BROWSER-BINARY PROFILE-DIR URL TITLE [URL TITLE ...]

For each page it starts the browser anew (a first visit, in a new profile), full screen on the
display, waits until the document titled TITLE has loaded, reads its tree at once (nothing
scrolled, nothing focused), prints one JSON line {"url", "nodes"} and ends the browser. A node is
[depth, role, name, states].
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

# The browser's own state names as AT-SPI gives them ("expandable", "expanded", "focusable", ...).
STATE_NAMES = {int(value): value.value_nick for value in Atspi.StateType.__enum_values__.values()}

FIREFOX_PREFS = """
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.aboutwelcome.enabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("app.normandy.enabled", false);
user_pref("network.captive-portal-service.enabled", false);
user_pref("browser.newtabpage.enabled", false);
user_pref("accessibility.force_disabled", 0);
"""


def command(engine, binary, profile, url):
    if engine == "chromium":
        return [
            binary, "--no-sandbox", "--force-renderer-accessibility", f"--user-data-dir={profile}",
            "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--disable-gpu", "--kiosk", url,
        ]
    if engine == "firefox":
        with open(os.path.join(profile, "user.js"), "w", encoding="utf-8") as prefs:
            prefs.write(FIREFOX_PREFS)
        return [binary, "--no-remote", "--new-instance", "--profile", profile, "--kiosk", url]
    return [binary, "--full-screen", url]


def read(node, depth, out):
    try:
        role = node.get_role_name()
        name = node.get_name() or ""
        states = sorted(STATE_NAMES.get(int(state), str(state)) for state in node.get_state_set().get_states())
        count = node.get_child_count()
    except gi.repository.GLib.Error:
        return
    out.append([depth, role, name, states])
    for index in range(count):
        child = node.get_child_at_index(index)
        if child is not None:
            read(child, depth + 1, out)


def find_document(node, title, depth=0):
    """The loaded document titled `title` under `node`, or None."""
    try:
        if node.get_role_name() == "document web" and node.get_name() == title:
            return node
        count = node.get_child_count()
    except gi.repository.GLib.Error:
        return None
    if depth > 40:
        return None
    for index in range(count):
        child = node.get_child_at_index(index)
        found = child is not None and find_document(child, title, depth + 1)
        if found:
            return found
    return None


def loaded(document):
    states = document.get_state_set()
    return not states.contains(Atspi.StateType.BUSY)


def tree(engine, binary, profile, url, title, limit=60):
    shutil.rmtree(profile, ignore_errors=True)
    os.makedirs(profile)
    browser = subprocess.Popen(
        command(engine, binary, profile, url),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        env={**os.environ, "GNOME_ACCESSIBILITY": "1", "GTK_A11Y": "atspi"},
    )
    try:
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            desktop = Atspi.get_desktop(0)
            for index in range(desktop.get_child_count()):
                app = desktop.get_child_at_index(index)
                document = app is not None and find_document(app, title)
                if document and loaded(document):
                    nodes = []
                    read(document, 0, nodes)
                    return nodes
            time.sleep(0.2)
        raise SystemExit(f"{engine}: no loaded document titled {title!r} at {url} after {limit} s")
    finally:
        try:
            os.killpg(browser.pid, signal.SIGTERM)
            browser.wait(10)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            os.killpg(browser.pid, signal.SIGKILL)
        shutil.rmtree(profile, ignore_errors=True)


def main():
    engine, binary, profile, *pages = sys.argv[1:]
    for url, title in zip(pages[0::2], pages[1::2]):
        print(json.dumps({"url": url, "nodes": tree(engine, binary, profile, url, title)}), flush=True)


if __name__ == "__main__":
    main()
