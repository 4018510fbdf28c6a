import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes, tightenPolicy } from '../page-policy';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const unused = hash('console.log("a directive this page does not use")');

function page(policy: string, body: string) {
  return `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${policy}"><style>p{color:red}</style></head><body>${body}</body></html>`;
}

describe('page-policy', () => {
  it('hashes the inline scripts and styles, not the external scripts', () => {
    const html = page('', '<script>go()</script><script type="module" src="/a.js"></script>');
    expect(inlineHashes(html)).toEqual(new Set([hash('go()'), hash('p{color:red}')]));
  });

  it('keeps the hashes of inline code the page has and drops the others, leaving the rest alone', () => {
    const policy = `default-src 'self';img-src 'self' data:; script-src 'self' ${hash('go()')} ${unused}; style-src 'self' ${hash('p{color:red}')} ${hash('q{}')};`;
    const html = tightenPolicy(page(policy, '<script>go()</script>'));
    const tightened = /content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(tightened).toBe(
      `default-src 'self';img-src 'self' data:; script-src 'self' ${hash('go()')}; style-src 'self' ${hash('p{color:red}')};`,
    );
  });

  it('leaves a page without a policy as it is', () => {
    const html = '<!doctype html><p>Hallo</p>';
    expect(tightenPolicy(html)).toBe(html);
  });
});
