import { expect, test } from '@playwright/test';
import { allPages, routePages, searchPages, vcards } from './site';

// The served HTML, read without rendering: every page is also opened in the browser by the axe
// crawl (crawl.spec.ts), so this stays fast for 120-odd routes.
test.describe('every route answers with its page', () => {
  for (const { path, locale } of allPages) {
    test(`${path} (${locale})`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe(locale);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      if (path === '/' || path === '/en') expect(title).toBe('Helderwijs');
      else expect(title).toMatch(/^\S.* - Helderwijs$/);
      const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
      expect(headings).toHaveLength(1);
      expect(headings[0]?.[1]?.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(2);
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toMatch(
        new RegExp(`${path === '/' ? '/' : path}$`),
      );
    });
  }
});

test('a trailing slash reaches the same page', async ({ page }) => {
  const response = await page.goto('/over-ons/ons-team/');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/over-ons/ons-team');
});

test.describe('unknown paths answer 404 in their locale', () => {
  const cases = [
    { path: '/bestaat-niet', lang: 'nl', message: 'Deze pagina kon niet worden gevonden', home: '/' },
    {
      path: '/actueel/vaktechniek/bestaat-niet',
      lang: 'nl',
      message: 'Deze pagina kon niet worden gevonden',
      home: '/',
    },
    { path: '/en/does-not-exist', lang: 'en', message: 'This page could not be found', home: '/en' },
  ];
  for (const { path, lang, message, home } of cases) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveText(message);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.locator('main a', { hasText: lang === 'nl' ? 'Naar de homepage' : 'Go to the home page' }).click();
      expect(new URL(page.url()).pathname).toBe(home);
    });
  }
});

test.describe('the locale link of each translated page leads to its counterpart', () => {
  // One visitor per locale clicks through every translated page of it (a context per page cost
  // more than the click).
  for (const locale of ['nl', 'en'] as const) {
    test(`from every translated page in ${locale}`, async ({ page }) => {
      const translated = allPages.filter((candidate) => candidate.locale === locale && candidate.counterpart);
      expect(translated.length).toBeGreaterThan(5);
      for (const { path, counterpart } of translated) {
        await test.step(path, async () => {
          await page.goto(path);
          await page.locator('[data-locale-switch]').click();
          expect.soft(new URL(page.url()).pathname, path).toBe(counterpart);
        });
      }
    });
  }

  test('a Dutch-only page leads to the nearest English ancestor', async ({ page }) => {
    await page.goto('/over-ons/ons-team/anna-de-vries');
    await expect(page.locator('[data-locale-switch]')).toHaveAttribute('href', '/en/this-is-us');
    await expect(page.locator('[data-locale-switch]')).toHaveAttribute('hreflang', 'en');
  });
});

test.describe('head metadata comes from the translation graph', () => {
  test('a translated page announces both versions and x-default', async ({ page }) => {
    await page.goto('/over-ons');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`),
      );
    expect(alternates.sort()).toEqual(['en /en/this-is-us', 'nl /over-ons', 'x-default /over-ons']);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'nl_NL');
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'en_GB');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\.jpg$/);
  });

  test('a Dutch-only page announces no alternates', async ({ page }) => {
    await page.goto('/vacatures');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(0);
  });
});

test('every static route of the table, and the search pages, are in the sitemap', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  const bodies = await Promise.all(sitemaps.map(async (path) => (await request.get(path)).text()));
  const listed = new Set(
    bodies.flatMap((body) =>
      [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname),
    ),
  );
  for (const { path } of [...routePages, ...searchPages]) expect(listed, path).toContain(path);
  expect([...listed].some((path) => path.endsWith('404'))).toBe(false);
  const body = bodies.join('');
  const site = 'https://www.helderwijs.example';
  expect(body).toContain(
    `<loc>${site}/over-ons</loc><xhtml:link rel="alternate" hreflang="nl" href="${site}/over-ons"/><xhtml:link rel="alternate" hreflang="en" href="${site}/en/this-is-us"/>`,
  );
  expect(body).toContain(
    `<loc>${site}/en/search</loc><xhtml:link rel="alternate" hreflang="nl" href="${site}/zoeken"/><xhtml:link rel="alternate" hreflang="en" href="${site}/en/search"/>`,
  );
});

test.describe('person landing pages offer a vCard', () => {
  for (const path of vcards) {
    test(path, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/vcard');
      const body = await response.text();
      expect(body).toMatch(/^BEGIN:VCARD\r\nVERSION:4.0\r\n/);
      expect(body).toContain('ORG:Helderwijs Accountants B.V.');
    });
  }
});
