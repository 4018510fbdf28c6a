import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';

const homes = [
  { home: '/', locale: 'nl' },
  { home: '/en', locale: 'en' },
];

test.describe('every menu and footer link leads to a page that exists', () => {
  for (const { home, locale } of homes) {
    for (const width of [1280, 375]) {
      test(`${locale} at ${width}px`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(home);
        await hydrated(page);
        if (width < 1264) await page.locator('[data-menu-drawer] > summary').click();
        // The desktop list or the drawer, whichever is shown: every link in it, submenus included.
        const menu = page.locator(width < 1264 ? '[data-menu-panel]' : 'header nav > ul').filter({ visible: true });
        await expect(menu).toHaveCount(1);
        const hrefs = await menu
          .locator('a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        const footer = await page
          .locator('footer a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        const internal = [...hrefs, ...footer].filter((href) => href.startsWith('/'));
        expect(internal.length).toBeGreaterThan(locale === 'nl' ? 20 : 12);
        for (const href of new Set(internal)) {
          const response = await request.get(href);
          expect(response.status(), href).toBe(200);
          if (href.endsWith('.pdf')) expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
        }
      });
    }
  }
});

test('the Dutch menu has the items and submenus of docs/specification.md', async ({ page }) => {
  await page.goto('/');
  const menu = page.locator('header nav[aria-label="Hoofdmenu"] > ul');
  const top = await menu.locator(':scope > li > a').allInnerTexts();
  expect(top.map((text) => text.trim())).toEqual([
    'Home',
    'Over ons',
    'Onze klanten',
    'Onze aanpak',
    'Nieuws',
    'Werken bij',
    'Contact',
  ]);
  const subs = await menu
    .locator(':scope > li > details > ul')
    .evaluateAll((lists) => lists.map((list) => list.getAttribute('aria-label')));
  expect(subs).toEqual(['Submenu van Over ons', 'Submenu van Onze aanpak', 'Submenu van Werken bij']);
  const external = menu.locator('a[target="_blank"]');
  await expect(external).toHaveCount(1);
  await expect(external).toHaveAttribute('rel', /noopener/);
  await expect(external).toContainText('externe website');
});

test('the English menu has the items of docs/specification.md', async ({ page }) => {
  await page.goto('/en');
  const menu = page.locator('header nav[aria-label="Main menu"] > ul');
  const top = await menu.locator(':scope > li > a').allInnerTexts();
  expect(top.map((text) => text.trim())).toEqual(['Home', 'This is us', 'How we work', 'Our clients', 'Contact']);
});

test('a submenu opens from its button without JavaScript, and a closed one is out of the Tab order', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  const submenu = page.locator('header nav > ul ul[aria-label="Submenu van Over ons"]');
  const team = submenu.getByRole('link', { name: 'Ons team' });
  await expect(team).toBeHidden();
  await page
    .locator('header nav > ul')
    .getByRole('link', { name: /Over ons/ })
    .focus();
  await page.keyboard.press('Tab');
  const toggle = page.locator('summary[aria-label="Submenu van Over ons"]');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('header nav > ul').getByRole('link', { name: 'Onze klanten' })).toBeFocused();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(team).toBeFocused();
  await context.close();
});

test('the narrow-screen menu opens without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto('/over-ons');
  const link = page.locator('[data-menu-panel]').getByRole('link', { name: 'Contact' });
  await expect(link).toBeHidden();
  await page.locator('[data-menu-drawer] > summary').click();
  await expect(link).toBeVisible();
  await link.click();
  expect(new URL(page.url()).pathname).toBe('/contact');
  await context.close();
});

test('the current page is marked in the menu', async ({ page }) => {
  await page.goto('/onze-klanten');
  await expect(page.locator('header nav > ul a[aria-current="page"]')).toHaveText('Onze klanten');
});

test('a hash scrolls its element below the fixed top bar', async ({ page }) => {
  await page.goto('/over-ons/ons-team#raad-van-advies');
  await page.evaluate(() => document.fonts.ready);
  const top = () =>
    page.locator('#raad-van-advies').evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await expect
    .poll(
      async () => {
        const value = await top();
        return value >= 69 && value < 80 ? 'below the bar' : value;
      },
      { timeout: 10_000 },
    )
    .toBe('below the bar');
});

test('back returns to the same place in a long list', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/over-ons/ons-team');
  const link = page.getByRole('link', { name: 'Oğuz Yılmaz' });
  const top = () => link.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await link.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const before = await top();
  await link.click();
  await expect(page).toHaveURL(/\/over-ons\/ons-team\/oguz-yilmaz$/);
  await page.goBack();
  await expect.poll(async () => Math.abs((await top()) - before) < 40 || (await top())).toBe(true);
});
