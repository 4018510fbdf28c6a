/**
 * The site search (src/integrations/search-index.ts, src/components/SiteSearch.astro) against
 * the built site: what the index holds, what a visitor finds in each locale, by pointer and by
 * keyboard, with and without JavaScript, under the page's own content security policy, and that
 * no other page loads any of it.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { headersForPath, parseHeaders } from '../../src/lib/delivery/headers-file';
import { searchPaths } from '../../src/i18n/routes';
import { builtPages } from './built-pages';
import { axeViolations, hydrated, watchProblems } from './helpers';
import { indexedPages } from './search-index';

/** The search page's live region: the count line. */
const status = (page: Page) => page.getByRole('main').getByRole('status');
/** The result links, in order. */
const results = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading').getByRole('link');

/** Opens a search page and types a query into its field. */
async function search(page: Page, path: string, query: string) {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('searchbox').fill(query);
  // The first search fetches Pagefind's script, its WebAssembly and the index: allow a slow machine.
  await expect(status(page)).toHaveText(/\d+ (resultaten|resultaat|results?) |Geen resultaten|No results/, {
    timeout: 20_000,
  });
}

/** The paths the visible results lead to. */
const hrefs = (page: Page) => results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test.describe('the index', () => {
  test('holds every page of the site but the offline and search pages and the later pages of news lists, each in its locale', () => {
    const indexed = indexedPages();
    const expected = builtPages().filter(
      (path) =>
        !/^(\/en)?\/offline$/.test(path) &&
        !Object.values<string>(searchPaths).includes(path) &&
        !/\/pagina\/\d+$/.test(path),
    );
    expect(indexed.map((page) => page.path).sort()).toEqual(expected);
    for (const page of indexed)
      expect(page.language, page.path).toBe(page.path === '/en' || page.path.startsWith('/en/') ? 'en' : 'nl');
  });

  test('titles each page with its h1, and reads only its main content', () => {
    const indexed = indexedPages();
    for (const page of indexed) {
      const html = readFileSync(`dist${page.path === '/' ? '/index' : page.path}.html`, 'utf8');
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .trim();
      expect(page.title, page.path).toBe(h1);
      // Header, menu, footer, consent banner and breadcrumbs are not content.
      for (const noise of ['Hoofdmenu', 'Main menu', 'Cookie-instellingen', 'Alles accepteren', 'Accept all', 'KvK'])
        expect(page.content, `${page.path}: ${noise}`).not.toContain(noise);
    }
    const service = indexed.find((page) => page.path === '/onze-aanpak/onze-diensten/subsidiecontrole');
    // The service page's aside (the contact person and the other services) is the same on every service page.
    expect(service?.content).not.toMatch(/Uw contactpersoon|Andere diensten/);
    const article = indexed.find(
      (page) => page.path === '/actueel/duurzaamheid/csrd-uitgesteld-wat-betekent-dat-voor-u',
    );
    expect(article?.content).toContain('CSRD');
    expect(article?.content).not.toContain('Meer over');
  });
});

test.describe('Dutch search', () => {
  test('finds a team member by name and by function', async ({ page }) => {
    await search(page, searchPaths.nl, 'Priya Ramdin');
    await expect(results(page).first()).toHaveText('Priya Ramdin');
    await expect(results(page).first()).toHaveAttribute('href', '/over-ons/ons-team/priya-ramdin');
    await page.getByRole('searchbox').fill('duurzaamheidsanalist');
    await expect(results(page).first()).toHaveText('Amira Haddad');
    // Diacritics need not be typed: Oğuz Yılmaz.
    await page.getByRole('searchbox').fill('oguz yilmaz');
    await expect(results(page).first()).toHaveAttribute('href', '/over-ons/ons-team/oguz-yilmaz');
  });

  test('"subsidie" finds the subsidy audit service first, its excerpt highlighted as text', async ({ page }) => {
    await search(page, searchPaths.nl, 'subsidie');
    await expect(status(page)).toHaveText(/^\d+ resultaten voor “subsidie”$/);
    await expect(results(page).first()).toHaveText('Subsidiecontrole');
    await expect(results(page).first()).toHaveAttribute('href', '/onze-aanpak/onze-diensten/subsidiecontrole');
    const excerpt = page.getByRole('main').getByRole('listitem').first().locator('p');
    await expect(excerpt.locator('mark').first()).toHaveText(/subsidie/i);
    // Only text and <mark> elements.
    const elements = await excerpt.evaluate((p) => [...p.querySelectorAll('*')].map((element) => element.localName));
    expect(new Set(elements)).toEqual(new Set(['mark']));
    // Dutch pages only.
    for (const href of await hrefs(page)) expect(href).not.toMatch(/^\/en(\/|$)/);
  });

  test('finds news, vacancies and content pages, and shows more results on request', async ({ page }) => {
    await search(page, searchPaths.nl, 'CSRD');
    await expect(results(page).first()).toHaveAttribute(
      'href',
      '/actueel/duurzaamheid/csrd-uitgesteld-wat-betekent-dat-voor-u',
    );
    await page.getByRole('searchbox').fill('IT-auditor');
    await expect(results(page).first()).toHaveAttribute('href', '/vacatures/it-auditor');
    await page.getByRole('searchbox').fill('klachten');
    await expect(results(page).first()).toHaveAttribute('href', '/klachtenprocedure');
    await page.getByRole('searchbox').fill('controle');
    await expect(results(page)).toHaveCount(10);
    const total = Number(/^(\d+)/.exec((await status(page).textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Meer resultaten tonen' }).click();
    await expect(results(page)).toHaveCount(Math.min(20, total));
    // Focus goes to the first result the button added, so it is never lost when the button goes.
    await expect(results(page).nth(10)).toBeFocused();
  });

  test('says so when nothing matches', async ({ page }) => {
    await search(page, searchPaths.nl, 'xylofoonbouwer');
    await expect(status(page)).toHaveText('Geen resultaten voor “xylofoonbouwer”. Probeer een ander of korter woord.');
    await expect(results(page)).toHaveCount(0);
  });
});

test('an English query on the English search page finds English pages only', async ({ page }) => {
  await search(page, searchPaths.en, 'independence');
  await expect(status(page)).toHaveText(/^\d+ results for “independence”$/);
  await expect(results(page).first()).toHaveText('Quality and independence');
  await expect(results(page).first()).toHaveAttribute('href', '/en/how-we-work/quality-and-independence');
  for (const href of await hrefs(page)) expect(href).toMatch(/^\/en(\/|$)/);
});

test('by keyboard only: from the header link to the field, a result, and back to an empty field', async ({ page }) => {
  await page.goto('/over-ons');
  await hydrated(page);
  const link = page.getByRole('banner').getByRole('link', { name: 'Zoeken' });
  for (let step = 0; step < 40 && !(await link.evaluate((element) => element === document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  // Its focus is visible.
  expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/zoeken#main');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const field = page.getByRole('searchbox', { name: 'Waar zoekt u naar?' });
  await expect(field).toBeFocused();
  await page.keyboard.type('Priya');
  await expect(status(page)).toHaveText(/^\d+ resultaten? voor “Priya”$/);
  await expect(results(page).first()).toHaveText('Priya Ramdin');
  expect(new URL(page.url()).search).toBe('?q=Priya');
  // Past the submit button to the first result.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Zoeken' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(results(page).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/over-ons/ons-team/priya-ramdin');

  await page.goBack();
  await hydrated(page);
  await expect(field).toHaveValue('Priya');
  await expect(results(page).first()).toHaveText('Priya Ramdin');
  await field.focus();
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  await expect(results(page)).toHaveCount(0);
  await expect(status(page)).toHaveText('');
  expect(new URL(page.url()).search).toBe('');
});

test('results are announced in a polite live region that is in the page before any search', async ({
  page,
  request,
}) => {
  const html = await (await request.get(searchPaths.nl)).text();
  expect(html).toMatch(/<p role="status" aria-live="polite"[^>]*><\/p>/);
  await search(page, searchPaths.nl, 'Hamza');
  await expect(status(page)).toHaveAttribute('aria-live', 'polite');
  await expect(status(page)).toHaveText(/^\d+ resultaten voor “Hamza”$/);
});

test('a query in the address is searched at once, and the form sends one there', async ({ page }) => {
  await page.goto(`${searchPaths.en}?q=${encodeURIComponent('quality')}`);
  await hydrated(page);
  await expect(page.getByRole('searchbox')).toHaveValue('quality');
  await expect(results(page).first()).toHaveAttribute('href', '/en/how-we-work/quality-and-independence');
  await page.getByRole('searchbox').fill('clients');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/results? for “clients”/);
  expect(new URL(page.url()).search).toBe('?q=clients');
});

test.describe('before Pagefind has come (it loads at the first touch)', () => {
  /** Holds Pagefind's script back until `release` is called: a slow phone's connection. */
  async function slowPagefind(page: Page) {
    const requested: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/pagefind/pagefind.js', async (route) => {
      requested.push(route.request().url());
      await released;
      await route.continue();
    });
    return { requested, release };
  }

  test('the page fetches no script and nothing of Pagefind until the visitor turns to it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script' || path.startsWith('/pagefind/')) scripts.push(path);
    });
    await page.goto(searchPaths.nl);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await expect(page.locator('[data-site-search]')).not.toHaveAttribute('data-search-ready');
    await page.getByRole('searchbox').focus();
    await expect(page.locator('[data-site-search]')).toHaveAttribute('data-search-ready', '');
    await expect.poll(() => scripts.includes('/pagefind/pagefind.js')).toBe(true);
  });

  test('what a visitor types before it has come is searched once it has, and the address says so', async ({ page }) => {
    const { requested, release } = await slowPagefind(page);
    await page.goto(searchPaths.nl);
    await hydrated(page);
    await page.getByRole('searchbox').focus();
    await page.keyboard.type('Priya');
    await expect.poll(() => requested.length).toBe(1);
    release();
    await expect(status(page)).toHaveText(/^\d+ resultaten? voor “Priya”$/, { timeout: 20_000 });
    await expect(results(page).first()).toHaveText('Priya Ramdin');
    expect(new URL(page.url()).search).toBe('?q=Priya');
  });

  test('Enter before it has come is answered on the page, not by a reload', async ({ page }) => {
    const { release } = await slowPagefind(page);
    await page.goto(searchPaths.en);
    await hydrated(page);
    // A mark on this document: a reload would lose it.
    await page.evaluate(() => document.documentElement.setAttribute('data-before-enter', ''));
    await page.getByRole('searchbox').fill('quality');
    await page.keyboard.press('Enter');
    release();
    await expect(results(page).first()).toHaveAttribute('href', '/en/how-we-work/quality-and-independence', {
      timeout: 20_000,
    });
    expect(new URL(page.url()).search).toBe('?q=quality');
    await expect(page.locator('html')).toHaveAttribute('data-before-enter', '');
  });
});

for (const path of Object.values(searchPaths)) {
  test(`${path}: no axe violation with results, no console error, policy breach or request to another site`, async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) foreign.push(request.url());
    });
    await search(page, path, 'impact');
    await expect(results(page).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('searchbox').fill('zzzqqq');
    await expect(status(page)).toHaveText(/Geen resultaten|No results/);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
  });
}

test('without JavaScript the form is there, says search needs JavaScript, and sends the query to the search page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/over-ons');
  await page.getByRole('banner').getByRole('link', { name: 'Zoeken' }).click();
  await page.waitForURL('**/zoeken#main');
  await expect(page.getByText('Zoeken werkt met JavaScript')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Onze diensten' })).toHaveAttribute(
    'href',
    '/onze-aanpak/onze-diensten',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Ons team' })).toHaveAttribute(
    'href',
    '/over-ons/ons-team',
  );
  const form = page.getByRole('search');
  await expect(form).toHaveAttribute('action', '/zoeken');
  await form.getByRole('searchbox', { name: 'Waar zoekt u naar?' }).fill('subsidie');
  await form.getByRole('button', { name: 'Zoeken' }).click();
  await page.waitForURL('**/zoeken?q=subsidie');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoeken');
  await context.close();
});

test.describe('Pagefind loads only when a visitor searches', () => {
  for (const path of ['/', '/actueel/duurzaamheid/csrd-uitgesteld-wat-betekent-dat-voor-u', '/en']) {
    test(`${path} requests nothing of the search`, async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto(path);
      await hydrated(page);
      await page.mouse.move(100, 300);
      await page.keyboard.press('Tab');
      await page.waitForLoadState('networkidle');
      expect(requests.filter((request) => request.startsWith('/pagefind/'))).toEqual([]);
    });
  }

  test('its WebAssembly is fetched once, from the first intent beside its script, on the page itself', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await search(page, searchPaths.en, 'audit');
    await expect(results(page).first()).toBeVisible();
    const pagefind = requests.filter((request) => request.startsWith('/pagefind/'));
    // Preloaded at the intent (SiteSearch.astro) and used by Pagefind: one request, before the
    // index's entry (which Pagefind asks for first once its script runs) rather than after it.
    expect(pagefind.filter((request) => request === '/pagefind/wasm.en.pagefind')).toHaveLength(1);
    expect(pagefind.indexOf('/pagefind/wasm.en.pagefind')).toBeLessThan(
      pagefind.indexOf('/pagefind/pagefind-entry.json'),
    );
    // No web worker: its script would be one more round trip before the first search.
    expect(pagefind).not.toContain('/pagefind/pagefind-worker.js');
  });
});

test('the header links to the search of the page’s locale, named, with a target of at least 24 px, at 320 px too', async ({
  page,
}) => {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 700 });
    for (const [path, name, target] of [
      ['/actueel', 'Zoeken', '/zoeken#main'],
      ['/en/this-is-us', 'Search', '/en/search#main'],
    ] as const) {
      await page.goto(path);
      const link = page.getByRole('banner').getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', target);
      const box = await link.boundingBox();
      expect(box?.width, `${path} at ${width}`).toBeGreaterThanOrEqual(24);
      expect(box?.height, `${path} at ${width}`).toBeGreaterThanOrEqual(24);
      expect((box?.x ?? 0) + (box?.width ?? 0), `${path} at ${width}`).toBeLessThanOrEqual(width);
    }
  }
  await page.goto(searchPaths.en);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Search', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('only the search pages’ policy allows WebAssembly, in _headers and for nginx alike', async ({ request }) => {
  const rules = parseHeaders(readFileSync('dist/_headers', 'utf8'));
  const nginx = readFileSync('dist-nginx/page-headers.conf', 'utf8');
  for (const path of [...builtPages(), '/404', '/en/404']) {
    const policy = headersForPath(rules, path).get('Content-Security-Policy') ?? '';
    const search = (Object.values(searchPaths) as string[]).includes(path);
    expect(/script-src [^;]*'wasm-unsafe-eval'/.test(policy), path).toBe(search);
    expect(policy, path).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
  }
  // Of the pages in the nginx map (its other entries are files, such as Pagefind's worker).
  const pages = nginx.split('\n').filter((line) => /^\s*"[^"]*\.html" /.test(line));
  expect(pages.filter((line) => line.includes("'wasm-unsafe-eval'"))).toHaveLength(2);
  const served = (await request.get(searchPaths.nl)).headers()['content-security-policy'];
  expect(served).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
  expect((await request.get('/over-ons')).headers()['content-security-policy']).not.toContain('wasm-unsafe-eval');
});

test('the service worker precaches nothing of the search index', () => {
  const worker = readFileSync('dist/sw.js', 'utf8');
  expect(worker).toContain('en/offline');
  expect(worker).not.toContain('pagefind');
});
