/**
 * Drafts and scheduled entries (docs/architecture.md, "Content model"). An entry with `draft: true` is a draft; a news
 * article or vacancy whose `date` is after the day of the build is scheduled. Production builds
 * leave both out everywhere (their page, every list, menus, the sitemap); preview builds show
 * them, labelled. The day of the build is the day in the Netherlands, so an article dated
 * 14 March appears in the first build made on 14 March, Dutch time. A vacancy is open until and
 * including its closing date; from the next day's build it is closed: out of the lists, its page
 * marked closed and without a job posting for search engines. Builds run daily (deploy/README.md,
 * "Publishing"), so both happen on their day without anyone pressing a button.
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

/**
 * Whether a vacancy still takes applications on the day of the build (YYYY-MM-DD): until and
 * including its closing date (`closingDate` is the last day to apply), Dutch time.
 */
export function isOpen(vacancy: { closingDate: Date }, today: string): boolean {
  return vacancy.closingDate.toISOString().slice(0, 10) >= today;
}
