/**
 * Language of parts (WCAG 3.1.2): an English page that shows Dutch content (the news, which is
 * Dutch only) marks every Dutch word of it as Dutch, and what it writes itself as English, so a
 * screen reader speaks each with the right voice. Which words are Dutch is not read from the
 * markup under test: the same card on the Dutch home page shows the article's own words, so what
 * the English card shares with it is Dutch and what differs (the date) is the page's English.
 */
import { expect, test, type Page } from '@playwright/test';

/** The texts (text nodes with a letter, and picture descriptions) of each news card, by its link, with their language. */
function newsCards(page: Page) {
  return page
    .locator('#homeNews')
    .locator('..')
    .evaluate((section) =>
      [...section.querySelectorAll('li')].map((card) => {
        const href = card.querySelector('a')?.getAttribute('href') ?? '';
        const parts: { text: string; lang: string }[] = [];
        const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          if (/\p{L}/u.test(text))
            parts.push({ text, lang: node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '' });
        }
        for (const image of card.querySelectorAll('img[alt]'))
          parts.push({
            text: image.getAttribute('alt') ?? '',
            lang: image.closest('[lang]')?.getAttribute('lang') ?? '',
          });
        return { href, parts };
      }),
    );
}

test('on /en, every Dutch word of "Latest news (in Dutch)" is inside lang="nl", and the English ones are not', async ({
  page,
}) => {
  await page.goto('/');
  const dutch = await newsCards(page);
  await page.goto('/en');
  const english = await newsCards(page);
  expect(english.length).toBeGreaterThan(0);
  const wrong: string[] = [];
  let dutchParts = 0;
  for (const card of english) {
    const original = dutch.find((other) => other.href === card.href);
    expect(original, `${card.href} is on the Dutch home page too`).toBeDefined();
    const dutchTexts = new Set(original?.parts.map((part) => part.text));
    for (const { text, lang } of card.parts) {
      const expected = dutchTexts.has(text) ? 'nl' : 'en';
      if (expected === 'nl') dutchParts += 1;
      if (lang !== expected) wrong.push(`${card.href}: "${text}" is marked ${lang}, but it is ${expected}`);
    }
  }
  expect(wrong).toEqual([]);
  // Headline, summary, category and picture description of each card.
  expect(dutchParts).toBeGreaterThanOrEqual(english.length * 4);
});
