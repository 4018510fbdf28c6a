import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { hostileCases, leftOvers } from '../../checks/__tests__/hostile-markdown';
import { maxNesting, nestingOf } from '../../checks/markdown-check.node';
import { sanitizeMarkdown } from '../markdown-sanitizer';

/** Astro's own unified Markdown processor, with the rehype plugins astro.config.mjs gives it. */
const processor = await createMarkdownProcessor({ rehypePlugins: sanitizeMarkdown, syntaxHighlight: false });
const render = async (markdown: string) => (await processor.render(markdown)).code;

describe('the sanitizer on rendered Markdown, with no check before it', () => {
  it.each(hostileCases)('keeps $name off the page', async ({ markdown }) => {
    expect(leftOvers(await render(markdown))).toEqual([]);
  });

  it('keeps the Markdown the site writes as it is', async () => {
    const markdown = [
      '## Kop',
      '',
      'Tekst met *nadruk*, **sterk**, ~~weg~~, `code`, een<br>regelafbreking, een [link](/contact "Titel"),',
      'een [e-mail](mailto:info@helderwijs.example), [bellen](tel:+31300000000), <https://www.example.org>',
      'en een ![plaatje](https://www.example.org/x.png "Titel").',
      '',
      '> Een citaat',
      '',
      '1. een',
      '2. twee',
      '',
      '- [x] gedaan',
      '',
      '| Links | Rechts |',
      '| :--- | ---: |',
      '| a | b |',
      '',
      '```js',
      'const x = 1;',
      '```',
      '',
      'Met een voetnoot.[^1]',
      '',
      '[^1]: De voetnoot.',
    ].join('\n');
    const unsanitized = await createMarkdownProcessor({ syntaxHighlight: false });
    expect(await render(markdown)).toBe((await unsanitized.render(markdown)).code);
  });

  it('renders quotes and lists as deep as the Markdown check lets them be, far from running out of stack', async () => {
    const deepest = `${'> - '.repeat(maxNesting / 2)}tekst`;
    expect(nestingOf(deepest)).toBe(maxNesting);
    const html = await render(deepest);
    expect(html.match(/<blockquote>/g)).toHaveLength(maxNesting / 2);
    expect(html.match(/<li>/g)).toHaveLength(maxNesting / 2);
    await expect(render(`${'> '.repeat(maxNesting * 25)}tekst`)).resolves.toContain('tekst');
  });
});
