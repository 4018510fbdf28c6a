/**
 * Checks of what a visitor with a zoomed window or their own text spacing sees, shared by the
 * Playwright specs (tests/e2e/zoom.spec.ts) and the cross-engine journeys (tests/engines/). The
 * page functions run in the page through `evaluate`, so each is self-contained; each returns what
 * is wrong, in words, or a measure.
 */

/**
 * WCAG 1.4.12's text spacing, as the usual bookmarklet and browser extensions apply it: line height
 * 1.5, paragraph spacing 2em, letter spacing 0.12em, word spacing 0.16em, over the page's own CSS.
 */
export const textSpacingRules = [
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }',
  'p { margin-bottom: 2em !important; }',
];

/**
 * Adds CSS rules through the CSSOM, which the page's content security policy allows (it blocks a
 * `<style>` element a script adds): how the journeys apply `textSpacingRules` in every engine.
 */
export function insertRules(rules: string[]): void {
  const sheet = document.styleSheets[document.styleSheets.length - 1];
  for (const rule of rules) sheet?.insertRule(rule, sheet.cssRules.length);
}

/**
 * What is wrong with the top bar's visible controls: a control outside the bar or the window, a
 * word of a label broken over two lines (a soft hyphen is a place a word may break), the wordmark
 * cut off by its drawing.
 */
export function headerTextProblems(): string[] {
  const header = document.querySelector('body > header');
  if (!header) return ['there is no top bar'];
  const bar = header.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  for (const control of header.querySelectorAll('a, summary')) {
    const box = control.getBoundingClientRect();
    if (!control.checkVisibility() || box.width === 0) continue;
    const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (box.left < 0 || box.right > width || box.top < bar.top || box.bottom > bar.bottom)
      problems.push(`"${name}" is not within the bar (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`);
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Text kept for assistive technology only (`sr-only`, 1px wide) is not drawn; SVG text (the
      // wordmark, checked below) never wraps.
      if (!parent?.checkVisibility() || parent.closest('svg') || parent.getBoundingClientRect().width <= 1) continue;
      for (const word of (node.textContent ?? '').matchAll(/[^\s\u00ad]+/g)) {
        // The line of each letter, by the top of its box: the range's last box, as a letter after
        // a line break also has an empty box at the end of the line before.
        const lines = new Set(
          [...word[0]].map((_letter, offset) => {
            const range = document.createRange();
            range.setStart(node, word.index + offset);
            range.setEnd(node, word.index + offset + 1);
            return Math.round([...range.getClientRects()].at(-1)?.top ?? 0);
          }),
        );
        if (lines.size > 1) problems.push(`"${name}": the word "${word[0]}" is broken over ${lines.size} lines`);
      }
    }
  }
  const wordmark = header.querySelector('svg text');
  const drawing = wordmark?.closest('svg')?.getBoundingClientRect();
  const text = wordmark?.getBoundingClientRect();
  if (text && drawing && (text.left < drawing.left - 0.5 || text.right > drawing.right + 0.5))
    problems.push(
      `the wordmark is cut off: its text ends at ${Math.round(text.right)}, its drawing at ${drawing.right}`,
    );
  return problems;
}

/**
 * How many px of the window's height the top bar and the consent banner cover, wherever the page
 * is scrolled to: scrolled halfway down the page, the rows of the window (every 2px, in the middle
 * and near both edges) in which one of them is drawn over the page.
 */
export function heightCoveredByBars(): number {
  window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' });
  const bars = [...document.querySelectorAll('body > header, [data-consent-banner]')];
  const xs = [8, window.innerWidth / 2, window.innerWidth - 8];
  let covered = 0;
  for (let y = 1; y < window.innerHeight; y += 2) {
    const hits = xs.map((x) => document.elementFromPoint(x, y));
    if (hits.some((hit) => hit && bars.some((bar) => bar.contains(hit)))) covered += 2;
  }
  return covered;
}
