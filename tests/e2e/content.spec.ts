import { expect, test } from '@playwright/test';

test('the team page shows the team with a page each, the advisory board and the specialists', async ({ page }) => {
  await page.goto('/over-ons/ons-team');
  const team = page.locator('#team li');
  expect(await team.count()).toBeGreaterThanOrEqual(33);
  for (const card of (await team.all()).slice(0, 3)) {
    await expect(card.locator('img')).toHaveAttribute('alt', /\S{3,}/);
    await expect(card.locator('h3 a')).toHaveAttribute('href', /^\/over-ons\/ons-team\/[a-z-]+$/);
  }
  await expect(page.locator('#raad-van-advies li')).toHaveCount(3);
  await expect(page.locator('#raad-van-advies li h3 a').first()).toHaveAttribute(
    'href',
    /^\/over-ons\/raad-van-advies\//,
  );
  const specialists = page.locator('#specialisten li');
  expect(await specialists.count()).toBeGreaterThanOrEqual(6);
  expect(await page.locator('#specialisten a[href^="https://"]').count()).toBeGreaterThanOrEqual(5);
});

test('news is listed newest first with Dutch dates, and a category shows only its articles', async ({ page }) => {
  await page.goto('/actueel');
  const dates = await page
    .locator('main time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThanOrEqual(12);
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(page.locator('main time').first()).toHaveText(
    /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
  );
  const categories = page.locator('nav[aria-label="Categorieën"] a');
  expect(await categories.count()).toBeGreaterThanOrEqual(4);
  await categories.nth(1).click();
  const category = new URL(page.url()).pathname;
  const hrefs = await page
    .locator('main li h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href.startsWith(`${category}/`)).toBe(true);
  await expect(page.locator('nav[aria-label="Categorieën"] a[aria-current="page"]')).toHaveAttribute('href', category);
});

test('the news overview shows twelve articles a page, and its page links lead through every article once', async ({
  page,
}) => {
  const seen: string[] = [];
  const pagination = page.getByRole('navigation', { name: "Pagina's" });
  await page.goto('/actueel');
  await expect(pagination.getByRole('link', { name: 'Vorige' })).toHaveCount(0);
  for (let number = 1; ; number++) {
    await expect(pagination.locator('a[aria-current="page"]')).toHaveText(`Pagina ${number}`);
    const titles = await page.locator('main li h2 a').evaluateAll((links) => links.map((link) => link.textContent));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(12);
    seen.push(...titles.map(String));
    const next = pagination.getByRole('link', { name: 'Volgende' });
    if ((await next.count()) === 0) break;
    expect(titles).toHaveLength(12);
    await next.click();
    await expect(page).toHaveURL(`/actueel/pagina/${number + 1}`);
    await expect(page).toHaveTitle(`Nieuws, pagina ${number + 1} - Helderwijs`);
    await expect(page.locator('h1')).toHaveText('Nieuws');
    await expect(page.locator('nav[aria-label="Kruimelpad"] [aria-current="page"]')).toContainText(
      `Pagina ${number + 1} van`,
    );
  }
  expect(seen.length).toBeGreaterThan(12);
  expect(new Set(seen).size).toBe(seen.length);
  await pagination.getByRole('link', { name: 'Vorige' }).click();
  await expect(page.locator('main li h2 a')).toHaveCount(12);
  // A category with fewer than twelve articles has no page links.
  await page.goto('/actueel/impact');
  await expect(pagination).toHaveCount(0);
});

test('an article shows its date, category, author and image', async ({ page }) => {
  await page.goto('/actueel');
  await page.locator('main li h2 a').first().click();
  await expect(page.locator('article time')).toHaveText(/\d{4}$/);
  await expect(page.locator('article a[href^="/over-ons/ons-team/"]')).toBeVisible();
  await expect(page.locator('article img[alt]:not([alt=""])')).toHaveCount(1);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
});

test('a vacancy shows hours, salary, closing date and a contact person', async ({ page }) => {
  await page.goto('/vacatures');
  expect(await page.locator('main li h2 a').count()).toBeGreaterThanOrEqual(4);
  await page.locator('main li h2 a').first().click();
  await expect(page.locator('dl')).toContainText('Uren per week');
  await expect(page.locator('dl')).toContainText(/€ [\d.]+ tot € [\d.]+ bruto per maand/);
  await expect(page.locator('dl')).toContainText('Reageren kan tot en met');
  await expect(page.locator('aside a[href^="mailto:"]').last()).toHaveAttribute('href', /subject=Sollicitatie/);
});

test.describe('the contact pages show every way to reach the firm, without third-party requests', () => {
  for (const { path, person } of [
    { path: '/contact', person: 'Uw contactpersoon' },
    { path: '/en/contact', person: 'Your contact person' },
  ]) {
    test(path, async ({ page }) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('http://localhost')) foreign.push(request.url());
      });
      await page.goto(path);
      const main = page.locator('main');
      await expect(main).toContainText('Voorbeeldlaan 12');
      await expect(main).toContainText('3511 AB');
      await expect(main).toContainText('Postbus 1234');
      await expect(main.locator('a[href="mailto:info@helderwijs.example"]')).toBeVisible();
      await expect(main.locator('a[href="tel:+31300000000"]')).toBeVisible();
      await expect(main.getByRole('heading', { name: person })).toBeVisible();
      await expect(main.locator('img[alt*="Sanne Visser"]')).toBeVisible();
      await expect(main.locator('a[href^="https://www.openstreetmap.org/directions"]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
    });
  }
});

test('without a provider configured, the newsletter page offers an e-mail link', async ({ page }) => {
  await page.goto('/nieuwsbrief');
  await expect(page.locator('form')).toHaveCount(0);
  await expect(page.locator('[data-newsletter-fallback] a.btn-primary')).toHaveAttribute(
    'href',
    /^mailto:info@helderwijs\.example\?subject=Aanmelden/,
  );
});

test('the approach page carries the firm’s stance', async ({ page }) => {
  await page.goto('/onze-aanpak');
  const text = await page.locator('main').innerText();
  for (const phrase of [
    /kwaliteit/i,
    /integriteit/i,
    /assurance/i,
    /duurzaam/i,
    /beloningsbeleid/i,
    /1\s?%/,
    /Impact Factor 5/,
    /5\s?%/,
  ]) {
    expect(text).toMatch(phrase);
  }
});

test('a person landing page has direct contact details and a vCard download', async ({ page }) => {
  await page.goto('/anna-de-vries');
  await expect(page.locator('main a[href^="tel:"]')).toBeVisible();
  await expect(page.locator('main a[href^="mailto:"]')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.locator('main a[download]').click();
  expect((await download).suggestedFilename()).toBe('anna-de-vries.vcf');
});

test('an English landing page says which of its words are Dutch: the portrait’s description, not its own function', async ({
  page,
}) => {
  await page.goto('/en/anna-de-vries');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const portrait = page.locator('main img').first();
  await expect(portrait).toHaveAttribute('alt', /Anna de Vries/);
  await expect(portrait).toHaveAttribute('lang', 'nl');
  await expect(page.getByText('Partner and chair of the executive board', { exact: true })).not.toHaveAttribute(
    'lang',
    /./,
  );
  await page.goto('/anna-de-vries');
  await expect(page.locator('main img').first()).not.toHaveAttribute('lang', /./);
});

test('the services overview lists the nine services with their exact slugs', async ({ page }) => {
  await page.goto('/onze-aanpak/onze-diensten');
  const hrefs = await page
    .locator('main li h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.sort()).toEqual(
    [
      'beoordeling-administratieve-organisatie',
      'bijzondere-verklaringen-en-onderzoeken',
      'controle-en-beoordeling-van-de-jaarrekening',
      'duurzaamheidsrapportage-en-controle',
      'internationaal',
      'management-letters-en-verbetering-afsluitprocessen',
      'risicomanagement-interne-audit',
      'samenstellen-van-de-jaarrekening',
      'subsidiecontrole',
    ].map((slug) => `/onze-aanpak/onze-diensten/${slug}`),
  );
});
