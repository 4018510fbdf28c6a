/**
 * The home page's largest contentful paint is its first view, as the browser reports it: the
 * hero slider turns by itself every 7 s, and nothing it paints at a turn (or anything else painted
 * later) may become a new `largest-contentful-paint` entry, nor move what is already there (a
 * `layout-shift` entry). The browser emits an LCP entry for every newly painted element larger
 * than the candidate before it, until the visitor's first input, so a later, larger slide would be
 * the page's LCP at 14 s (docs/performance.md, "Largest paint").
 *
 * The slideshow's turns are sped up with Playwright's clock; the test asserts which entries the
 * browser reported, never when. To know that a frame has been painted and its entries reported,
 * it adds a tiny element with an `elementtiming` attribute after each step and waits for that
 * element's own timing entry: the browser reports every kind of entry from the same painted frame.
 * Nothing here is a visitor's input (no click, key or scroll), which would end LCP's reporting.
 */
import { expect, test, type Page } from '@playwright/test';

/** The paint-timing entry of an element with an `elementtiming` attribute (Element Timing API). */
interface ElementTiming extends PerformanceEntry {
  identifier: string;
}

/** A `layout-shift` entry (Layout Instability API): how much moved, and whether input caused it. */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: Array<{ node: Node | null }>;
}

/** What the page reported, as it recorded it: each entry as "element: text or score". */
interface Reported {
  /** LCP entries: the element's tag and text, and its painted size in px². */
  largestPaints: string[];
  /** Layout shifts without input: what moved, and the shift's score. */
  shifts: string[];
}

/** Records, from the start of the page, its LCP and layout-shift entries and Element Timing identifiers. */
function recordPaints() {
  const record = window as unknown as Reported & { timedElements: string[] };
  record.largestPaints = [];
  record.shifts = [];
  record.timedElements = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LargestContentfulPaint[]) {
      const element = entry.element;
      const text = (element?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      record.largestPaints.push(`${element?.localName ?? '(removed)'} "${text}": ${entry.size} px²`);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map(({ node }) => (node instanceof Element ? node.localName : node?.nodeName));
      record.shifts.push(`${moved.join(', ')}: ${entry.value.toFixed(4)}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ElementTiming[]) record.timedElements.push(entry.identifier);
  }).observe({ type: 'element', buffered: true });
}

/** Paints a one-pixel marker, waits until the browser has reported that frame, and returns what it reported. */
async function painted(page: Page, marker: string): Promise<Reported> {
  await page.evaluate((identifier) => {
    const element = document.createElement('span');
    element.setAttribute('elementtiming', identifier);
    element.textContent = '.';
    // Through the CSSOM, which the page's content security policy allows.
    Object.assign(element.style, { position: 'fixed', left: '0', bottom: '0', fontSize: '1px' });
    document.body.append(element);
  }, marker);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { timedElements: string[] }).timedElements))
    .toContain(marker);
  return page.evaluate(() => {
    const { largestPaints, shifts } = window as unknown as Reported;
    return { largestPaints, shifts };
  });
}

for (const { path, width, slide, of } of [
  { path: '/', width: 375, slide: 'dia', of: 'van' },
  { path: '/', width: 1280, slide: 'dia', of: 'van' },
  { path: '/en', width: 412, slide: 'slide', of: 'of' },
]) {
  test(`${path} at ${width}px: no slide turn becomes the largest contentful paint or moves the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 823 });
    await page.addInitScript(recordPaints);
    await page.clock.install();
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const firstView = await painted(page, 'first-view');
    expect(firstView.largestPaints.length, 'the browser reports the first view’s largest paint').toBeGreaterThan(0);
    const shown = page.locator(`[aria-roledescription="${slide}"]:visible`);
    await expect(shown).toHaveAttribute('aria-label', `1 ${of} 3`);

    // The show hydrates 5 s after the page started and turns at 7 s, then every 7 s: a whole round.
    await page.clock.runFor(7500);
    for (const [turn, expected] of [2, 3, 1].entries()) {
      await expect(shown).toHaveAttribute('aria-label', `${expected} ${of} 3`);
      const later = await painted(page, `turn-${turn + 1}`);
      const turned = `after turn ${turn + 1}, to slide ${expected}`;
      expect(later.largestPaints, `${turned}, the largest paint is still the first view’s`).toEqual(
        firstView.largestPaints,
      );
      expect(later.shifts, `${turned}, nothing has moved since the first view`).toEqual(firstView.shifts);
      await page.clock.runFor(7000);
    }
  });
}
