import { describe, expect, it } from 'vitest';
import { absoluteUrl, articleProperties, hreflangLinks, pageTitle } from '../seo';

const site = 'https://www.helderwijs.example';

describe('page title', () => {
  it('follows the template "%s - Helderwijs" and is the brand alone on the home page', () => {
    expect(pageTitle('Over ons', 'Helderwijs')).toBe('Over ons - Helderwijs');
    expect(pageTitle(undefined, 'Helderwijs')).toBe('Helderwijs');
  });
});

describe('hreflang alternates', () => {
  it('announces both versions and x-default (Dutch) for a translated page', () => {
    expect(hreflangLinks({ nl: '/over-ons', en: '/en/this-is-us' }, site)).toEqual([
      { hreflang: 'nl', href: 'https://www.helderwijs.example/over-ons' },
      { hreflang: 'en', href: 'https://www.helderwijs.example/en/this-is-us' },
      { hreflang: 'x-default', href: 'https://www.helderwijs.example/over-ons' },
    ]);
  });

  it('announces nothing for a page without translation', () => {
    expect(hreflangLinks({ nl: '/vacatures' }, site)).toEqual([]);
    expect(hreflangLinks({ en: '/en/someone' }, site)).toEqual([]);
  });

  it('makes absolute URLs on the configured site', () => {
    expect(absoluteUrl('/', site)).toBe('https://www.helderwijs.example/');
    expect(absoluteUrl('/en', 'https://preview.example/')).toBe('https://preview.example/en');
  });
});

describe('article properties', () => {
  const date = new Date('2026-10-20T00:00:00Z');

  it('give the publication date, the last change and the category of a news article', () => {
    expect(articleProperties({ date, modified: new Date('2026-11-02T00:00:00Z'), section: 'Vaktechniek' })).toEqual([
      { property: 'article:published_time', content: '2026-10-20' },
      { property: 'article:modified_time', content: '2026-11-02' },
      { property: 'article:section', content: 'Vaktechniek' },
    ]);
  });

  it('give the publication date as the last change where content records none', () => {
    expect(articleProperties({ date, section: 'Kantoornieuws' })).toContainEqual({
      property: 'article:modified_time',
      content: '2026-10-20',
    });
  });
});
