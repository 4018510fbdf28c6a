/**
 * Field builders shared by the content schemas. Every message is in Dutch, for the writer who edits
 * the file; Astro prints it after the field's name, so it says what is wrong and the fix, without
 * repeating the name. The schemas are also the CMS's content model: `.meta({ title, description })`
 * is a field's label and hint there, and the limits, patterns and choices are what it checks.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { icons as mdi } from '@iconify-json/mdi';
import { distance } from 'fastest-levenshtein';
import { controlCharacter, controlCharacterFix } from './control-characters.ts';

/** What Astro's `image()` helper returns; tests pass a stand-in. */
export type ImageHelper = SchemaContext['image'];

const typeNames: Record<string, string> = {
  string: 'tekst',
  number: 'een getal',
  boolean: 'waar of onwaar (true/false)',
};

/** What a wrong value was, in a writer's words: its kind and, for text and numbers, the value. */
export function describeInput(input: unknown): string {
  if (input === null) return 'leeg';
  if (Array.isArray(input)) return 'een lijst';
  if (input instanceof Date) return 'een datum';
  if (typeof input === 'object') return 'een groep velden';
  return `${typeNames[typeof input] ?? typeof input} ${JSON.stringify(input)}`;
}

/** The message for a required field that is missing or has the wrong type. */
function missingOr(kind: string, what: string, example: string) {
  return (issue: { input: unknown }) =>
    issue.input === undefined
      ? `ontbreekt: vul ${what} in, bijvoorbeeld: ${example}`
      : `moet ${kind} zijn (${what}), maar is ${describeInput(issue.input)}; bijvoorbeeld: ${example}`;
}

/** Plain text of a given length, for example a title or a summary. */
export function text(what: string, example: string, limits: { min?: number; max?: number } = {}) {
  const { min = 1, max = 10_000 } = limits;
  return z
    .string({ error: missingOr('tekst', what, example) })
    .trim()
    .min(min, {
      error: `is te kort: ${what} heeft minstens ${min} tekens nodig; bijvoorbeeld: ${example}`,
    })
    .max(max, {
      error: (issue) =>
        `is te lang: ${what} mag hoogstens ${max} tekens hebben, en deze heeft er ${String(issue.input).length}; maak de tekst korter`,
    })
    .superRefine((value, context) => {
      const found = controlCharacter(value);
      if (found) context.addIssue({ code: 'custom', message: controlCharacterFix(value, found) });
    })
    .meta({ examples: [example] });
}

/** A whole number within a range, for example hours per week. */
export function count(what: string, example: number, min: number, max: number) {
  return z
    .number({ error: missingOr('een getal', what, String(example)) })
    .int({ error: `moet een heel getal zijn (${what}), bijvoorbeeld ${example}` })
    .min(min, { error: `moet minstens ${min} zijn (${what})` })
    .max(max, { error: `mag hoogstens ${max} zijn (${what})` })
    .meta({ examples: [example] });
}

/** The years a date may fall in: a year outside them is a typing mistake (1907, 2206). */
export const dateYears = { min: 2000, max: 2099 } as const;

/**
 * A calendar date written as YYYY-MM-DD, in the years of `dateYears`. A quoted date arrives as
 * text and must have the same form ("maart 2026" is not guessed at); its pattern holds the years
 * too, so the CMS refuses what the build does.
 */
export function date(what: string) {
  const message = (input: unknown) =>
    input === undefined
      ? `ontbreekt: vul ${what} in als JJJJ-MM-DD, bijvoorbeeld 2026-03-14`
      : `moet ${what} zijn, geschreven als JJJJ-MM-DD tussen ${dateYears.min} en ${dateYears.max}, bijvoorbeeld 2026-03-14, maar is ${describeInput(input)}`;
  const inRange = (value: Date) => value.getUTCFullYear() >= dateYears.min && value.getUTCFullYear() <= dateYears.max;
  return z
    .union(
      [
        z.date({ error: (issue) => message(issue.input) }),
        z
          .string({ error: (issue) => message(issue.input) })
          .regex(/^20\d{2}-\d{2}-\d{2}$/, { error: (issue) => message(issue.input) }),
      ],
      { error: (issue) => message(issue.input) },
    )
    .transform((value) => (value instanceof Date ? value : new Date(`${value}T00:00:00Z`)))
    .pipe(
      z.date({ error: (issue) => message(issue.input) }).refine(inRange, { error: (issue) => message(issue.input) }),
    )
    .meta({ format: 'date' });
}

/**
 * The known field a misspelt or translated field name most likely means: "titel" → "title",
 * "Title" → "title", "functie" → "function"; none when nothing is close.
 */
export function closest(name: string, known: string[]): string | undefined {
  const lower = name.toLowerCase();
  const scored = known
    .map((candidate) => ({ candidate, cost: distance(lower, candidate.toLowerCase()) }))
    .sort((a, b) => a.cost - b.cost);
  const best = scored[0];
  return best && best.cost <= Math.max(2, Math.floor(best.candidate.length / 3)) ? best.candidate : undefined;
}

/**
 * A group of fields that rejects fields it does not know, so a misspelt name fails the build
 * instead of being ignored. Each unknown field is its own problem: a strict object would report
 * them together under an empty name, which Astro prints as `****`.
 */
export function fields<T extends z.core.$ZodLooseShape>(shape: T, what?: { name: string; example: string }) {
  const names = Object.keys(shape);
  const known = names.join(', ');
  const unknownField = z.unknown().refine(() => false, {
    error: (issue) => {
      const near = closest(String(issue.path?.at(-1) ?? ''), names);
      return `is een onbekend veld${near ? ` (bedoelt u "${near}"?)` : ''}: controleer de spelling; de velden hier zijn ${known}`;
    },
  });
  const group = z
    .object(shape, {
      error: (issue) => (what ? missingOr('een groep velden', what.name, what.example)(issue) : undefined),
    })
    .catchall(unknownField)
    // For editors and the CMS, the JSON Schema still says that no other field is allowed.
    .meta({ additionalProperties: false });
  // Every field outside the shape fails, so what passes has exactly the strict object's type.
  return group as unknown as z.ZodObject<T, z.core.$strict>;
}

/** An absolute https:// address on another site. */
export function externalUrl(what: string) {
  return z.url({
    protocol: /^https$/,
    error: (issue) =>
      issue.input === undefined
        ? `ontbreekt: vul ${what} in als volledig adres dat met https:// begint`
        : `moet ${what} zijn, als volledig adres dat met https:// begint, bijvoorbeeld https://www.example.org/, maar is ${describeInput(issue.input)}`,
  });
}

export function email(what: string) {
  return z
    .email({
      error: (issue) =>
        issue.input === undefined
          ? `ontbreekt: vul ${what} in, bijvoorbeeld naam@helderwijs.example`
          : `moet ${what} zijn, bijvoorbeeld naam@helderwijs.example, maar is ${describeInput(issue.input)}`,
    })
    .meta({ examples: ['naam@helderwijs.example'] });
}

/** A telephone number in international format, as it appears on the page and in `tel:` links. */
export function phone(what: string) {
  return z
    .string({ error: missingOr('tekst', what, '+31 30 000 00 00') })
    .regex(/^\+\d[\d ]{7,18}$/, {
      error: `moet ${what} zijn in internationale vorm: een plus, de landcode en cijfers met spaties, bijvoorbeeld +31 30 000 00 00`,
    })
    .meta({ examples: ['+31 30 000 00 00'] });
}

/**
 * The name (file name without extension) of an entry in another collection. A schema cannot see
 * other files, so the checks across files see that it exists; the `reference` metadata gives the
 * CMS a picker of the collection's entries.
 */
export function ref(collection: string, example: string) {
  return z
    .string({
      error: missingOr(
        'de naam van een bestand',
        `een item uit content/${collection}/ (de bestandsnaam zonder extensie)`,
        example,
      ),
    })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: `moet de bestandsnaam zijn van een item in content/${collection}/, zonder extensie: kleine letters, cijfers en streepjes, bijvoorbeeld ${example}`,
    })
    .meta({ reference: collection.split('/')[0], examples: [example] });
}

/**
 * A page by name, for example `contact`: the file name in content/pages/<locale>/. The checks
 * across files see that it exists in the linking file's locale.
 */
export const pageName = ref('pages', 'contact');

/**
 * The address of a page from content, for example /privacy or /en/privacy. The checks across files
 * hold it against every other address of the site.
 */
export const pagePath = z
  .string({ error: missingOr('een adres', 'het adres van de pagina, beginnend met /', '/privacy') })
  .refine((path) => !/^\s*(\/\/|[a-z][a-z\d+.-]*:)/i.test(path), {
    error: (issue) =>
      `is geen adres van deze site: ${describeInput(issue.input)} wijst naar een andere website; schrijf het adres van een pagina van deze site, dat met één / begint, bijvoorbeeld /privacy`,
    abort: true,
  })
  .refine((path) => !/\.[a-z0-9]+$/i.test(path), {
    error: (issue) =>
      `is geen paginaadres: ${describeInput(issue.input)} eindigt op een bestandsextensie, en bestanden zoals /robots.txt of /sitemap-index.xml maakt de build zelf; schrijf het adres zonder extensie, bijvoorbeeld /privacy`,
    abort: true,
  })
  .regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, {
    error:
      'moet een adres zijn dat met / begint, van kleine letters, cijfers en streepjes, met / tussen de delen en geen / aan het eind, bijvoorbeeld /privacy of /over-ons/geschiedenis',
  })
  .meta({ examples: ['/privacy'] });

/** The name a document has in content/documents/, which is its address: lower-case letters, digits and hyphens, .pdf. */
export const documentName = /^[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/;

/**
 * A document by its file name in content/documents/, for example `privacyverklaring.pdf`: in the
 * CMS a file field, which uploads a PDF there. The checks across files see that it exists.
 */
export const document = z
  .string({
    error: missingOr('de bestandsnaam van een pdf', 'een document in content/documents/', 'privacyverklaring.pdf'),
  })
  .regex(documentName, {
    error:
      'moet de bestandsnaam zijn van een pdf in content/documents/ (kleine letters, cijfers en streepjes, met .pdf aan het eind), bijvoorbeeld privacyverklaring.pdf',
  })
  .meta({ widget: 'document', examples: ['privacyverklaring.pdf'] });

/** Whether `name` is a Material Design icon the site can draw. */
export const isIcon = (name: string) => Object.hasOwn(mdi.icons, name) || Object.hasOwn(mdi.aliases ?? {}, name);

/** The name of a Material Design icon (https://pictogrammers.com/library/mdi/), for example `scale-balance`. */
export const icon = z
  .string({ error: missingOr('de naam van een pictogram', 'een Material Design-pictogram', 'scale-balance') })
  .refine(isIcon, {
    error: (issue) =>
      `is geen Material Design-pictogram: ${describeInput(issue.input)}; kies een naam op https://pictogrammers.com/library/mdi/, bijvoorbeeld scale-balance`,
  })
  .meta({
    title: 'Pictogram',
    description: 'Naam van een Material Design-pictogram (pictogrammers.com/library/mdi), bijvoorbeeld scale-balance.',
    examples: ['scale-balance'],
  });

/**
 * An image in the content folder with its alternative text. `what` names it in messages ("het
 * portret"); the CMS labels the group with `label`.
 */
export function picture(image: ImageHelper, what: string, label: string) {
  return fields(
    {
      /** Path of the image file, relative to the content file, for example ../../images/team/anna-de-vries.webp */
      src: image().meta({ title: 'Afbeelding', description: 'Upload een afbeelding of kies er een die er al is.' }),
      /** What the image shows, for people who cannot see it. */
      alt: text(`de alternatieve tekst bij ${what} (wat de afbeelding laat zien)`, 'Portret van Anna de Vries', {
        min: 5,
        max: 200,
      }).meta({
        title: 'Alternatieve tekst',
        description: 'Wat de afbeelding laat zien, voor wie haar niet kan zien.',
      }),
    },
    {
      name: `${what} met src en alt`,
      example: '{ src: ../../images/team/anna-de-vries.webp, alt: Portret van Anna de Vries }',
    },
  ).meta({ title: label });
}

/** Page metadata: what search engines and social networks show of a page. */
export function seo(image: ImageHelper) {
  return {
    /** Meta and Open Graph description: one or two sentences, 50 to 160 characters. */
    description: text(
      'een omschrijving voor zoekmachines van 50 tot 160 tekens',
      'Helderwijs controleert jaarrekeningen van organisaties met maatschappelijke impact.',
      {
        min: 50,
        max: 160,
      },
    ).meta({ title: 'Omschrijving voor zoekmachines', description: 'Eén of twee zinnen, 50 tot 160 tekens.' }),
    /** Open Graph type; `article` for news, `profile` for people. */
    type: z
      .enum(['website', 'article', 'profile'])
      .default('website')
      .meta({
        title: 'Soort pagina bij delen',
        optionLabels: { website: 'Webpagina', article: 'Artikel', profile: 'Profiel' },
      }),
    /** Image shown when the page is shared; the site's default image otherwise. */
    image: picture(image, 'de afbeelding bij delen', 'Afbeelding bij delen').optional(),
    /** Twitter card style. */
    twitterCard: z
      .enum(['summary', 'summary_large_image'])
      .default('summary_large_image')
      .meta({
        title: 'Weergave bij delen op X',
        optionLabels: { summary: 'Klein, met pictogram', summary_large_image: 'Grote afbeelding' },
      }),
  };
}

/** `draft: true` keeps an entry out of the public site, everywhere; a preview shows it, marked "Concept". */
export const draft = z
  .boolean({ error: 'moet true of false zijn: true houdt dit van de openbare site tot u het weghaalt' })
  .default(false)
  .meta({ title: 'Concept', description: 'Aan: staat niet op de site (wel op een preview), tot u dit uitzet.' });
