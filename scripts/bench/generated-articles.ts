/**
 * Generated news articles for the benchmarks that measure the site at scale (scale.ts, the build;
 * dev-edit.ts, the dev server): `count` Dutch articles written into a copy's content/news/nl/,
 * dated from 2019 on (so the sample articles stay the newest), spread over the categories,
 * pictures and authors of the sample content, each with the body of a sample article. Only ever
 * into a copy of the project, never into content/.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const authors = [
  'anna-de-vries',
  'joost-van-leeuwen',
  'fatima-el-amrani',
  'pieter-bakker',
  'marloes-kuipers',
  'ellen-smit',
];

/** Writes `count` generated articles from `root`'s sample content into `copy`'s content/news/nl/. */
export function writeGeneratedArticles(root: string, copy: string, count: number): void {
  const categories = readdirSync(join(root, 'content/categories/nl')).map((file) => file.replace(/\.yaml$/, ''));
  const images = readdirSync(join(root, 'content/images/news'));
  const sample =
    readFileSync(join(root, 'content/news/nl', readdirSync(join(root, 'content/news/nl'))[0] as string), 'utf8').split(
      '---',
    )[2] ?? '';
  const newsDir = join(copy, 'content/news/nl');
  mkdirSync(newsDir, { recursive: true });
  for (let index = 1; index <= count; index += 1) {
    const day = new Date(Date.UTC(2019, 0, 1) + index * 86_400_000 * 0.9).toISOString().slice(0, 10);
    const category = categories[index % categories.length] as string;
    writeFileSync(
      join(newsDir, `bericht-${index}.md`),
      [
        '---',
        `title: Bericht ${index} uit de controlepraktijk`,
        `date: ${day}`,
        `category: ${category}`,
        `summary: Een gegenereerd bericht om de site met ${count} artikelen te meten, nummer ${index}.`,
        'image:',
        `  src: ../../images/news/${images[index % images.length]}`,
        `  alt: Abstracte illustratie in oranje en petrol bij bericht ${index}`,
        `author: ${authors[index % authors.length]}`,
        '---',
        sample,
      ].join('\n'),
    );
  }
}
