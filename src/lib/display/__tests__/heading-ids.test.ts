import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageAnchors } from '../heading-ids';
import { sanitizeMarkdown } from '../markdown-sanitizer';

/** Astro's own unified Markdown processor, with the rehype plugins astro.config.mjs gives it. */
const processor = await createMarkdownProcessor({ rehypePlugins: sanitizeMarkdown, syntaxHighlight: false });

/** The ids of a rendered text's headings, and those Astro hands the page (`headings`). */
async function ids(markdown: string): Promise<{ html: string[]; astro: string[] }> {
  const { code, metadata } = await processor.render(markdown);
  return {
    html: [...code.matchAll(/<h[1-6] id="([^"]*)"/g)].map((match) => match[1] ?? ''),
    astro: metadata.headings.map((heading) => heading.slug),
  };
}

describe("the ids of a writer's headings", () => {
  it('are the ids Astro gives them, so every anchor a writer has stays', async () => {
    const text = '## Openingstijden\n\n## Met de fiets\n\n## Footer contact\n\n## Openingstijden';
    expect(await ids(text)).toEqual({
      html: ['openingstijden', 'met-de-fiets', 'footer-contact', 'openingstijden-1'],
      astro: ['openingstijden', 'met-de-fiets', 'footer-contact', 'openingstijden-1'],
    });
  });

  it("never take one of the page's addresses: the next free id instead, as for a second heading of one text", async () => {
    const text = ['## Main', '## Kaart', '## Kaart 1', '## Kaart', '## Team', '## Raad van advies', '## Specialisten'];
    // "Kaart 1" and the second "Kaart" keep the ids Astro gives them (kaart-1, kaart-2).
    const expected = ['main-1', 'kaart-3', 'kaart-1', 'kaart-2', 'team-1', 'raad-van-advies-1', 'specialisten-1'];
    expect(await ids(text.join('\n\n'))).toEqual({ html: expected, astro: expected });
    expect(Object.values(pageAnchors).sort()).toEqual(['kaart', 'main', 'raad-van-advies', 'specialisten', 'team']);
  });

  it("never take an id of the text's own footnotes", async () => {
    const { code } = await processor.render('## Footnote label\n\nTekst.[^1]\n\n[^1]: Een voetnoot.');
    expect(code).toContain('<h2 id="footnote-label-1">Footnote label</h2>');
    expect(code).toContain('<h2 class="sr-only" id="footnote-label">');
    expect(code).toContain('aria-describedby="footnote-label"');
  });
});

describe("the layouts' own ids", () => {
  /** Every .astro and .tsx file under a folder. */
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(astro|tsx)$/.test(entry.name) && !entry.parentPath.includes('__tests__'))
      .map((entry) => join(entry.parentPath, entry.name));

  it("have a capital letter, which no heading's id has, or are one of the page's addresses", () => {
    const anchors: string[] = Object.values(pageAnchors);
    /** An id, or an id pointed at, written out in the markup: as text, or as a template's fixed parts. */
    const written =
      /(?<![\w-])(?:id|for|htmlFor|aria-labelledby|aria-describedby|aria-controls)=(?:"([^"]*)"|\{`([^`]*)`\})|href="#([^"]+)"/g;
    const lowerCase = [...sources('src/layouts'), ...sources('src/components')].flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [...source.matchAll(written)].flatMap((match) => {
        // A component's prop (<ChangeSection id=…>) is no attribute of the page.
        if (/[A-Z]/.test(source[source.lastIndexOf('<', match.index) + 1] ?? '')) return [];
        const value = match[1] ?? match[3] ?? (match[2] ?? '').replace(/\$\{[^}]*\}/g, '');
        return /[A-Z]/.test(value) || anchors.includes(value) ? [] : [`${file}: ${match[0]}`];
      });
    });
    expect(lowerCase).toEqual([]);
  });
});
