/**
 * A descriptor that leaves out any of its parts does not compile: each `@ts-expect-error` below
 * is checked by `npm run check` (a part that became optional would leave its line without an
 * error, which fails the check). The parts a kind can do without are written `null`.
 */
import { describe, expect, it } from 'vitest';
import { defineKind } from '../kind';
import { fields, text, date } from '../fields';

const schema = () => fields({ title: text('de naam', 'Zomerfeest'), date: date('de dag') });

/** A complete descriptor: every part written out. */
const complete = {
  name: 'events',
  schema,
  files: '*/*.md',
  locales: 'both',
  onEveryPage: false,
  pages: {
    list: { key: 'events', path: { nl: '/evenementen', en: '/en/events' }, template: 'EventsPage' },
    entry: { path: { nl: '/evenementen/{slug}', en: '/en/events/{slug}' }, template: 'EventPage', trail: 'above' },
  },
  order: null,
  pairing: 'fileName',
  publishDate: null,
  cms: { label: 'Evenementen', singular: 'Evenement' },
} as const;

/** The complete descriptor without one of its parts. */
function without<K extends keyof typeof complete>(part: K): Omit<typeof complete, K> {
  const { [part]: _left, ...rest } = complete;
  return rest;
}

/** The descriptors that miss one part each, or write it wrong: none of them compiles. */
function incomplete() {
  const { pages } = complete;
  // @ts-expect-error no name
  defineKind(without('name'));
  // @ts-expect-error no schema
  defineKind(without('schema'));
  // @ts-expect-error no files
  defineKind(without('files'));
  // @ts-expect-error no locales
  defineKind(without('locales'));
  // @ts-expect-error not said whether it changes every page
  defineKind(without('onEveryPage'));
  // @ts-expect-error no pages (null for none)
  defineKind(without('pages'));
  // @ts-expect-error no list page (null for none)
  defineKind({ ...complete, pages: { entry: pages.entry } });
  // @ts-expect-error no entry page (null for none)
  defineKind({ ...complete, pages: { list: pages.list } });
  // @ts-expect-error an entry page without its trail
  defineKind({ ...complete, pages: { list: pages.list, entry: { path: pages.entry.path, template: 'EventPage' } } });
  // @ts-expect-error no order (null for none)
  defineKind(without('order'));
  // @ts-expect-error no pairing (null for none)
  defineKind(without('pairing'));
  // @ts-expect-error no publication date (null for none)
  defineKind(without('publishDate'));
  // @ts-expect-error a publication date that is no date field of its schema
  defineKind({ ...complete, publishDate: 'title' });
  // @ts-expect-error no CMS labels
  defineKind(without('cms'));
}

describe('a descriptor', () => {
  it('keeps what it was given, with every part', () => {
    expect(defineKind(complete)).toBe(complete);
    expect(
      defineKind({ ...complete, publishDate: 'date', order: (a, b) => a.date.getTime() - b.date.getTime() })
        .publishDate,
    ).toBe('date');
    expect(typeof incomplete).toBe('function');
  });
});
