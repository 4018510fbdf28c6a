import { z } from 'astro/zod';
import { count, date, draft, ref, text, fields } from './fields.ts';
import { defineKind } from './kind.ts';

/** A day as a writer reads it: "14 maart 2026". */
const dutchDay = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The kinds of contract a vacancy offers. */
export const employments = ['permanent', 'temporary', 'internship'] as const;

/** A vacancy; the body describes the job. */
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
  /**
   * Last day to apply: on or after `date`. The day after it the vacancy leaves the lists; its page
   * stays, marked closed, without the job posting for search engines.
   */
  closingDate: date('de laatste dag om te solliciteren').meta({
    title: 'Sluitingsdatum',
    description: 'Niet vóór de publicatiedatum. Na deze dag verdwijnt de vacature uit de lijsten.',
  }),
  /** Who answers questions. */
  contact: ref('contacts/nl', 'sanne-visser').meta({ title: 'Contactpersoon' }),
  draft,
}).refine((vacancy) => vacancy.closingDate >= vacancy.date, {
  // A vacancy that closes before it appears would never be open: the build refuses it.
  path: ['closingDate'],
  error: (issue) => {
    const { date: published, closingDate } = issue.input as { date: Date; closingDate: Date };
    return `${dutchDay.format(closingDate)} ligt vóór de publicatiedatum (date: ${dutchDay.format(published)}), en een vacature kan niet sluiten voordat ze verschijnt; kies een sluitingsdatum op of na ${dutchDay.format(published)}, of zet de publicatiedatum eerder`;
  },
});

/** Vacancies: listed at /vacatures (the one closing first at the top), each on a page of its own. */
export const vacancies = defineKind({
  name: 'vacancies',
  schema: () => vacancySchema,
  files: '*/*.md',
  locales: { dutchOnly: 'vacatures' },
  onEveryPage: false,
  pages: {
    list: { key: 'vacancies', path: { nl: '/vacatures' }, template: 'VacanciesPage' },
    entry: { path: { nl: '/vacatures/{slug}' }, template: 'VacancyPage', trail: 'above' },
  },
  order: (a, b) => a.closingDate.getTime() - b.closingDate.getTime(),
  pairing: null,
  publishDate: 'date',
  cms: {
    label: 'Vacatures',
    singular: 'Vacature',
    body: { label: 'Functieomschrijving', required: true },
    sortable: ['closingDate', 'title'],
  },
});
