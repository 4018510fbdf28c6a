import { z } from 'astro/zod';
import { count, date, draft, ref, text, fields } from './fields';

/** The kinds of contract a vacancy offers. */
export const employments = ['permanent', 'temporary', 'internship'] as const;

/** A vacancy: content/vacancies/nl/<slug>.md, shown at /vacatures/<slug>. The body describes the job. */
export const vacancySchema = fields({
  /** Job title. */
  title: text('the job title', 'Assistent-accountant', { max: 80 }),
  /** One or two sentences for the vacancies overview. */
  summary: text(
    'a summary of 50 to 200 characters',
    'Je controleert jaarrekeningen van woningcorporaties en zorginstellingen.',
    {
      min: 50,
      max: 200,
    },
  ),
  /** Place of work. */
  location: text('the place of work', 'Utrecht', { max: 60 }),
  /** Hours per week: a range, for example 32 to 40. */
  hours: fields({
    min: count('the fewest hours per week', 32, 8, 40),
    max: count('the most hours per week', 40, 8, 40),
  }).refine((hours) => hours.min <= hours.max, { error: 'min must not be more than max; swap the two numbers' }),
  /**
   * The contract: `permanent` (vast), `temporary` (tijdelijk) or `internship` (stage). With the
   * hours it tells search engines whether the job is full-time, part-time, temporary or an internship.
   */
  employment: z.enum(employments, {
    error: (issue) =>
      issue.input === undefined
        ? 'is missing: write permanent (vast), temporary (tijdelijk) or internship (stage)'
        : `must be permanent (vast), temporary (tijdelijk) or internship (stage), not ${JSON.stringify(issue.input)}`,
  }),
  /** Gross monthly salary in euros, full-time: a range. */
  salary: fields({
    min: count('the lowest gross monthly salary in euros', 3200, 1000, 20000),
    max: count('the highest gross monthly salary in euros', 4400, 1000, 20000),
  }).refine((salary) => salary.min <= salary.max, { error: 'min must not be more than max; swap the two numbers' }),
  /** The day the vacancy is published; a date after today schedules it. */
  date: date('the day the vacancy is published'),
  /** Last day to apply. */
  closingDate: date('the last day to apply'),
  /** Who answers questions (file name in content/contacts/nl/). */
  contact: ref('contacts/nl', 'sanne-visser'),
  draft,
});
