/**
 * The live preview beside the form (docs/architecture.md, "Page content"): for a page file and an
 * entry of each shape (`shapeOf`) of every kind, in both languages, the preview's `<main>` is the
 * site's `<main>` for the same content, element for element (whitespace between elements aside,
 * pictures by their file and description); what the writer types shows in it at once. Driven in the real CMS against `npm run cms` on the scratch
 * repository, whose site is the dev server's pages.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { load } from 'js-yaml';
import { entryPath, ownPagePath, routes } from '../../src/i18n/routes';
import type { Locale } from '../../src/i18n/locales';
import { login, open, pick, save } from './editor';
import { changeBranches } from './repo';

/**
 * `<main>` of a page's markup as lines: elements with their attributes sorted, texts with spaces
 * collapsed; scripts and styles left out (the loader Astro puts before an island; a preview runs none).
 */
function mainLines(markup: string | { html: string; selector: string }): string[] {
  const { html, selector } = typeof markup === 'string' ? { html: markup, selector: 'main' } : markup;
  const page = new DOMParser().parseFromString(html, 'text/html');
  const lines: string[] = [];
  // A picture by its file: the build's variants (/_astro/<name>.<hash>.webp, or /_image?href=…/<name>.webp
  // on the dev server) and the CMS's file (/…/<name>.webp) by its name; the writer's file (blob:) as it is.
  const fileOf = (src: string) => {
    if (src.startsWith('blob:')) return src;
    const decoded = decodeURIComponent(src);
    const href = /[?&]href=([^&]+)/.exec(decoded)?.[1] ?? decoded;
    return (href.split('?')[0]?.split('/').pop() ?? '').split('.')[0] ?? '';
  };
  const visit = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const text = (child.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text) lines.push(JSON.stringify(text));
      } else if (child instanceof Element && !['script', 'style', 'source'].includes(child.localName)) {
        const attributes = [...child.attributes]
          // An island's render time, which the dev server writes anew each time, and its React id
          // prefix, numbered in the order the page's React parts finish (the page manifest leaves
          // it out too); the hero's mark that its script runs, which it does in the preview.
          .filter(({ name }) => name !== 'server-render-time' && name !== 'prefix' && name !== 'data-hydrated')
          // A label names its entry's file: the dev server from the project to the scratch
          // repository's content, the CMS from that repository's root.
          .map(
            ({ name, value }) =>
              `${name}=${name === 'data-entry' ? value.replace(/^.*?(?=content\/)/, '') : name === 'src' && child.localName === 'img' ? fileOf(value) : value}`,
          )
          .sort();
        lines.push(`<${child.localName} ${attributes.join(' ')}>`);
        visit(child instanceof HTMLTemplateElement ? child.content : child);
        lines.push(`</${child.localName}>`);
      }
    }
  };
  const main = page.querySelector(selector);
  if (!main) return lines;
  // A text as one node, as a reader reads it: React's server rendering puts a comment between two
  // texts of an element; the browser's rendering leaves none.
  const comments = page.createNodeIterator(main, NodeFilter.SHOW_COMMENT);
  for (let comment = comments.nextNode(); comment; comment = comments.nextNode()) (comment as Comment).remove();
  main.normalize();
  visit(main);
  return lines;
}

const preview = (page: Page): FrameLocator => page.locator('#preview-pane').contentFrame();

/** The preview's change bar: its switch and its status. */
const marksSwitch = (page: Page) => preview(page).getByRole('button', { name: /Toon wijzigingen|Show changes/ });
const marksStatus = (page: Page) => preview(page).locator('[data-change-bar] [role="status"]');

/** Every content file's text, by kind: what names an entry. */
const contentTexts = readdirSync('content', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['images', 'documents'].includes(entry.name))
  .map(({ name: kind }) => ({
    kind,
    texts: readdirSync(`content/${kind}`, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(md|yaml)$/.test(file))
      .map((file) => readFileSync(join('content', kind, file), 'utf8')),
  }));

/**
 * What decides how an entry's page is made: the fields it fills, what its text holds (headings,
 * pictures, lists, links, quotes, tables), and which kinds name it (an author's articles, a
 * category's, a vacancy's contact person). Entries of one shape take the same paths through the
 * components; the tests open one of each, where opening every entry took minutes.
 */
function shapeOf(file: string, name: string): string {
  const text = readFileSync(file, 'utf8');
  const [, front = '', ...rest] = file.endsWith('.md') ? text.split(/^---$/m) : ['', text];
  const body = rest.join('---');
  const fields = Object.keys((load(front) as Record<string, unknown> | undefined) ?? {}).sort();
  const holds = [/^#+ /m, /!\[/, /^[-*] /m, /^\d+\. /m, /\]\(/, /^>/m, /^\|/m].map((pattern) => pattern.test(body));
  const value = new RegExp(`(?::|^\\s*-)\\s+["']?${name}["']?\\s*$`, 'm');
  const namedBy = contentTexts.filter(({ texts }) => texts.some((other) => value.test(other))).map(({ kind }) => kind);
  return JSON.stringify([fields, holds, namedBy]);
}

/** The first entry of each shape (`shapeOf`). */
function oneOfEachShape<T extends { name: string }>(entries: T[], fileOf: (entry: T) => string): T[] {
  const shapes = new Map<string, T>();
  for (const entry of entries) {
    const shape = shapeOf(fileOf(entry), entry.name);
    if (!shapes.has(shape)) shapes.set(shape, entry);
  }
  return [...shapes.values()];
}

/** The page files of a locale, with the address of each page. */
function pageFiles(locale: Locale): Array<{ name: string; path: string }> {
  return readdirSync(`content/pages/${locale}`)
    .filter((file) => file.endsWith('.md') && !file.startsWith('_'))
    .map((file) => {
      const name = file.slice(0, -3);
      const front = load(readFileSync(`content/pages/${locale}/${file}`, 'utf8').split(/^---$/m)[1] ?? '') as {
        path?: string;
      };
      const route = (routes as Record<string, Partial<Record<Locale, string>>>)[name]?.[locale];
      return { name, path: route ?? ownPagePath(name, locale, front.path) };
    });
}

/** Opens an entry in the editor with its preview: `field` is its first field's label, which it fills. */
async function openEntry(page: Page, entry: string, field: string): Promise<void> {
  await open(page, `/collections/${entry}`);
  await expect(page.getByLabel(field, { exact: true }).first()).not.toHaveValue('');
  if ((await page.locator('#preview-pane').count()) === 0)
    await page.getByRole('button', { name: 'De pagina tonen of verbergen' }).click();
}

/** Opens a page file in the editor with its preview, the form's left pane in `locale`. */
async function openPage(page: Page, name: string, locale: Locale): Promise<void> {
  await openTranslated(page, `pages/entries/${name}`, 'Titel', locale);
}

/** Opens an entry of a two-language kind with its preview, the form's left pane in `locale`. */
async function openTranslated(page: Page, entry: string, field: string, locale: Locale): Promise<void> {
  await openEntry(page, entry, field);
  if (locale !== 'nl') {
    await page.getByRole('button', { name: 'NL aan het bewerken' }).click();
    await page.getByRole('menuitem', { name: 'EN' }).click();
  }
  await expect(preview(page).locator('html')).toHaveAttribute('lang', locale);
  await expect(preview(page).locator('footer')).toBeAttached();
}

/** Waits until the preview's `<main>` (or the part at `selector`) is the site's at `path`. */
async function expectSitePage(page: Page, path: string, what: string, selector = 'main'): Promise<void> {
  const response = await page.request.get(path);
  const html = await response.text();
  expect(response.status(), `${path}: ${html.slice(0, 2000)}`).toBe(200);
  const site = await page.evaluate(mainLines, { html, selector });
  expect(site.length, `${path} has ${selector}: ${html.slice(0, 2000)}`).toBeGreaterThan(10);
  await expect
    .poll(
      async () =>
        page.evaluate(mainLines, {
          html: await preview(page)
            .locator('html')
            .evaluate((html) => html.outerHTML),
          selector,
        }),
      { message: `the preview of ${what} is the page at ${path}` },
    )
    .toEqual(site);
}

/** The entries of a Dutch-only kind with their fields, the names of those with open changes left out. */
function entriesOf(kind: string): Array<{ name: string; file: string; data: Record<string, unknown> }> {
  const changed = new Set(changeBranches().map((branch) => branch.replace(`cms/${kind}/`, '')));
  return readdirSync(`content/${kind}/nl`)
    .map((file) => ({ file, name: file.replace(/\.(md|yaml)$/, '') }))
    .filter(({ file, name }) => file !== name && !changed.has(name))
    .map(({ file, name }) => {
      const text = readFileSync(`content/${kind}/nl/${file}`, 'utf8');
      // A Markdown file's fields are its front matter; a YAML file is all fields.
      const fields = file.endsWith('.md') ? (text.split(/^---$/m)[1] ?? '') : text;
      return { name, file: `content/${kind}/nl/${file}`, data: load(fields) as Record<string, unknown> };
    });
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

for (const locale of ['nl', 'en'] as const)
  test(`shows a page file of each shape in ${locale} as the site's page`, async ({ page }) => {
    // A page with an open change (another test's) shows the change, which the site does not yet.
    const changed = new Set(changeBranches().map((branch) => branch.replace(/^cms\/pages\//, '')));
    const files = oneOfEachShape(
      pageFiles(locale).filter(({ name }) => !changed.has(name)),
      ({ name }) => `content/pages/${locale}/${name}.md`,
    );
    expect(files.length).toBeGreaterThan(locale === 'nl' ? 5 : 3);
    test.setTimeout(files.length * 20_000);
    for (const { name, path } of files) {
      await openPage(page, name, locale);
      await expectSitePage(page, path, `${name} (${locale})`);
    }
  });

/** The Dutch-only kinds with a page per entry: the first field of their form, and what the test does after. */
const entryKinds = [
  { kind: 'news', field: 'Kop', what: 'with its category, author and pictures', after: undefined },
  {
    kind: 'services',
    field: 'Naam van de dienst',
    what: 'with the contact person and the other services beside it',
    after: async (page: Page) => {
      const summary = 'Zekerheid over uw cijfers, van een accountant die uw sector kent.';
      await page.getByLabel('Samenvatting', { exact: true }).fill(summary);
      await expect(preview(page).locator('main .bg-accent p').first()).toHaveText(summary);
    },
  },
  {
    kind: 'vacancies',
    field: 'Functietitel',
    what: 'with its facts and contact person',
    // Another contact person: their card, and the button's address.
    after: async (page: Page) => {
      await pick(page, 'Contactpersoon', 'Sanne', 'Sanne Visser');
      await expect(preview(page).locator('aside section').getByText('Sanne Visser', { exact: true })).toBeVisible();
      await expect(preview(page).locator('aside a[href^="mailto:"]').last()).toHaveAttribute('href', /^mailto:sanne/);
    },
  },
  {
    kind: 'team',
    field: 'Naam',
    what: 'with the articles they wrote',
    after: async (page: Page) => {
      await page.getByLabel('Functie', { exact: true }).fill('Senior manager assurance');
      await expect(preview(page).locator('article h1 + p')).toHaveText('Senior manager assurance');
    },
  },
  { kind: 'advisors', field: 'Naam', what: 'with their role', after: undefined },
  { kind: 'categories', field: 'Naam', what: 'with its articles', after: undefined },
] as const;

for (const { kind, field, what, after } of entryKinds)
  test(`shows an entry of each shape of ${kind} as the site's page, ${what}`, async ({ page }) => {
    const entries = oneOfEachShape(entriesOf(kind), ({ file }) => file);
    expect(entries.length).toBeGreaterThan(0);
    test.setTimeout(entries.length * 20_000);
    for (const { name, data } of entries) {
      await openEntry(page, `${kind}/entries/${name}`, field);
      await expectSitePage(page, entryPath(kind, { slug: name, data }), name);
    }
    await after?.(page);
  });

for (const locale of ['nl', 'en'] as const)
  test(`shows every personal page in ${locale} as the site's page, with the team member's name and portrait`, async ({
    page,
  }) => {
    const changed = new Set(changeBranches().map((branch) => branch.replace('cms/people/', '')));
    const names = readdirSync(`content/people/${locale}`)
      .filter((file) => file.endsWith('.md'))
      .map((file) => file.slice(0, -3))
      .filter((name) => !changed.has(name));
    expect(names.length).toBeGreaterThan(1);
    test.setTimeout(names.length * 20_000);
    for (const name of names) {
      await openTranslated(page, `people/entries/${name}`, 'Direct telefoonnummer', locale);
      await expectSitePage(page, entryPath('people', { slug: name, locale }), `${name} (${locale})`);
    }
  });

/** The SHA-256 of the file at a blob: address, in the CMS's window. */
async function blobDigest(url: string): Promise<string> {
  const data = await (await fetch(url)).arrayBuffer();
  return [...new Uint8Array(await crypto.subtle.digest('SHA-256', data))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

const readYaml = (file: string) => load(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** Where the site shows each contact person's card: the contact page (the firm's contact person) and the vacancies. */
async function contactCards(page: Page, locale: Locale): Promise<Map<string, string>> {
  const paths = [routes.contact[locale] as string];
  if (locale === 'nl')
    paths.push(...entriesOf('vacancies').map(({ name, data }) => entryPath('vacancies', { slug: name, data })));
  const cards = new Map<string, string>();
  for (const path of paths) {
    const html = await (await page.request.get(path)).text();
    for (const [, slug] of html.matchAll(/aria-labelledby="contactPerson-([^"]+)"/g)) cards.set(slug as string, html);
  }
  return cards;
}

for (const locale of ['nl', 'en'] as const)
  test(`shows every contact person's card in ${locale} as the site shows it`, async ({ page }) => {
    const cards = await contactCards(page, locale);
    expect(cards.size).toBeGreaterThan(0);
    for (const [slug, html] of cards) {
      const card = `section[aria-labelledby="contactPerson-${slug}"]`;
      // The card's heading says where it stands ("Uw contactpersoon" on a vacancy): the rest is the person's.
      const person = (lines: string[]) => lines.filter((_, index) => lines[index - 1]?.startsWith('<h2') !== true);
      const site = person(await page.evaluate(mainLines, { html, selector: card }));
      await openTranslated(page, `contacts/entries/${slug}`, 'Naam', locale);
      // A picture the site does not show here is the writer's file, read by the CMS (a blob): the
      // same file when it has the same bytes.
      const file = String((readYaml(`content/contacts/${locale}/${slug}.yaml`)['image'] as { src: string }).src);
      const digest = createHash('sha256')
        .update(readFileSync(join(`content/contacts/${locale}`, file)))
        .digest('hex');
      const name = (file.split('/').pop() ?? '').split('.')[0] ?? '';
      await expect
        .poll(
          async () => {
            const markup = await preview(page)
              .locator('html')
              .evaluate((element) => element.outerHTML);
            const lines = person(await page.evaluate(mainLines, { html: markup, selector: card }));
            const blob = /src=(blob:\S+)/.exec(lines.join(' '))?.[1];
            if (!blob) return lines;
            const same = (await page.evaluate(blobDigest, blob)) === digest;
            return lines.map((line) => (same ? line.replace(blob, name) : line));
          },
          { message: `the card of ${slug} (${locale})` },
        )
        .toEqual(site);
    }
  });

test("shows a specialist of each shape in the team page's list as the site does, and a new name in their card", async ({
  page,
}) => {
  const specialists = oneOfEachShape(entriesOf('specialists'), ({ file }) => file);
  expect(specialists.length).toBeGreaterThan(1);
  for (const { name } of specialists) {
    await openEntry(page, `specialists/entries/${name}`, 'Naam');
    await expectSitePage(page, routes.team.nl, name);
  }
  await page.getByLabel('Naam', { exact: true }).fill('Drs. Maarten IJzerman');
  await expect(preview(page).locator(`#specialisten li h3`, { hasText: 'Drs. Maarten IJzerman' })).toBeVisible();
});

test("follows an article's form: its title, another author and a new picture, marked as changed", async ({ page }) => {
  await openEntry(page, 'news/entries/herziene-controlestandaard-fraude-gevolgen', 'Kop');
  const article = preview(page).locator('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(/^Herziene controlestandaard voor fraude/);
  await page.getByLabel('Kop', { exact: true }).fill('Herziene fraudestandaard: wat verandert er?');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Herziene fraudestandaard: wat verandert er?');
  // Another author: their name, function and portrait, as their own entry has them.
  await pick(page, 'Auteur', 'Anna', 'Anna de Vries');
  const byline = article.locator('p', { hasText: 'Door ' });
  await expect(byline).toHaveText('Door Anna de Vries, Partner en bestuursvoorzitter');
  await expect(byline.locator('img')).toHaveAttribute('src', /anna-de-vries\./);
  await expect(byline.locator('img')).toHaveAttribute('width', '48');
  // A new picture: the writer's file before it is saved, in the box the page gives it.
  await page.getByRole('button', { name: 'Kies een andere afbeelding' }).click();
  await page.locator('input[type="file"]').setInputFiles('content/images/news/zo-werkt-impact-factor-5.webp');
  await page.getByRole('button', { name: 'Gebruik selectie' }).click();
  const picture = article.locator('picture img').nth(1);
  await expect(picture).toHaveAttribute('src', /^blob:|zo-werkt-impact-factor-5/);
  await expect(picture).toHaveAttribute('width', '1280');
  await expect(picture).toHaveAttribute('height', '720');
  // Marked: the title's words, the author, and the picture replaced (the published one struck through).
  await marksSwitch(page).click();
  await expect(article.locator('h1 ins[data-change-mark]').first()).toHaveText('toegevoegd: fraudestandaard');
  await expect(byline.locator('ins[data-change-mark]').first()).toContainText('Anna');
  const replaced = article.locator('del[data-change-added] img');
  await expect(replaced).toHaveCount(2);
  await expect(replaced.first()).toHaveAttribute('src', /pieter-bakker/);
  await expect(replaced.last()).toHaveAttribute('src', /herziene-controlestandaard-fraude-gevolgen/);
});

/** The site's header (its top bar) and footer, as a preview and a page show them. */
const siteHeader = 'header[data-top-bar]';
const siteFooter = 'footer:has(#footerContact)';

for (const locale of ['nl', 'en'] as const)
  test(`shows the menu and the footer in ${locale} as every page shows them, and follows the form`, async ({
    page,
  }) => {
    const home = routes.home[locale];
    await openTranslated(page, 'menus/entries/main', 'Linktekst', locale);
    await expectSitePage(page, home, `the menu (${locale})`, siteHeader);
    // The second item, opened in the form's list, renamed.
    const items = (readYaml(`content/menus/${locale}/main.yaml`) as { items: Array<{ title: string }> }).items;
    await page
      .getByText(items[1]?.title ?? '', { exact: true })
      .first()
      .locator('xpath=ancestor::div[.//button][1]')
      .getByRole('button')
      .first()
      .click();
    const title = locale === 'nl' ? 'Wie wij zijn' : 'Who we are';
    await page.getByLabel('Linktekst', { exact: true }).filter({ visible: true }).first().fill(title);
    await expect(preview(page).locator(`${siteHeader} nav li > a`, { hasText: title }).first()).toBeAttached();
    await marksSwitch(page).click();
    await expect(preview(page).locator(`${siteHeader} ins[data-change-mark]`).first()).toContainText(title);

    await openTranslated(page, 'footer/entries/main', 'Kop boven de documenten', locale);
    await expectSitePage(page, home, `the footer (${locale})`, siteFooter);
    const prompt = locale === 'nl' ? 'Volg ons ook op Instagram' : 'Follow us on Instagram too';
    await page.getByLabel('Uitnodiging om ons te volgen', { exact: true }).fill(prompt);
    await expect(preview(page).locator(`${siteFooter} #footerSocial + p`)).toHaveText(prompt);
  });

for (const locale of ['nl', 'en'] as const)
  test(`shows every slide in ${locale} in the home page's hero as the site does`, async ({ page }) => {
    const hero = 'section[aria-roledescription]';
    const files = readdirSync(`content/slides/${locale}`).filter((file) => file.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      await openTranslated(page, `slides/entries/${file.replace(/\.yaml$/, '')}`, 'Kop', locale);
      // The slide is the one shown, its text the file's; the first slide shown again, the hero is the site's.
      const { title } = readYaml(`content/slides/${locale}/${file}`) as { title: string };
      await expect(preview(page).locator(`${hero} [role="group"] p`).first()).toHaveText(title);
      await preview(page)
        .getByRole('button', { name: locale === 'nl' ? 'Toon dia 1' : 'Show slide 1' })
        .click();
      await expectSitePage(page, routes.home[locale], `${file} (${locale})`, hero);
    }
    // The second slide, shown as it is, marked against itself as published: nothing changed, then its new line.
    await openTranslated(page, `slides/entries/${files[1]?.replace(/\.yaml$/, '')}`, 'Kop', locale);
    await marksSwitch(page).click();
    await expect(marksStatus(page)).toHaveText(
      locale === 'nl' ? 'Op deze pagina is niets veranderd.' : 'Nothing changed on this page.',
    );
    const subtitle = locale === 'nl' ? 'Wij controleren, en adviseren nooit.' : 'We audit, and never advise.';
    await page.getByLabel('Regel onder de kop', { exact: true }).fill(subtitle);
    await expect(preview(page).locator(`${hero} [role="group"] p`).nth(1)).toContainText(subtitle.split(' ')[0] ?? '');
    await expect(preview(page).locator(`${hero} [role="group"] ins[data-change-mark]`).first()).toBeAttached();
  });

test("shows the firm's settings in the footer as every page shows them, and follows the form", async ({ page }) => {
  await openEntry(page, 'settings/entries/site', 'Merknaam');
  await expectSitePage(page, routes.home.nl, 'the settings', siteFooter);
  await page.getByLabel('Statutaire naam', { exact: true }).fill('Helderwijs Assurance B.V.');
  await expect(preview(page).locator(`${siteFooter} #footerContact + p`)).toHaveText('Helderwijs Assurance B.V.');
});

test('follows what the writer types, in the language being edited', async ({ page }) => {
  await openPage(page, 'about', 'nl');
  await page.getByLabel('Titel', { exact: true }).first().fill('Over Helderwijs');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Over Helderwijs');
  await expect(preview(page).getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Over Helderwijs');
  await page.locator('[data-slate-editor="true"]').first().click();
  await page.keyboard.type(' Wij zijn er ook op zaterdag. ');
  await expect(preview(page).locator('.prose-site')).toContainText('Wij zijn er ook op zaterdag.');
  // Taken offline with "Concept": the page says so, as a preview deploy labels a draft.
  await page.getByRole('switch', { name: 'Concept (optioneel)' }).first().click();
  await expect(preview(page).locator('[data-publication="draft"]')).toHaveText('Concept');

  await page.getByRole('button', { name: 'NL aan het bewerken' }).click();
  await page.getByRole('menuitem', { name: 'EN' }).click();
  await expect(preview(page).locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Titel', { exact: true }).first().fill('About Helderwijs');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('About Helderwijs');
  await expect(preview(page).getByRole('navigation', { name: 'Breadcrumb' })).toContainText('About Helderwijs');
});

test('marks what the form changes against the published page, word by word, in both languages', async ({ page }) => {
  await openPage(page, 'about', 'nl');
  await expect(marksSwitch(page)).toHaveAttribute('aria-pressed', 'false');
  await marksSwitch(page).click();
  await expect(marksSwitch(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(marksStatus(page)).toHaveText('Op deze pagina is niets veranderd.');
  await expect(preview(page).locator('[data-change-mark]')).toHaveCount(0);

  // A sentence changed: the title, in the band and in the trail.
  await page.getByLabel('Titel', { exact: true }).first().fill('Over Helderwijs');
  const h1 = preview(page).getByRole('heading', { level: 1 });
  await expect(h1.locator('del[data-change-mark]')).toHaveText('verwijderd: ons');
  await expect(h1.locator('ins[data-change-mark]')).toHaveText('toegevoegd: Helderwijs');
  await expect(h1.locator('ins[data-change-mark]')).toHaveCSS('text-decoration-style', 'double');
  await expect(marksStatus(page)).toContainText('Wijzigingen op deze pagina: 2.');
  // A paragraph removed: the introduction, shown struck through where it was.
  await page
    .getByLabel(/^Inleiding/)
    .first()
    .fill('');
  const removed = preview(page).locator('p[data-change-added] del[data-change-mark]');
  await expect(removed).toContainText('Helderwijs is opgericht door accountants');
  // A block added: its card, heading and text, is all new.
  await page.getByRole('button', { name: 'Voeg blokken toe' }).first().click();
  await page.getByLabel('Kop', { exact: true }).last().fill('Ook op zaterdag');
  await expect(preview(page).locator('li h2 ins[data-change-mark]', { hasText: 'Ook op zaterdag' })).toHaveText(
    'toegevoegd: Ook op zaterdag',
  );
  // Off again: the page as the form makes it, without a mark.
  await marksSwitch(page).click();
  await expect(preview(page).locator('[data-change-mark]')).toHaveCount(0);
  await expect(h1).toHaveText('Over Helderwijs');

  // The English page, marked in English.
  await page.getByRole('button', { name: 'NL aan het bewerken' }).click();
  await page.getByRole('menuitem', { name: 'EN' }).click();
  await expect(preview(page).locator('html')).toHaveAttribute('lang', 'en');
  await marksSwitch(page).click();
  await page.getByLabel('Titel', { exact: true }).first().fill('This is Helderwijs');
  await expect(preview(page).getByRole('heading', { level: 1 }).locator('ins[data-change-mark]')).toHaveText(
    'added: Helderwijs',
  );
  await expect(marksStatus(page)).toContainText('Changes on this page: 2.');
});

test('"Redactie" opens a change with its marks, as a reviewer wants it', async ({ page }) => {
  // A page no other test changes.
  await openPage(page, 'clients', 'nl');
  const title = 'Klanten die de samenleving vooruithelpen';
  await page.getByLabel('Titel', { exact: true }).first().fill(title);
  await save(page);
  // From "Redactie", as a reviewer opens it: marked at once.
  await open(page, '/workflow');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByLabel('Titel', { exact: true }).first()).toHaveValue(title);
  await expect(marksSwitch(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(preview(page).getByRole('heading', { level: 1 }).locator('ins[data-change-mark]')).not.toHaveCount(0);
  await expect(marksStatus(page)).toContainText('Wijzigingen op deze pagina: 2.');
  // A writer opening the same entry from its collection starts without marks.
  await openPage(page, 'clients', 'nl');
  await expect(marksSwitch(page)).toHaveAttribute('aria-pressed', 'false');
});

test("the local site's preview bar leads to no missing page and not to the live host", async ({ page }) => {
  const base = new URL(page.url()).origin;
  for (const path of ['/over-ons', '/en/this-is-us']) {
    // The bar as the dev server sends it: an open page reloads whenever a save changes the content
    // the dev server watches, which the tests before this one do.
    const html = await (await page.request.get(path)).text();
    const bar = await page.evaluate(
      ({ markup, origin }) => {
        const found = new DOMParser().parseFromString(markup, 'text/html').querySelector('[data-preview-banner]');
        return {
          text: found?.textContent ?? '',
          links: [...(found?.querySelectorAll('a') ?? [])].map(
            (anchor) => new URL(anchor.getAttribute('href') ?? '', origin).href,
          ),
        };
      },
      { markup: html, origin: `${base}${path}` },
    );
    expect(bar.links.length).toBeGreaterThan(0);
    for (const link of bar.links) {
      expect(new URL(link).origin, link).toBe(base);
      expect((await page.request.get(link)).status(), link).toBe(200);
    }
    expect(bar.text).toMatch(/Redactie/);
  }
});
