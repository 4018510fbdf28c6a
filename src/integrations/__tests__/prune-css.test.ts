import { createHash } from 'node:crypto';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { CssPruner, islandClassNames, pageClassNames, pruneStylesheet, selectorClassNames } from '../prune-css';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="style-src 'self' ${hash(css)}"><style>${css}</style></head><body>${body}</body></html>`;

describe('prune-css', () => {
  it('collects the class names the islands use, also inside template literals and ternaries', () => {
    const names = islandClassNames();
    // LoadingBar: `… ${failed ? 'bg-error' : 'bg-primary'}`; Menu: the drawer width.
    for (const name of ['bg-error', 'bg-primary', 'w-drawer', 'fixed']) expect(names).toContain(name);
    for (const name of names) expect(name).not.toMatch(/['"`]/);
  });

  it('reads the class names of a page and of a selector', () => {
    expect([...pageClassNames('<p class="a lg:flex  [&amp;::-webkit-details-marker]:hidden">x</p>')]).toEqual([
      'a',
      'lg:flex',
      '[&::-webkit-details-marker]:hidden',
    ]);
    expect(selectorClassNames('.lg\\:flex')).toEqual(['lg:flex']);
    expect(selectorClassNames('.size-4\\.5,.w-1\\/2')).toEqual(['size-4.5', 'w-1/2']);
    expect(selectorClassNames(':is(:where(.group):hover .group-hover\\:opacity-100)')).toEqual([
      'group',
      'group-hover:opacity-100',
    ]);
    expect(selectorClassNames('.aria-\\[current\\=page\\]\\:font-semibold[aria-current=page]')).toEqual([
      'aria-[current=page]:font-semibold',
    ]);
    expect(selectorClassNames('a[href$=".pdf"]')).toEqual([]);
    expect(selectorClassNames('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
  });

  it('keeps the selectors whose classes are available, and class-free ones, and drops emptied blocks', () => {
    const css =
      '[hidden]{display:none}.a,.b{color:red}.a .c{color:blue}@media (width>=40rem){.c{color:green}}@layer x;';
    const pruned = pruneStylesheet(postcss.parse(css), new Set(['a']));
    expect(pruned).toBe('[hidden]{display:none}.a{color:red}@layer x;');
  });

  it('drops custom properties and their registrations that nothing left reads, also through other properties', () => {
    const css =
      ':root{--used:1px;--via:var(--deep);--deep:red;--unused:2px}' +
      '.a{border-width:var(--used);color:var(--via)}.b{--only-b:1;margin:var(--only-b)}' +
      '@property --deep{syntax:"*";inherits:false}@property --gone{syntax:"*";inherits:false}' +
      '@supports (color:red){*{--gone:0}}';
    const pruned = pruneStylesheet(postcss.parse(css), new Set(['a']));
    expect(pruned).toBe(
      ':root{--used:1px;--via:var(--deep);--deep:red}.a{border-width:var(--used);color:var(--via)}' +
        '@property --deep{syntax:"*";inherits:false}',
    );
  });

  it('prunes a page, keeps island classes, updates the policy hash, and reuses the result', () => {
    const css = '.used{color:red}.unused{color:blue}.island{color:green}[hidden]{display:none}';
    const pruner = new CssPruner(new Set(['island']));
    const html = pruner.prunePage(page(css, '<p class="used">Hallo</p>'));
    const pruned = /<style>(.*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(pruned).toBe('.used{color:red}.island{color:green}[hidden]{display:none}');
    expect(html).toContain(hash(pruned));
    expect(html).not.toContain(hash(css));
    expect(pruner.prunePage(page(css, '<p class="used">Dag</p>'))).toContain(hash(pruned));
  });

  it('refuses a page whose policy does not list its stylesheet', () => {
    const html = page('.a{color:red}.b{color:blue}', '<p class="a">x</p>').replace(/'sha256-[^']+'/, "'sha256-other'");
    expect(() => new CssPruner(new Set()).prunePage(html)).toThrow(/no CSP hash/);
  });
});
