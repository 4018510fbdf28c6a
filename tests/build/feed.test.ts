/**
 * The news feeds of the production build in dist/ (`npm run build:test`, src/lib/seo/news-feed.node.ts):
 * RSS 2.0 that lists exactly the published Dutch articles, newest first, and that every Dutch page
 * announces. The expected articles are read from content/news/nl/ here (with the site's one
 * front-matter reader, src/lib/source/front-matter.ts), not from the site's feed code.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { load } from 'js-yaml';
import { parse } from 'parse5';
import { beforeAll, describe, expect, it } from 'vitest';
import { frontmatterOf } from '../content-on-disk';

const site = 'https://www.helderwijs.example';
const today = new Date().toISOString().slice(0, 10);

interface Article {
  slug: string;
  title: string;
  date: string;
  category: string;
  summary: string;
  draft?: boolean;
}

/** The articles a visitor may read today: not parked (`_`), not a draft, not dated after today. */
function publishedArticles(): Article[] {
  return readdirSync('content/news/nl')
    .filter((file) => file.endsWith('.md') && !file.startsWith('_'))
    .map((file) => {
      const data = frontmatterOf(join('content/news/nl', file)) as Omit<Article, 'slug' | 'date'> & {
        date: Date | string;
      };
      const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : data.date;
      return { ...data, slug: file.replace(/\.md$/, ''), date };
    })
    .filter((article) => !article.draft && article.date <= today)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

const categoryName = (slug: string) =>
  (load(readFileSync(`content/categories/nl/${slug}.yaml`, 'utf8')) as { name: string }).name;

interface Item {
  title: string;
  link: string;
  guid: string | { '#text': string };
  description: string;
  pubDate: string;
  category: string | string[];
  enclosure: { '@_url': string; '@_length': string; '@_type': string };
}

function readFeed(file: string) {
  const xml = readFileSync(join('dist', file), 'utf8');
  expect(SyntaxValidator.validate(xml), file).toBe(true);
  const document = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml) as {
    rss: { '@_version': string; channel: Record<string, unknown> & { item?: Item[] } };
  };
  return document.rss;
}

/** Every `<link rel="alternate" type="application/rss+xml">` in a page's head. */
function feedLinks(html: string): string[] {
  type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };
  const found: string[] = [];
  const visit = (node: Node) => {
    const attribute = (name: string) => node.attrs?.find((attr) => attr.name === name)?.value;
    if (node.nodeName === 'link' && attribute('rel') === 'alternate' && attribute('type') === 'application/rss+xml')
      found.push(attribute('href') ?? '');
    node.childNodes?.forEach(visit);
  };
  visit(parse(html) as Node);
  return found;
}

beforeAll(() => {
  if (!existsSync('dist/index.html')) throw new Error('Run `npm run build:test` first: these tests read dist/');
});

describe('the news feed /actueel/rss.xml', () => {
  it('is RSS 2.0 with the channel elements the specification requires, in Dutch', () => {
    const rss = readFeed('actueel/rss.xml');
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel).toMatchObject({ title: 'Helderwijs: Nieuws', link: `${site}/actueel`, language: 'nl-NL' });
    expect(String(rss.channel['description']).length).toBeGreaterThan(20);
  });

  it('lists exactly the published articles, newest first, each with title, link, date, summary, category and image', () => {
    const expected = publishedArticles();
    expect(expected.length).toBeGreaterThan(5);
    const items = readFeed('actueel/rss.xml').channel.item ?? [];
    expect(items.map((item) => item.link)).toEqual(
      expected.map((article) => `${site}/actueel/${article.category}/${article.slug}`),
    );
    for (const [index, item] of items.entries()) {
      const article = expected[index] as Article;
      expect(item.title).toBe(article.title);
      expect(item.description).toBe(article.summary);
      expect(item.category).toBe(categoryName(article.category));
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(article.date);
      expect(typeof item.guid === 'string' ? item.guid : item.guid['#text']).toBe(item.link);
      expect(item.enclosure['@_type']).toBe('image/jpeg');
      const image = new URL(item.enclosure['@_url']);
      expect(image.origin).toBe(site);
      expect(existsSync(join('dist', image.pathname)), image.pathname).toBe(true);
    }
  });

  it('has a feed per category with that category’s articles only', () => {
    const expected = publishedArticles();
    for (const file of readdirSync('content/categories/nl')) {
      const category = file.replace(/\.yaml$/, '');
      const rss = readFeed(`actueel/${category}/rss.xml`);
      expect(rss.channel['title']).toBe(`Helderwijs: ${categoryName(category)}`);
      expect((rss.channel.item ?? []).map((item) => item.link)).toEqual(
        expected
          .filter((article) => article.category === category)
          .map((article) => `${site}/actueel/${category}/${article.slug}`),
      );
    }
  });

  it('is announced in the head of every Dutch page and of no English one, and linked from the news overview', () => {
    const pages = [
      'index.html',
      'contact.html',
      'over-ons/ons-team.html',
      'actueel.html',
      'en.html',
      'en/contact.html',
    ];
    for (const page of pages) {
      const links = feedLinks(readFileSync(join('dist', page), 'utf8'));
      expect(links.includes('/actueel/rss.xml'), page).toBe(!page.startsWith('en'));
    }
    expect(feedLinks(readFileSync('dist/actueel/vaktechniek.html', 'utf8'))).toEqual([
      '/actueel/rss.xml',
      '/actueel/vaktechniek/rss.xml',
    ]);
    expect(readFileSync('dist/actueel.html', 'utf8')).toMatch(
      /<a href="\/actueel\/rss.xml"[^>]*>.*Volg het nieuws met RSS/s,
    );
  });
});
