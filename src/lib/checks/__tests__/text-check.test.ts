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

  it('refuses a control character in any text field, naming the field, the character and where it is', () => {
    // A bell and an escape in the title and the location, as YAML's escapes (the CMS writes them so):
    // both feeds would be ill-formed XML.
    for (const [field, escape, code] of [
      ['title', '\\a', 'U+0007'],
      ['location', '\\e', 'U+001B'],
    ] as const) {
      const text = vacancy.replace(
        new RegExp(`^${field}: .*$`, 'm'),
        `${field}: "Helder${escape}, een tekst van dertig tekens of meer"`,
      );
      const problems = textProblems(file, text);
      expect(problems, text).toHaveLength(1);
      expect(problems[0]).toContain(`assistent-accountant.md: ${field}: `);
      expect(problems[0]).toContain(`stuurteken (${code}) na "Helder"`);
    }
    // Typed into the file itself: the line, and the same words.
    const typed = textProblems(file, vacancy.replace(/^title: /m, 'title: Utr\u0007'));
    expect(typed).toEqual([
      expect.stringMatching(
        /assistent-accountant\.md:\d+: bevat een onzichtbaar stuurteken \(U\+0007\) na "title: Utr"/,
      ),
    ]);
    // Tabs and line breaks are text.
    expect(textProblems(file, vacancy.replace(/^title: .*$/m, 'title: "Assistent\taccountant"'))).toEqual([]);
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
