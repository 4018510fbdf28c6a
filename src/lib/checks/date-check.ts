/**
 * Dates that do not exist, such as 2026-02-30. YAML rolls them over into a later real date
 * (2026-13-45 becomes 2027-02-14), so an article would silently get the wrong date; the build
 * stops with the file, the line and a real date instead.
 */
import { fieldName, type YamlField } from '../source/yaml-fields';

/** A value written as a date (YYYY-MM-DD, optionally with a time), the form YAML turns into a date. */
const dateLike =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt]|[ \t]+)\d{1,2}:\d{2}(?::\d{2}(?:\.\d*)?)?(?:[ \t]*(?:Z|[-+]\d{1,2}(?::?\d{2})?))?)?$/;

const months = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

/** Days in a month (1-12) of a year, leap years included. */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * What is wrong with a date-like value and the nearest real date, or undefined when the date
 * exists or the value is not written as a date.
 */
export function impossibleDate(value: string): { reason: string; example: string } | undefined {
  const match = dateLike.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const realMonth = Math.min(Math.max(month, 1), 12);
  const realDay = Math.min(Math.max(day, 1), daysIn(year, realMonth));
  const example = `${year}-${pad(realMonth)}-${pad(realDay)}`;
  if (month < 1 || month > 12) return { reason: `er is geen maand ${month}`, example };
  if (day < 1) return { reason: 'er is geen dag 0', example };
  if (day > realDay)
    return { reason: `${months[month - 1]} ${year} heeft ${daysIn(year, month)} dagen, niet ${day}`, example };
  return undefined;
}

/** A message for every value of a content file that is written as a date but is not a real one. */
export function dateProblems(file: string, fields: YamlField[]): string[] {
  return fields.flatMap((field) => {
    const wrong = impossibleDate(field.value);
    if (!wrong) return [];
    return [
      `${file}:${field.line}: ${fieldName(field.path)}: ${field.value} is geen datum die bestaat (${wrong.reason}); schrijf een echte datum als JJJJ-MM-DD, bijvoorbeeld ${wrong.example}\n  ${field.line} | ${field.text}`,
    ];
  });
}
