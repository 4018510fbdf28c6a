import { describe, expect, it } from 'vitest';
import { dateProblems, impossibleDate } from '../date-check';
import { yamlFields } from '../../source/yaml-fields';

const check = (file: string, text: string) => dateProblems(file, yamlFields(file, text));

describe('dates that do not exist', () => {
  it('names the file, the real line, the field and a real date, for a month and a day too many', () => {
    const vacancy = '---\ntitle: IT-auditor\ndate: 2026-13-45\nclosingDate: 2026-02-30\n---\n\nTekst.\n';
    expect(check('content/vacancies/nl/it-auditor.md', vacancy)).toMatchInlineSnapshot(`
      [
        "content/vacancies/nl/it-auditor.md:3: date: 2026-13-45 is geen datum die bestaat (er is geen maand 13); schrijf een echte datum als JJJJ-MM-DD, bijvoorbeeld 2026-12-31
        3 | date: 2026-13-45",
        "content/vacancies/nl/it-auditor.md:4: closingDate: 2026-02-30 is geen datum die bestaat (februari 2026 heeft 28 dagen, niet 30); schrijf een echte datum als JJJJ-MM-DD, bijvoorbeeld 2026-02-28
        4 | closingDate: 2026-02-30",
      ]
    `);
  });

  it('finds quoted and nested dates in a YAML file, and a parked draft is checked like any file', () => {
    const yaml = "items:\n  - title: Open dag\n    date: '2026-04-31'\n";
    expect(check('content/slides/nl/_concept.yaml', yaml)).toMatchInlineSnapshot(`
      [
        "content/slides/nl/_concept.yaml:3: items.0.date: 2026-04-31 is geen datum die bestaat (april 2026 heeft 30 dagen, niet 31); schrijf een echte datum als JJJJ-MM-DD, bijvoorbeeld 2026-04-30
        3 |     date: '2026-04-31'",
      ]
    `);
  });

  it('accepts real dates, leap days and text that only starts like a date', () => {
    expect(impossibleDate('2028-02-29')).toBeUndefined();
    expect(impossibleDate('2026-12-31')).toBeUndefined();
    expect(impossibleDate('2026-03-14 tot en met 2026-03-45')).toBeUndefined();
    expect(impossibleDate('2027-02-29')).toEqual({
      reason: 'februari 2027 heeft 28 dagen, niet 29',
      example: '2027-02-28',
    });
    expect(impossibleDate('2026-00-10')).toEqual({ reason: 'er is geen maand 0', example: '2026-01-10' });
    expect(impossibleDate('2026-05-00')).toEqual({ reason: 'er is geen dag 0', example: '2026-05-01' });
    expect(check('content/news/nl/x.md', '---\ndate: 2026-03-14\ntitle: "2026-02-30"\n---\n')).toHaveLength(1);
    expect(check('content/news/nl/x.md', '---\ntitle: Zo: kapot\n---\n')).toEqual([]);
  });
});
