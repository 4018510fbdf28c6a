/**
 * The engine-neutral driver the cross-engine journeys use (tests/engines/README.md): what a
 * visitor does (go to a page, click, press a key, point) and what a test reads (the page's state
 * through a function run in it, cookies). Two adapters implement it: puppeteer.ts (Chromium and
 * Firefox, over CDP and WebDriver BiDi) and webkit.ts (WebKitGTK's MiniBrowser, over classic
 * WebDriver with selenium-webdriver).
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** The keys the journeys press (`n` and `p`: a preview's jump from change to change). */
export type Key = 'Escape' | 'Tab' | 'Shift' | 'Enter' | 'Space' | 'n' | 'p';

export interface Cookie {
  name: string;
  value: string;
  path: string;
}

export interface SessionOptions {
  /** The origin the session's paths resolve against, e.g. http://localhost:4567. */
  baseUrl: string;
  /** Viewport width in CSS pixels (an engine that cannot go that narrow gives its narrowest). */
  width: number;
  height?: number;
  /**
   * JavaScript run in every document of the session before the page's own scripts: puppeteer's
   * evaluateOnNewDocument; in WebKit, a same-origin script that a small proxy puts first in the
   * page's head (WebKitWebDriver has no such command).
   */
  initScript?: string;
  /**
   * The browser's default font size in px, as a visitor sets it in the browser's settings (16 when
   * not given). Only an engine whose `fontSizePreference` is true can start a session with it.
   */
  defaultFontSize?: number;
}

export interface WaitOptions {
  /** Milliseconds; 10 s unless given. */
  timeout?: number;
  /** Says what was awaited, for the error when it does not happen. */
  message: string;
}

export interface FindOptions {
  /** CSS selector of the candidates; default: links, buttons, summaries. */
  selector?: string;
  /** CSS selector of the element the candidate must be inside. */
  within?: string;
  /** Milliseconds to wait for a visible match; 10 s unless given. */
  timeout?: number;
}

/** A page function and its arguments, serialisable both ways. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R;

/** One browser tab in a fresh profile (no cookies, storage, cache or service worker). */
export interface Driver {
  readonly engine: EngineName;
  /** Navigates to a path of the site (or a full URL) and waits for the load event. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The address of the page now shown. */
  url(): Promise<URL>;
  /** A real pointer click in the middle of the first visible element matching a CSS selector. */
  click(selector: string, options?: Omit<FindOptions, 'selector'>): Promise<void>;
  /**
   * A real pointer click on the first visible element whose text (or, for an icon control, its
   * aria-label) is `text`, ignoring surrounding white space.
   */
  clickText(text: string, options?: FindOptions): Promise<void>;
  /** Whether a visible element matches (with `text`: whose text or aria-label is that). */
  visible(selector: string, options?: { within?: string; text?: string }): Promise<boolean>;
  press(key: Key): Promise<void>;
  /** Types text into the focused element, key by key, without a pause. */
  type(text: string): Promise<void>;
  /** Moves the pointer to a point of the viewport. */
  pointer(x: number, y: number): Promise<void>;
  /** Runs a function in the page and returns its (awaited, JSON-like) result. */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<Awaited<R>>;
  /** Polls a page function until it returns a truthy value, and returns that value. */
  waitFor<A extends unknown[], R>(
    fn: PageFunction<A, R>,
    args: A,
    options: WaitOptions,
  ): Promise<NonNullable<Awaited<R>>>;
  /** The cookies the browser holds for the site. */
  cookies(): Promise<Cookie[]>;
  /** Resizes the viewport (CSS pixels); resolves to the width the page then has. */
  setSize(width: number, height: number): Promise<number>;
  close(): Promise<void>;
}

/** A running browser, or the means to start fresh ones, of one engine. */
export interface Engine {
  readonly name: EngineName;
  /** Browser name and version, as the browser reports them. */
  readonly version: string;
  /** The narrowest viewport this engine can show, in CSS pixels, and how it gets there. */
  readonly narrowest: { width: number; how: string };
  /**
   * Whether sessions can have a default font size (`SessionOptions.defaultFontSize`), set as the
   * browser's own preference, which moves the page's rem breakpoints as the real setting does.
   */
  readonly fontSizePreference: boolean;
  session(options: SessionOptions): Promise<Driver>;
  /**
   * After a driver command hung: frees what the hung session holds, so that a new session can
   * start. False when this engine cannot recover that way (the journey then fails as it is).
   */
  recover(): Promise<boolean>;
  close(): Promise<void>;
}

/** Polls `check` until it returns a truthy value or the time is up; errors while polling count as "not yet". */
export async function poll<T>(
  check: () => Promise<T>,
  { timeout = 10_000, message }: WaitOptions,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message.split('\n')[0]})` : '';
      throw new Error(`Timed out after ${timeout} ms waiting until ${message}${cause}`);
    }
    await sleep(100);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs in the page: the first visible element that matches. Written as one self-contained function
 * (no helpers from outside) because the adapters send its source to the browser.
 */
export function findVisible(selector: string, within: string | null, text: string | null): Element | null {
  const scopes = within ? [...document.querySelectorAll(within)] : [document.documentElement];
  const normalise = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  for (const scope of scopes) {
    for (const element of scope.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      let hidden = false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const nodeStyle = getComputedStyle(node);
        if (nodeStyle.display === 'none' || Number(nodeStyle.opacity) === 0) hidden = true;
      }
      if (hidden) continue;
      if (text !== null) {
        const label = normalise(element.getAttribute('aria-label'));
        const ownText = normalise((element as HTMLElement).innerText ?? element.textContent);
        if (ownText !== text && label !== text) continue;
      }
      return element;
    }
  }
  return null;
}
