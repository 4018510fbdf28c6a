import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import { describe, expect, it } from 'vitest';
import { islandClassNames, prunePage, selectorUsing } from '../prune-css';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="style-src 'self' ${hash(css)}"><style>${css}</style></head><body>${body}</body></html>`;

describe('prune-css', () => {
  it('collects the class names the islands use, also inside template literals and ternaries', () => {
    const names = islandClassNames();
    // LoadingBar: `… ${failed ? 'bg-error' : 'bg-primary'}`; Menu: the drawer width.
    for (const name of ['bg-error', 'bg-primary', 'w-drawer', 'fixed']) expect(names).toContain(name);
  });

  it('matches selectors by whole, escaped class names', () => {
    const pattern = selectorUsing(['lg:flex', 'bg-error', 'w-1/2']);
    expect(pattern.test('.lg\\:flex')).toBe(true);
    expect(pattern.test('.bg-error:hover')).toBe(true);
    expect(pattern.test('.w-1\\/2')).toBe(true);
    expect(pattern.test('.bg-error-strong')).toBe(false);
    expect(pattern.test('.md\\:flex')).toBe(false);
  });

  it('drops rules the page cannot use, keeps allowed ones, and updates the policy hash', async () => {
    const css = '.used{color:red}.unused{color:blue}.island{color:green}[hidden]{display:none}';
    const beasties = new Beasties({
      reduceInlineStyles: true,
      external: false,
      fonts: false,
      logLevel: 'silent',
      allowRules: [/^[^.]*$/, selectorUsing(['island'])],
    });
    const html = await prunePage(page(css, '<p class="used">Hallo</p>'), beasties);
    const pruned = /<style>(.*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(pruned).toContain('.used');
    expect(pruned).toContain('.island');
    expect(pruned).toContain('[hidden]');
    expect(pruned).not.toContain('.unused');
    expect(html).toContain(hash(pruned));
    expect(html).not.toContain(hash(css));
  });

  it('refuses a page whose policy does not list its stylesheet', async () => {
    const beasties = new Beasties({ reduceInlineStyles: true, external: false, logLevel: 'silent' });
    const html = page('.a{color:red}.b{color:blue}', '<p class="a">x</p>').replace(/'sha256-[^']+'/, "'sha256-other'");
    await expect(prunePage(html, beasties)).rejects.toThrow(/no CSP hash/);
  });
});
