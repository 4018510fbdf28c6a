import { createHash } from 'node:crypto';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { CssPruner, islandNames, pageNames, pageIslands, pruneStylesheet, selectorNames } from '../prune-css';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="style-src 'self' ${hash(css)}"><style>${css}</style></head><body>${body}</body></html>`;

describe('prune-css', () => {
  it('collects the class names the islands use, also inside template literals and ternaries', () => {
    const { islands, shared } = islandNames();
    expect([...islands.keys()].toSorted()).toEqual([
      'ConsentBanner',
      'HeroSlider',
      'LoadingBar',
      'LocaleSwitch',
      'MapView',
      'Menu',
    ]);
    // LoadingBar: `… ${failed ? 'bg-error' : 'bg-primary'}`; Menu: the drawer width.
    expect(islands.get('LoadingBar')).toContain('bg-error');
    expect(islands.get('LoadingBar')).toContain('bg-primary');
    expect(islands.get('Menu')).toContain('w-drawer');
    expect(islands.get('Menu')).not.toContain('touch-pan-y');
    expect(islands.get('HeroSlider')).toContain('touch-pan-y');
    // The error message of the boundary every island has.
    expect(shared).toContain('text-error');
    for (const names of [...islands.values(), shared]) for (const name of names) expect(name).not.toMatch(/['"`]/);
  });

  it('reads which islands a page has from their component-url', () => {
    const island = (url: string) => `<astro-island uid="x" prefix="r1" component-url="${url}" client="afterpaint">`;
    expect(pageIslands(island('/_astro/Menu.BGEkbu0k.js') + island('/_astro/HeroSlider.Hf-NAzNd.js'))).toEqual([
      'Menu',
      'HeroSlider',
    ]);
  });

  it('reads the class names of a page and of a selector', () => {
    expect([...pageNames('<p class="a lg:flex  [&amp;::-webkit-details-marker]:hidden">x</p>')]).toEqual([
      '<p>',
      'a',
      'lg:flex',
      '[&::-webkit-details-marker]:hidden',
    ]);
    expect(selectorNames('.lg\\:flex')).toEqual(['lg:flex']);
    expect(selectorNames('.size-4\\.5,.w-1\\/2')).toEqual(['size-4.5', 'w-1/2']);
    expect(selectorNames(':is(:where(.group):hover .group-hover\\:opacity-100)')).toEqual([
      'group',
      'group-hover:opacity-100',
    ]);
    expect(selectorNames('.aria-\\[current\\=page\\]\\:font-semibold[aria-current=page]')).toEqual([
      'aria-[current=page]:font-semibold',
    ]);
    expect(selectorNames('[href$=".pdf"]')).toEqual([]);
    expect(selectorNames('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
  });

  it('reads the elements a selector requires, and those of a page and of the islands', () => {
    expect(selectorNames('a[href$=".pdf"]')).toEqual(['<a>']);
    expect(selectorNames('.prose-site table>th')).toEqual(['prose-site', '<table>', '<th>']);
    expect(selectorNames(':where(select:is([multiple],[size])) optgroup')).toEqual(['<select>', '<optgroup>']);
    expect(selectorNames('abbr:where([title])')).toEqual(['<abbr>']);
    // Negations and alternatives require nothing; pseudo-classes and -elements are not elements.
    expect(selectorNames(':-moz-focusring:where(:not(iframe))')).toEqual([]);
    expect(selectorNames(':is(h1, h2) a')).toEqual([]);
    expect(selectorNames('*,:after')).toEqual([]);
    expect(selectorNames('summary::-webkit-details-marker')).toEqual(['<summary>']);
    // The parts of form controls require one of them, whichever.
    expect(selectorNames('::placeholder')).toEqual(['<form-control>']);
    expect(selectorNames('::-webkit-datetime-edit-year-field')).toEqual(['<form-control>']);
    expect(pageNames('<textarea></textarea>')).toContain('<form-control>');
    expect(pageNames('<p>x</p>')).not.toContain('<form-control>');
    // The consent banner renders its checkboxes in JSX.
    expect(islandNames().islands.get('ConsentBanner')).toContain('<input>');
  });

  it('drops base styles of elements a page does not have, but never steps of @keyframes', () => {
    const css =
      'h1,h2{font-size:inherit}table{border-collapse:collapse}::placeholder{opacity:1}' +
      '@keyframes spin{from{rotate:0}to{rotate:1turn}}.spin{animation:spin 1s}';
    const pruned = pruneStylesheet(postcss.parse(css), pageNames('<h1 class="spin">Hallo</h1>'));
    expect(pruned).toBe('h1{font-size:inherit}@keyframes spin{from{rotate:0}to{rotate:1turn}}.spin{animation:spin 1s}');
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
    const css =
      '.used{color:red}.unused{color:blue}.menu{color:green}.hero{color:navy}.icon{color:gray}[hidden]{display:none}';
    const pruner = new CssPruner({
      islands: new Map([
        ['Menu', new Set(['menu'])],
        ['HeroSlider', new Set(['hero'])],
      ]),
      shared: new Set(['icon']),
    });
    const menu = '<astro-island component-url="/_astro/Menu.abc123.js" client="afterpaint"></astro-island>';
    const html = pruner.prunePage(page(css, `<p class="used">Hallo</p>${menu}`));
    const pruned = /<style>(.*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(pruned).toBe('.used{color:red}.menu{color:green}.icon{color:gray}[hidden]{display:none}');
    expect(html).toContain(hash(pruned));
    expect(html).not.toContain(hash(css));
    expect(pruner.prunePage(page(css, `<p class="used">Dag</p>${menu}`))).toContain(hash(pruned));
    // An island the pruner does not know keeps every island's classes.
    const unknown = '<astro-island component-url="/_astro/Nieuw.abc123.js" client="afterpaint"></astro-island>';
    expect(/<style>(.*?)<\/style>/.exec(pruner.prunePage(page(css, unknown)))?.[1]).toBe(
      '.menu{color:green}.hero{color:navy}.icon{color:gray}[hidden]{display:none}',
    );
  });

  it('refuses a page whose policy does not list its stylesheet', () => {
    const html = page('.a{color:red}.b{color:blue}', '<p class="a">x</p>').replace(/'sha256-[^']+'/, "'sha256-other'");
    expect(() => new CssPruner({ islands: new Map(), shared: new Set() }).prunePage(html)).toThrow(/no CSP hash/);
  });
});
