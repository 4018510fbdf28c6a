/**
 * Drafts and scheduled entries (docs/architecture.md, "Content model"). An entry with `draft: true` is a draft; a news
 * article or vacancy whose `date` is after the day of the build is scheduled. Production builds
 * leave both out everywhere (their page, every list, menus, the sitemap); preview builds show
 * them, labelled. The day of the build is the day in the Netherlands, so an article dated
 * 14 March appears in the first build made on 14 March, Dutch time.
 */

/** What a build does with an entry. */
export type Publication = { state: 'published' } | { state: 'draft' } | { state: 'scheduled'; date: Date };

/** The fields that decide it. */
export interface Publishable {
  draft?: boolean;
  date?: Date;
}

const dutchDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' });

/** The day of `now` in the Netherlands, as YYYY-MM-DD. */
export function buildDay(now = new Date()): string {
  return dutchDay.format(now);
}

/** Whether an entry is published, a draft, or scheduled, on the day of the build (YYYY-MM-DD). */
export function publicationOf(data: Publishable, today: string): Publication {
  if (data.draft) return { state: 'draft' };
  if (data.date && data.date.toISOString().slice(0, 10) > today) return { state: 'scheduled', date: data.date };
  return { state: 'published' };
}

/** Whether a build shows an entry: a preview shows everything, production only what is published. */
export function isShown(publication: Publication, preview: boolean): boolean {
  return preview || publication.state === 'published';
}
