import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textProblems } from '../text-check';

const file = 'content/vacancies/nl/assistent-accountant.md';
const vacancy = readFileSync(file, 'utf8');

describe('textProblems', () => {
  it('passes a content file the build takes', () => {
    expect(textProblems(file, vacancy)).toEqual([]);
  });

  it('refuses a title of spaces or none, as the build does, naming the file, the field and the fix', () => {
    for (const text of [vacancy.replace(/^title: .*$/m, "title: '     '"), vacancy.replace(/^title: .*\n/m, '')]) {
      const problems = textProblems(file, text);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^content\/vacancies\/nl\/assistent-accountant\.md: title: /);
    }
  });

  it('names a YAML mistake and a date that does not exist', () => {
    expect(textProblems(file, vacancy.replace('location: Utrecht', 'location: "Utrecht'))[0]).toMatch(
      /^content\/vacancies\/nl\/assistent-accountant\.md:/,
    );
    expect(textProblems(file, vacancy.replace('date: 2026-10-06', 'date: 2026-02-30')).join()).toMatch(
      /30 februari|2026-02-30/,
    );
  });

  it('leaves files that are no content entry alone', () => {
    expect(textProblems('content/images/team/foto.jpg', '')).toEqual([]);
  });
});

describe('reserved names', () => {
  it('refuses __proto__, constructor and prototype as a field or inside one, naming file, line and fix', () => {
    const text = vacancy.replace('location: Utrecht', 'location: Utrecht\n__proto__:\n  polluted: ja\nconstructor: x');
    expect(textProblems(file, text)).toEqual([
      `${file}:6: __proto__: is geen veld van de site, en een naam die JavaScript voor zichzelf houdt; haal het veld weg\n  6 |   polluted: ja`,
      `${file}:7: constructor: is geen veld van de site, en een naam die JavaScript voor zichzelf houdt; haal het veld weg\n  7 | constructor: x`,
    ]);
  });
});
