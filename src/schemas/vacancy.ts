import { z } from 'astro/zod';
import { count, date, draft, ref, text, fields } from './fields';

/** The kinds of contract a vacancy offers. */
export const employments = ['permanent', 'temporary', 'internship'] as const;

/** A vacancy: content/vacancies/nl/<slug>.md, shown at /vacatures/<slug>. The body describes the job. */
export const vacancySchema = fields({
  /** Job title. */
  title: text('de functietitel', 'Assistent-accountant', { max: 80 }).meta({ title: 'Functietitel' }),
  /** One or two sentences for the vacancies overview. */
  summary: text(
    'een samenvatting van 50 tot 200 tekens',
    'Je controleert jaarrekeningen van woningcorporaties en zorginstellingen.',
    {
      min: 50,
      max: 200,
    },
  ).meta({ title: 'Samenvatting' }),
  /** Place of work. */
  location: text('de standplaats', 'Utrecht', { max: 60 }).meta({ title: 'Standplaats' }),
  /** Hours per week: a range, for example 32 to 40. */
  hours: fields({
    min: count('het kleinste aantal uren per week', 32, 8, 40).meta({ title: 'Minimaal' }),
    max: count('het grootste aantal uren per week', 40, 8, 40).meta({ title: 'Maximaal' }),
  })
    .refine((hours) => hours.min <= hours.max, { error: 'min mag niet groter zijn dan max; draai de twee getallen om' })
    .meta({ title: 'Uren per week' }),
  /**
   * The contract: `permanent` (vast), `temporary` (tijdelijk) or `internship` (stage). With the
   * hours it tells search engines whether the job is full-time, part-time, temporary or an internship.
   */
  employment: z
    .enum(employments, {
      error: (issue) =>
        issue.input === undefined
          ? 'ontbreekt: schrijf permanent (vast), temporary (tijdelijk) of internship (stage)'
          : `moet permanent (vast), temporary (tijdelijk) of internship (stage) zijn, niet ${JSON.stringify(issue.input)}`,
    })
    .meta({
      title: 'Dienstverband',
      optionLabels: { permanent: 'Vast', temporary: 'Tijdelijk', internship: 'Stage' },
    }),
  /** Gross monthly salary in euros, full-time: a range. */
  salary: fields({
    min: count('het laagste bruto maandsalaris in euro', 3200, 1000, 20000).meta({ title: 'Vanaf' }),
    max: count('het hoogste bruto maandsalaris in euro', 4400, 1000, 20000).meta({ title: 'Tot en met' }),
  })
    .refine((salary) => salary.min <= salary.max, {
      error: 'min mag niet groter zijn dan max; draai de twee getallen om',
    })
    .meta({ title: 'Bruto maandsalaris (fulltime, euro)' }),
  /** The day the vacancy is published; a date after today schedules it. */
  date: date('de dag waarop de vacature verschijnt').meta({
    title: 'Publicatiedatum',
    description: 'Een datum in de toekomst plant de vacature in.',
  }),
  /** Last day to apply. */
  closingDate: date('de laatste dag om te solliciteren').meta({ title: 'Sluitingsdatum' }),
  /** Who answers questions (file name in content/contacts/nl/). */
  contact: ref('contacts/nl', 'sanne-visser').meta({ title: 'Contactpersoon' }),
  draft,
});
