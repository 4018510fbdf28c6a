/**
 * The three engines and whether this machine has them. `ENGINE=firefox` (or a comma-separated
 * list) runs only those. An engine whose browser is not installed is skipped with a loud warning,
 * never passed in silence.
 */
import { existsSync } from 'node:fs';
import type { Engine, EngineName } from './driver.ts';
import { chromiumBinary, firefoxBinary, launchPuppeteer } from './puppeteer.ts';
import { launchWebKit, miniBrowserBinary, webDriverBinary } from './webkit.ts';

export const engineNames: EngineName[] = ['chromium', 'firefox', 'webkit'];

/** The engines this run asks for (all three unless ENGINE says otherwise). */
export function selectedEngines(): EngineName[] {
  const wanted = process.env['ENGINE']?.split(',').map((name) => name.trim().toLowerCase());
  if (!wanted?.length || wanted.includes('all')) return engineNames;
  const unknown = wanted.filter((name) => !engineNames.includes(name as EngineName));
  if (unknown.length) throw new Error(`ENGINE=${unknown.join(',')}: the engines are ${engineNames.join(', ')}`);
  return engineNames.filter((name) => wanted.includes(name));
}

/** Why an engine cannot run here (a missing binary), or undefined when it can. */
export function missing(name: EngineName): string | undefined {
  if (name === 'chromium')
    return existsSync(chromiumBinary) ? undefined : `${chromiumBinary} (apt-get install chromium)`;
  if (name === 'firefox')
    return existsSync(firefoxBinary) ? undefined : `${firefoxBinary} (apt-get install firefox-esr)`;
  if (!webDriverBinary()) return 'WebKitWebDriver (apt-get install webkit2gtk-driver)';
  if (!miniBrowserBinary()) return 'WebKitGTK MiniBrowser (apt-get install webkit2gtk-driver)';
  return undefined;
}

/** Prints the warning for an engine that is skipped. */
export function warnSkipped(name: EngineName, what: string): void {
  const line = '!'.repeat(78);
  console.warn(`\n${line}\n!! SKIPPED: every ${name} journey. ${what} is not installed.\n${line}\n`);
}

export function launch(name: EngineName): Promise<Engine> {
  return name === 'webkit' ? launchWebKit() : launchPuppeteer(name);
}
