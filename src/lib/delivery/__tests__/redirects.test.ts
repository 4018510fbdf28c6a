import { describe, expect, it } from 'vitest';
import { pageRedirects } from '../redirects';
import { nginxRedirects, parseRedirects, redirectsFile } from '../redirects-file';

const built = new Set(['/over-ons/geschiedenis', '/en/about-us/history', '/over-ons', '/kwaliteit']);
const isBuilt = (path: string) => built.has(path);

describe('pageRedirects', () => {
  it('sends every former address of a page to its address now, in both locales', () => {
    const redirects = pageRedirects(
      [
        {
          name: 'geschiedenis',
          locale: 'nl',
          data: { path: '/over-ons/geschiedenis', formerPaths: ['/historie', '/geschiedenis'] },
        },
        { name: 'geschiedenis', locale: 'en', data: { path: '/en/about-us/history', formerPaths: ['/en/history'] } },
        // A page of the route table has its address there.
        { name: 'about', locale: 'nl', data: { formerPaths: ['/wie-wij-zijn'] } },
        // Without a path a page is at its file name.
        { name: 'kwaliteit', locale: 'nl', data: { formerPaths: ['/onze-aanpak/kwaliteit'] } },
      ],
      isBuilt,
    );
    expect(redirects).toEqual([
      { from: '/en/history', to: '/en/about-us/history' },
      { from: '/geschiedenis', to: '/over-ons/geschiedenis' },
      { from: '/historie', to: '/over-ons/geschiedenis' },
      { from: '/onze-aanpak/kwaliteit', to: '/kwaliteit' },
      { from: '/wie-wij-zijn', to: '/over-ons' },
    ]);
  });

  it('leaves out a page the build does not have (a draft in production) and its own address', () => {
    expect(
      pageRedirects(
        [
          { name: 'concept', locale: 'nl', data: { path: '/concept', formerPaths: ['/oud-concept'], draft: true } },
          { name: 'kwaliteit', locale: 'nl', data: { formerPaths: ['/kwaliteit'] } },
        ],
        isBuilt,
      ),
    ).toEqual([]);
  });
});

describe('the files for each delivery path', () => {
  const redirects = [
    { from: '/historie', to: '/over-ons/geschiedenis' },
    { from: '/en/history', to: '/en/about-us/history' },
  ];

  it('writes _redirects lines that the hosts and npm run preview read back', () => {
    const file = redirectsFile(redirects);
    expect(file).toContain('/historie /over-ons/geschiedenis 301\n');
    expect(parseRedirects(file)).toEqual(redirects);
    // Rules of other kinds are not ours to follow.
    expect(parseRedirects('/blog/* /news/:splat 301\n/a /b 200\n/c /d 302\n')).toEqual([{ from: '/c', to: '/d' }]);
  });

  it('writes an exact nginx location per former address, keeping the query', () => {
    expect(nginxRedirects(redirects)).toContain(
      'location = /historie {\n  return 301 /over-ons/geschiedenis$is_args$args;\n}\n',
    );
    expect(nginxRedirects(redirects)).toContain('location = /en/history {');
  });
});
