import { describe, expect, it } from 'vitest';
import { buildDay, isShown, publicationOf } from '../publication';

describe('publication', () => {
  it('knows drafts, scheduled entries and published ones by the day of the build', () => {
    expect(publicationOf({ draft: true, date: new Date('2026-01-01') }, '2026-11-25', 'date')).toEqual({
      state: 'draft',
    });
    expect(publicationOf({ date: new Date('2027-03-14') }, '2026-11-25', 'date')).toEqual({
      state: 'scheduled',
      date: new Date('2027-03-14'),
    });
    expect(publicationOf({ date: new Date('2026-11-25') }, '2026-11-25', 'date')).toEqual({ state: 'published' });
    expect(publicationOf({ draft: false }, '2026-11-25', 'date')).toEqual({ state: 'published' });
  });

  it('schedules only by the date field its kind names: an event on a later day is published', () => {
    const event = { date: new Date('2027-03-14'), publishedOn: new Date('2026-11-01') };
    expect(publicationOf(event, '2026-11-25', null)).toEqual({ state: 'published' });
    expect(publicationOf(event, '2026-11-25', 'publishedOn')).toEqual({ state: 'published' });
    expect(publicationOf(event, '2026-11-25', 'date').state).toBe('scheduled');
  });

  it('takes the day in the Netherlands: 23:30 UTC on 13 March is already 14 March there', () => {
    expect(buildDay(new Date('2027-03-13T23:30:00Z'))).toBe('2027-03-14');
    expect(buildDay(new Date('2027-07-01T21:59:00Z'))).toBe('2027-07-01');
    expect(buildDay(new Date('2027-07-01T22:00:00Z'))).toBe('2027-07-02');
  });

  it('shows everything in a preview, and only what is published in production', () => {
    expect(isShown({ state: 'draft' }, true)).toBe(true);
    expect(isShown({ state: 'draft' }, false)).toBe(false);
    expect(isShown({ state: 'scheduled', date: new Date('2027-03-14') }, false)).toBe(false);
    expect(isShown({ state: 'published' }, false)).toBe(true);
  });
});
