/**
 * The driver for Chromium (Debian's /usr/bin/chromium, over CDP) and Firefox (Debian's firefox-esr,
 * over WebDriver BiDi), both through puppeteer-core. One browser per engine; every session is a
 * new browser context (its own cookies, storage, cache and service workers), so each is a first
 * visit.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
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

export const chromiumBinary = '/usr/bin/chromium';
export const firefoxBinary = '/usr/bin/firefox-esr';

const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

class PuppeteerDriver implements Driver {
  readonly engine: 'chromium' | 'firefox';
  private readonly context: BrowserContext;
  private readonly page: Page;
  private readonly baseUrl: string;

  // Plain fields, no parameter properties: Node runs these files by stripping types only.
  constructor(engine: 'chromium' | 'firefox', context: BrowserContext, page: Page, baseUrl: string) {
    this.engine = engine;
    this.context = context;
    this.page = page;
    this.baseUrl = baseUrl;
  }

  async goto(path: string) {
    await this.page.goto(new URL(path, this.baseUrl).href, { waitUntil: 'load', timeout: 30_000 });
  }

  async reload() {
    await this.page.reload({ waitUntil: 'load', timeout: 30_000 });
  }

  async url() {
    return new URL(this.page.url());
  }

  private async find(selector: string, within: string | null, text: string | null, timeout: number) {
    const description = `${text === null ? '' : `"${text}" `}${selector}${within ? ` in ${within}` : ''}`;
    const handle = await poll(
      async () => {
        const found = await this.page.evaluateHandle(findVisible, selector, within, text);
        const element = found.asElement() as ElementHandle | null;
        if (!element) await found.dispose();
        return element;
      },
      { timeout, message: `a visible ${description} is there` },
    );
    return handle;
  }

  async click(selector: string, options: Omit<FindOptions, 'selector'> = {}) {
    const element = await this.find(selector, options.within ?? null, null, options.timeout ?? 10_000);
    await element.click();
    await element.dispose();
  }

  async clickText(text: string, options: FindOptions = {}) {
    const selector = options.selector ?? 'a, button, summary, [role="button"]';
    const element = await this.find(selector, options.within ?? null, text, options.timeout ?? 10_000);
    await element.click();
    await element.dispose();
  }

  async visible(selector: string, options: { within?: string; text?: string } = {}) {
    const found = await this.page.evaluateHandle(findVisible, selector, options.within ?? null, options.text ?? null);
    const shown = found.asElement() !== null;
    await found.dispose();
    return shown;
  }

  async press(key: Key) {
    // WebDriver BiDi knows the space bar only by its character.
    await this.page.keyboard.press(key === 'Space' ? ' ' : key);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  async pointer(x: number, y: number) {
    await this.page.mouse.move(x, y);
  }

  async evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<Awaited<R>> {
    return (await this.page.evaluate(fn as (...args: unknown[]) => R, ...args)) as Awaited<R>;
  }

  async waitFor<A extends unknown[], R>(
    fn: PageFunction<A, R>,
    args: A,
    options: WaitOptions,
  ): Promise<NonNullable<Awaited<R>>> {
    return poll(() => this.evaluate(fn, ...args), options);
  }

  async cookies(): Promise<Cookie[]> {
    return (await this.context.cookies()).map(({ name, value, path }) => ({ name, value, path }));
  }

  async setSize(width: number, height: number) {
    await setViewport(this.page, width, height);
    return this.page.evaluate(() => window.innerWidth);
  }

  async close() {
    await this.context.close().catch(() => undefined);
  }
}

/**
 * Sets the page's viewport. Puppeteer 25 sends WebDriver BiDi's `browsingContext.setViewport` and
 * `emulation.setScreenOrientationOverride` together; Firefox 140 ESR (Debian 12's) does not know
 * the second and rejects it while it applies the first. That one error is let through, and the
 * page is given a second to take the new width.
 */
async function setViewport(page: Page, width: number, height: number) {
  try {
    await page.setViewport({ width, height });
  } catch (error) {
    if (!String(error).includes('setScreenOrientationOverride')) throw error;
    let actual = 0;
    for (let tries = 0; tries < 20 && actual !== width; tries += 1) {
      actual = await page.evaluate(() => window.innerWidth);
      if (actual !== width) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (actual !== width) throw new Error(`The viewport is ${actual}px wide, not ${width}px`, { cause: error });
  }
}

class PuppeteerEngine implements Engine {
  readonly narrowest = { width: 320, how: 'viewport emulation' };
  readonly fontSizePreference = true;

  readonly name: 'chromium' | 'firefox';
  readonly version: string;
  private readonly browser: Browser;
  private readonly profile: string;
  /** A browser of its own per default font size: the preference belongs to the profile, not to a context. */
  private readonly withFontSize = new Map<number, Promise<{ browser: Browser; profile: string }>>();

  constructor(name: 'chromium' | 'firefox', version: string, browser: Browser, profile: string) {
    this.name = name;
    this.version = version;
    this.browser = browser;
    this.profile = profile;
  }

  private browserFor(fontSize: number | undefined): Promise<Browser> {
    if (fontSize === undefined) return Promise.resolve(this.browser);
    let started = this.withFontSize.get(fontSize);
    if (!started) {
      started = startBrowser(this.name, fontSize);
      this.withFontSize.set(fontSize, started);
    }
    return started.then(({ browser }) => browser);
  }

  async session(options: SessionOptions): Promise<Driver> {
    const browser = await this.browserFor(options.defaultFontSize);
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await setViewport(page, options.width, options.height ?? 900);
    if (options.initScript) await page.evaluateOnNewDocument(options.initScript);
    return new PuppeteerDriver(this.name, context, page, options.baseUrl);
  }

  // A hung DevTools command has not been seen; a new browser would be a different first visit anyway.
  async recover() {
    return false;
  }

  async close() {
    await this.browser.close().catch(() => undefined);
    rmSync(this.profile, { recursive: true, force: true });
    for (const started of this.withFontSize.values()) {
      const { browser, profile } = await started;
      await browser.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    }
  }
}

/**
 * Starts Chromium or Firefox headless with a fresh profile; with `fontSize`, the profile's default
 * font size is that, as the browser's settings page would set it: Chromium's
 * `webkit.webprefs.default_font_size` in the profile's Preferences file (the full browser reads
 * it), Firefox's `font.size.variable.x-western` (the size for Latin script).
 */
async function startBrowser(name: 'chromium' | 'firefox', fontSize?: number) {
  const profile = mkdtempSync(join(tmpdir(), `engines-${name}-`));
  if (name === 'chromium' && fontSize !== undefined) {
    mkdirSync(join(profile, 'Default'));
    const preferences = { webkit: { webprefs: { default_font_size: fontSize } } };
    writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify(preferences));
  }
  const browser =
    name === 'chromium'
      ? await puppeteer.launch({
          browser: 'chrome',
          executablePath: chromiumBinary,
          headless: true,
          userDataDir: profile,
          args: chromiumArgs,
          // Keep classic scrollbars, as desktop Chromium on Linux shows them.
          ignoreDefaultArgs: ['--hide-scrollbars'],
          defaultViewport: null,
        })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: firefoxBinary,
          headless: true,
          userDataDir: profile,
          defaultViewport: null,
          ...(fontSize === undefined ? {} : { extraPrefsFirefox: { 'font.size.variable.x-western': fontSize } }),
        });
  return { browser, profile };
}

/** Starts Chromium or Firefox headless with a fresh profile. */
export async function launchPuppeteer(name: 'chromium' | 'firefox'): Promise<Engine> {
  const { browser, profile } = await startBrowser(name);
  return new PuppeteerEngine(name, await browser.version(), browser, profile);
}
