/**
 * The file name of a new entry, made from its title: `npm run new` names the file with it, and the
 * CMS compares a new title with the entries that exist through it.
 */

/** Letters that do not fall apart into a plain letter and an accent. */
const letterSpellings: Record<string, string> = { ı: 'i', ł: 'l', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe' };

/** A file name from a title: lower case, without accents, words joined by hyphens. */
export function slugOf(title: string): string {
  return title
    .replace(/[ıłøßæœ]/gi, (letter) => letterSpellings[letter.toLowerCase()] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
