/**
 * The driver for WebKit: Debian's WebKitGTK MiniBrowser through WebKitWebDriver (package
 * webkit2gtk-driver) and selenium-webdriver, under Xvfb (xvfb-run -a: MiniBrowser has no headless
 * mode). Every session starts a new MiniBrowser in automation mode, whose profile is ephemeral, so
 * each is a first visit.
 *
 * Widths: MiniBrowser's toolbar keeps a normal window at 447 CSS px or wider. In full-screen mode
 * (--full-screen) the toolbar is gone and the window, still resizable over WebDriver, goes down to
 * 334 px; so 375 and 1280 are real viewport widths. Narrower widths (320) come from a second
 * WebKitWebDriver whose MiniBrowsers run with GDK_DPI_SCALE=1.05, which WebKitGTK applies as page
 * zoom: a 336 px window is then a 320 CSS px viewport, as a phone's browser zoomed to 105 %.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Builder, Capabilities, Key as SeleniumKey, Origin, WebElement, type WebDriver } from 'selenium-webdriver';
import {
  findVisible,
  poll,
  type Cookie,
  type Driver,
  type Engine,
  type FindOptions,
  type Key,
  type PageFunction,
  type SessionOptions,
  type WaitOptions,
} from './driver.ts';
import { freePort } from '../free-port.ts';
import { killGroup, spawnGroup, startInitProxy } from './site.ts';

/** The window of a full-screen MiniBrowser is never narrower than this. */
const narrowestWindow = 334;
/** The page zoom of the narrow driver (GDK_DPI_SCALE). */
const narrowZoom = 1.05;

const seleniumKeys: Record<Key, string> = {
  Escape: SeleniumKey.ESCAPE,
  Tab: SeleniumKey.TAB,
  Shift: SeleniumKey.SHIFT,
  Enter: SeleniumKey.ENTER,
  Space: SeleniumKey.SPACE,
  n: 'n',
  p: 'p',
};

/** MiniBrowser of the installed WebKitGTK (4.1 first), if any. */
export function miniBrowserBinary(): string | undefined {
  const candidates: string[] = [];
  for (const base of ['/usr/lib', '/usr/libexec', '/usr/lib64']) {
    if (!existsSync(base)) continue;
    for (const arch of ['', ...readdirSync(base)]) {
      for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
        candidates.push(join(base, arch, api, 'MiniBrowser'));
      }
    }
  }
  return candidates.find((file) => existsSync(file));
}

/** The WebKitWebDriver on PATH, if any. */
export function webDriverBinary(): string | undefined {
  return (process.env['PATH'] ?? '')
    .split(':')
    .map((dir) => join(dir, 'WebKitWebDriver'))
    .find((file) => existsSync(file));
}

function onPath(name: string): boolean {
  return (process.env['PATH'] ?? '').split(':').some((dir) => existsSync(join(dir, name)));
}

/** One WebKitWebDriver process (on its own X display when there is none); it runs one session at a time. */
class DriverService {
  private child: ChildProcess | undefined;
  private url: string | undefined;
  private busy = false;
  output = '';

  private readonly zoom: number;

  // Plain fields, no parameter properties: Node runs these files by stripping types only.
  constructor(zoom: number) {
    this.zoom = zoom;
  }

  async start(): Promise<string> {
    if (this.url) return this.url;
    const port = await freePort();
    const env = { ...process.env, ...(this.zoom === 1 ? {} : { GDK_DPI_SCALE: String(this.zoom) }) };
    const driverArgs = ['WebKitWebDriver', `--port=${port}`];
    // xvfb-run -a picks a free display; a screen wider than any window the journeys ask for.
    const [command, ...args] = onPath('xvfb-run')
      ? ['xvfb-run', '-a', '-s', '-screen 0 1920x1200x24', ...driverArgs]
      : process.env['DISPLAY']
        ? driverArgs
        : [];
    if (!command) throw new Error('WebKit needs an X display: install xvfb (xvfb-run) or set DISPLAY');
    const child = spawnGroup(command, args, { env });
    child.stdout?.on('data', (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20_000)));
    child.stderr?.on('data', (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20_000)));
    this.child = child;
    const url = `http://127.0.0.1:${port}`;
    await poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${this.output}`);
        return (await fetch(`${url}/status`)).ok;
      },
      { timeout: 20_000, message: `WebKitWebDriver answers on ${url}` },
    );
    this.url = url;
    return url;
  }

  acquire() {
    if (this.busy) throw new Error('WebKitWebDriver runs one session at a time: close the previous session first');
    this.busy = true;
  }

  release() {
    this.busy = false;
  }

  async stop() {
    if (this.child) await killGroup(this.child);
    this.child = undefined;
    this.url = undefined;
    this.busy = false;
  }
}

class WebKitDriver implements Driver {
  readonly engine = 'webkit';

  private readonly driver: WebDriver;
  private readonly baseUrl: string;
  private readonly zoom: number;
  private readonly onClose: () => Promise<void>;

  constructor(driver: WebDriver, baseUrl: string, zoom: number, onClose: () => Promise<void>) {
    this.driver = driver;
    this.baseUrl = baseUrl;
    this.zoom = zoom;
    this.onClose = onClose;
  }

  async goto(path: string) {
    await this.driver.get(new URL(path, this.baseUrl).href);
  }

  async reload() {
    await this.driver.navigate().refresh();
  }

  async url() {
    return new URL(await this.driver.getCurrentUrl());
  }

  private async find(selector: string, within: string | null, text: string | null, timeout: number) {
    const description = `${text === null ? '' : `"${text}" `}${selector}${within ? ` in ${within}` : ''}`;
    return poll(
      async () => {
        const found: unknown = await this.driver.executeScript(
          `return (${findVisible.toString()}).apply(null, arguments)`,
          selector,
          within,
          text,
        );
        return found instanceof WebElement ? found : null;
      },
      { timeout, message: `a visible ${description} is there` },
    );
  }

  async click(selector: string, options: Omit<FindOptions, 'selector'> = {}) {
    await (await this.find(selector, options.within ?? null, null, options.timeout ?? 10_000)).click();
  }

  async clickText(text: string, options: FindOptions = {}) {
    const selector = options.selector ?? 'a, button, summary, [role="button"]';
    await (await this.find(selector, options.within ?? null, text, options.timeout ?? 10_000)).click();
  }

  async visible(selector: string, options: { within?: string; text?: string } = {}) {
    const found: unknown = await this.driver.executeScript(
      `return (${findVisible.toString()}).apply(null, arguments)`,
      selector,
      options.within ?? null,
      options.text ?? null,
    );
    return found instanceof WebElement;
  }

  async press(key: Key) {
    const code = seleniumKeys[key];
    await this.driver.actions().keyDown(code).keyUp(code).perform();
  }

  async type(text: string) {
    await this.driver.actions().sendKeys(text).perform();
  }

  async pointer(x: number, y: number) {
    await this.driver
      .actions()
      .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
      .perform();
  }

  async evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<Awaited<R>> {
    // WebDriver's Execute Script waits for a returned promise.
    return (await this.driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args)) as Awaited<R>;
  }

  async waitFor<A extends unknown[], R>(
    fn: PageFunction<A, R>,
    args: A,
    options: WaitOptions,
  ): Promise<NonNullable<Awaited<R>>> {
    return poll(() => this.evaluate(fn, ...args), options);
  }

  async cookies(): Promise<Cookie[]> {
    return (await this.driver.manage().getCookies()).map(({ name, value, path }) => ({
      name,
      value,
      path: path ?? '/',
    }));
  }

  async setSize(width: number, height: number) {
    const window = this.driver.manage().window();
    let outer = Math.max(narrowestWindow, Math.ceil(width * this.zoom));
    let inner = 0;
    // Page zoom rounds; nudge the window until the page is exactly as wide as asked, where it can be.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await window.setRect({ x: 0, y: 0, width: outer, height: Math.ceil(height * this.zoom) });
      inner = await poll(
        async () => {
          const [now, rect] = await Promise.all([
            this.driver.executeScript('return window.innerWidth') as Promise<number>,
            window.getRect(),
          ]);
          return rect.width === outer && now > 0 ? now : 0;
        },
        { timeout: 5000, message: `the MiniBrowser window is ${outer} px wide` },
      );
      if (inner === width || outer === narrowestWindow) break;
      outer += inner < width ? 1 : -1;
    }
    return inner;
  }

  async close() {
    try {
      await this.driver.quit();
    } catch {
      // The browser may be gone already.
    }
    await this.onClose();
  }
}

class WebKitEngine implements Engine {
  readonly name = 'webkit';
  readonly narrowest = {
    width: 320,
    how: `full-screen MiniBrowser (no toolbar, windows down to ${narrowestWindow} px); below that, page zoom ${narrowZoom} (GDK_DPI_SCALE)`,
  };
  /**
   * MiniBrowser takes WebKitSettings' text and switch settings on its command line, but not the
   * number `default-font-size`, and WebKitWebDriver has no capability for it.
   */
  readonly fontSizePreference = false;
  version = 'WebKitGTK';
  private readonly services = new Map<number, DriverService>();

  private readonly miniBrowser: string;

  constructor(miniBrowser: string) {
    this.miniBrowser = miniBrowser;
  }

  private service(zoom: number) {
    let service = this.services.get(zoom);
    if (!service) {
      service = new DriverService(zoom);
      this.services.set(zoom, service);
    }
    return service;
  }

  async session(options: SessionOptions): Promise<Driver> {
    if (options.defaultFontSize !== undefined) throw new Error('WebKit sessions cannot set a default font size');
    const zoom = options.width < narrowestWindow ? narrowZoom : 1;
    const service = this.service(zoom);
    const url = await service.start();
    service.acquire();
    let proxy: { origin: string; stop(): Promise<void> } | undefined;
    try {
      if (options.initScript) proxy = await startInitProxy(options.baseUrl, options.initScript);
      const capabilities = new Capabilities();
      capabilities.set('browserName', 'MiniBrowser');
      capabilities.set('webkitgtk:browserOptions', {
        binary: this.miniBrowser,
        args: ['--automation', '--full-screen'],
      });
      const driver = await new Builder().usingServer(url).withCapabilities(capabilities).build();
      await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
      const version = (await driver.getCapabilities()).get('browserVersion') as string | undefined;
      if (version) this.version = `WebKitGTK ${version}`;
      const session = new WebKitDriver(driver, proxy?.origin ?? options.baseUrl, zoom, async () => {
        await proxy?.stop();
        service.release();
      });
      await session.setSize(options.width, options.height ?? 900);
      return session;
    } catch (error) {
      await proxy?.stop();
      service.release();
      throw error;
    }
  }

  /** Stops every WebKitWebDriver with its MiniBrowsers; the next session starts a new one. */
  async recover() {
    await this.close();
    return true;
  }

  async close() {
    for (const service of this.services.values()) await service.stop();
  }
}

/** Starts WebKit (lazily: the first session starts WebKitWebDriver); undefined when it is not installed. */
export async function launchWebKit(): Promise<Engine> {
  const miniBrowser = miniBrowserBinary();
  if (!miniBrowser) throw new Error('MiniBrowser not found');
  const engine = new WebKitEngine(miniBrowser);
  // Start one session to learn the version (and fail early when WebKit cannot start).
  const probe = await engine.session({ baseUrl: 'about:blank', width: 1280 });
  await probe.close();
  return engine;
}
