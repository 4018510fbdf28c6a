/**
 * Drafts and scheduled entries (docs/architecture.md, "Kinds of content"). The day of the build is
 * the day in the Netherlands, so an article dated 14 March appears in the first build on 14 March,
 * Dutch time; builds run daily, so publishing and closing a vacancy happen on their day with no one
 * pressing a button.
 */

/** What a build does with an entry. */
export type Publication = { state: 'published' } | { state: 'draft' } | { state: 'scheduled'; date: Date };

/** The field that decides it, and the entry's other fields (one of which may be its publication date). */
export interface Publishable {
  draft?: boolean;
  [field: string]: unknown;
}

const dutchDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' });

/** The day of `now` in the Netherlands, as YYYY-MM-DD. */
export function buildDay(now = new Date()): string {
  return dutchDay.format(now);
}

/**
 * Whether an entry is published, a draft, or scheduled, on the day of the build (YYYY-MM-DD):
 * `publishDate` names its kind's publication date, or is null for a kind without one.
 */
export function publicationOf(data: Publishable, today: string, publishDate: string | null): Publication {
  if (data.draft) return { state: 'draft' };
  const date = publishDate === null ? undefined : data[publishDate];
  if (date instanceof Date && date.toISOString().slice(0, 10) > today) return { state: 'scheduled', date };
  return { state: 'published' };
}

/** Whether a build shows an entry: a preview shows everything, production only what is published. */
export function isShown(publication: Publication, preview: boolean): boolean {
  return preview || publication.state === 'published';
}

/**
 * Whether a vacancy still takes applications on the day of the build (YYYY-MM-DD): until and
 * including its closing date (`closingDate` is the last day to apply), Dutch time.
 */
export function isOpen(vacancy: { closingDate: Date }, today: string): boolean {
  return vacancy.closingDate.toISOString().slice(0, 10) >= today;
}
