import { describe, expect, it } from 'vitest';
import { formatDate, isoDate } from '../dates';

describe('dates', () => {
  it('writes dates the Dutch way on Dutch pages and the British way on English pages', () => {
    const date = new Date('2026-03-14T00:00:00Z');
    expect(formatDate(date, 'nl')).toBe('14 maart 2026');
    expect(formatDate(date, 'en')).toBe('14 March 2026');
  });

  it('keeps the calendar day of a date written as YYYY-MM-DD, whatever the time zone of the build', () => {
    expect(formatDate(new Date('2026-01-01T00:00:00Z'), 'nl')).toBe('1 januari 2026');
    expect(isoDate(new Date('2026-11-05T00:00:00Z'))).toBe('2026-11-05');
  });
});
