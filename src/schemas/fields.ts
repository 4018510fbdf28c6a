/**
 * Field builders shared by the content schemas. Every message is written for the writer who
 * edits the file: Astro prints it after the file's collection, entry and field name, so a message
 * says what is wrong and how to fix it, without repeating the field name.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { icons as mdi } from '@iconify-json/mdi';
import { distance } from 'fastest-levenshtein';

/** What Astro's `image()` helper returns; tests pass a stand-in. */
export type ImageHelper = SchemaContext['image'];

function describeInput(input: unknown): string {
  if (input === null) return 'an empty value';
  if (Array.isArray(input)) return 'a list';
  if (input instanceof Date) return 'a date';
  return typeof input === 'object' ? 'a group of fields' : `${typeof input} ${JSON.stringify(input)}`;
}

/** The message for a required field that is missing or has the wrong type. */
function missingOr(kind: string, what: string, example: string) {
  return (issue: { input: unknown }) =>
    issue.input === undefined
      ? `is missing: add ${what}, for example: ${example}`
      : `must be ${kind} (${what}), but is ${describeInput(issue.input)}; for example: ${example}`;
}

/** Plain text of a given length, for example a title or a summary. */
export function text(what: string, example: string, limits: { min?: number; max?: number } = {}) {
  const { min = 1, max = 10_000 } = limits;
  return z
    .string({ error: missingOr('text', what, example) })
    .trim()
    .min(min, {
      error: `is too short: ${what} needs at least ${min} characters; for example: ${example}`,
    })
    .max(max, {
      error: (issue) =>
        `is too long: ${what} may have at most ${max} characters, and this one has ${String(issue.input).length}; shorten it`,
    });
}

/** A whole number within a range, for example hours per week. */
export function count(what: string, example: number, min: number, max: number) {
  return z
    .number({ error: missingOr('a number', what, String(example)) })
    .int({ error: `must be a whole number (${what}), for example ${example}` })
    .min(min, { error: `must be at least ${min} (${what})` })
    .max(max, { error: `must be at most ${max} (${what})` });
}

/**
 * A calendar date written as YYYY-MM-DD. YAML turns such a value into a date already; a quoted
 * one arrives as text and must have the same form (so "maart 2026" is not guessed at).
 */
export function date(what: string) {
  const message = (input: unknown) =>
    input === undefined
      ? `is missing: add ${what} as YYYY-MM-DD, for example 2026-03-14`
      : `must be ${what} written as YYYY-MM-DD, for example 2026-03-14, but is ${describeInput(input)}`;
  return z
    .union(
      [
        z.date({ error: (issue) => message(issue.input) }),
        z
          .string({ error: (issue) => message(issue.input) })
          .regex(/^\d{4}-\d{2}-\d{2}$/, { error: (issue) => message(issue.input) }),
      ],
      { error: (issue) => message(issue.input) },
    )
    .transform((value) => (value instanceof Date ? value : new Date(`${value}T00:00:00Z`)))
    .pipe(z.date({ error: (issue) => message(issue.input) }));
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
 * A group of fields that rejects fields it does not know, so a misspelt field name fails the
 * build instead of being ignored. Each unknown field is its own problem, under its own name (a
 * strict object would report them together under an empty name, which Astro prints as `****`).
 */
export function fields<T extends z.core.$ZodLooseShape>(shape: T, what?: { name: string; example: string }) {
  const names = Object.keys(shape);
  const known = names.join(', ');
  const unknownField = z.unknown().refine(() => false, {
    error: (issue) => {
      const near = closest(String(issue.path?.at(-1) ?? ''), names);
      return `is an unknown field${near ? ` (did you mean "${near}"?)` : ''}: check the spelling; the fields here are ${known}`;
    },
  });
  const group = z
    .object(shape, {
      error: (issue) => (what ? missingOr('a group of fields', what.name, what.example)(issue) : undefined),
    })
    .catchall(unknownField)
    // For editors and the CMS check, the JSON Schema still says that no other field is allowed.
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
        ? `is missing: add ${what} as a full https:// address`
        : `must be ${what} as a full https:// address, for example https://www.example.org/, but is ${describeInput(issue.input)}`,
  });
}

/** An e-mail address. */
export function email(what: string) {
  return z.email({
    error: (issue) =>
      issue.input === undefined
        ? `is missing: add ${what}, for example naam@helderwijs.example`
        : `must be ${what}, for example naam@helderwijs.example, but is ${describeInput(issue.input)}`,
  });
}

/** A telephone number in international format, as it appears on the page and in `tel:` links. */
export function phone(what: string) {
  return z.string({ error: missingOr('text', what, '+31 30 000 00 00') }).regex(/^\+\d[\d ]{7,18}$/, {
    error: `must be ${what} in international format: a plus, the country code and digits with spaces, for example +31 30 000 00 00`,
  });
}

/**
 * The name (file name without extension) of an entry in another collection. The build checks
 * that the entry exists (src/lib/integrity.ts), because a schema cannot see other files. The
 * `reference` metadata names the collection for the CMS check (src/lib/cms-drift.ts).
 */
export function ref(collection: string, example: string) {
  return z
    .string({
      error: missingOr(
        'the name of a file',
        `an entry of content/${collection}/ (its file name without extension)`,
        example,
      ),
    })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: `must be the file name of an entry in content/${collection}/ without extension: lower-case letters, digits and hyphens, for example ${example}`,
    })
    .meta({ reference: collection.split('/')[0] });
}

/**
 * A page by name, for example `contact`: the file name of content/pages/<locale>/<name>.md, which
 * is a static route of src/i18n/routes.ts or a page with its own `path`. The build checks that the
 * page exists in the linking file's locale (src/lib/integrity.ts).
 */
export const pageName = ref('pages', 'contact');

/**
 * The address of a page from content, for example /privacy or /en/privacy: lower-case words with
 * hyphens, separated by slashes, no slash at the end. The build checks it against every other
 * address of the site (src/lib/integrity.ts).
 */
export const pagePath = z
  .string({ error: missingOr('an address', 'the address of the page, starting with /', '/privacy') })
  .refine((path) => !/\.[a-z0-9]+$/i.test(path), {
    error: (issue) =>
      `is not a page address: ${describeInput(issue.input)} ends in a file extension, and files such as /robots.txt or /sitemap-index.xml are made by the build; write the address without extension, for example /privacy`,
    abort: true,
  })
  .regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, {
    error:
      'must be an address starting with / made of lower-case letters, digits and hyphens, with / between the parts and none at the end, for example /privacy or /over-ons/geschiedenis',
  });

/** The name of a Material Design icon (https://pictogrammers.com/library/mdi/), for example `scale-balance`. */
export const icon = z
  .string({ error: missingOr('an icon name', 'a Material Design icon', 'scale-balance') })
  .refine((name) => Object.hasOwn(mdi.icons, name) || Object.hasOwn(mdi.aliases ?? {}, name), {
    error: (issue) =>
      `is not a Material Design icon: ${describeInput(issue.input)}; pick a name from https://pictogrammers.com/library/mdi/, for example scale-balance`,
  });

/** An image in the content folder with its alternative text. */
export function picture(image: ImageHelper, what: string) {
  return fields(
    {
      /** Path of the image file, relative to the content file, for example ../../images/team/anna-de-vries.webp */
      src: image(),
      /** What the image shows, for people who cannot see it. */
      alt: text(`the alternative text of ${what}: what the image shows`, 'Portret van Anna de Vries', {
        min: 5,
        max: 200,
      }),
    },
    {
      name: `${what} with src and alt`,
      example: '{ src: ../../images/team/anna-de-vries.webp, alt: Portret van Anna de Vries }',
    },
  );
}

/** Page metadata (SPEC.md §3): what search engines and social networks show of a page. */
export function seo(image: ImageHelper) {
  return {
    /** Meta and Open Graph description: one or two sentences, 50 to 160 characters. */
    description: text(
      'a description for search engines of 50 to 160 characters',
      'Helderwijs controleert jaarrekeningen van organisaties met maatschappelijke impact.',
      {
        min: 50,
        max: 160,
      },
    ),
    /** Open Graph type; `article` for news, `profile` for people. */
    type: z.enum(['website', 'article', 'profile']).default('website'),
    /** Image shown when the page is shared; the site's default image otherwise. */
    image: picture(image, 'the sharing image').optional(),
    /** Twitter card style. */
    twitterCard: z.enum(['summary', 'summary_large_image']).default('summary_large_image'),
  };
}

/**
 * `draft: true` keeps an entry out of the public site: its page, every list, menus and the
 * sitemap; a preview build shows it, marked "Concept" (src/lib/publication.ts).
 */
export const draft = z
  .boolean({ error: 'must be true or false: true keeps this out of the public site until you remove it' })
  .default(false);
