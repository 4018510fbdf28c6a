import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../../lib/cms/decap-config';
import { fieldLabel, withFieldLabel } from '../field-labels';

const config = cmsConfig({ repo: 'helderwijs/website', branch: 'main' });
const fieldsOf = (name: string) => config.collections.find((collection) => collection.name === name)?.fields ?? [];

describe('fieldLabel', () => {
  it('names a field, a group field and a list item as the form labels them', () => {
    expect(fieldLabel(fieldsOf('vacancies'), 'title')).toBe('Functietitel');
    expect(fieldLabel(fieldsOf('news'), 'image.alt')).toBe('Afbeelding › Alternatieve tekst');
    expect(fieldLabel(fieldsOf('pages'), 'blocks.1.title')).toBe('Blokken › 2 › Kop');
    expect(fieldLabel(fieldsOf('news'), 'nergens')).toBeUndefined();
  });
});

describe('withFieldLabel', () => {
  it("puts the label in place of the file's key, and leaves other problems alone", () => {
    const labelOf = (_file: string, key: string) => fieldLabel(fieldsOf('vacancies'), key);
    expect(withFieldLabel('content/vacancies/nl/x.md: title: ontbreekt: vul de functietitel in', labelOf)).toBe(
      'content/vacancies/nl/x.md: Functietitel: ontbreekt: vul de functietitel in',
    );
    expect(withFieldLabel('content/vacancies/nl/x.md:3: de opmaak klopt niet', labelOf)).toBe(
      'content/vacancies/nl/x.md:3: de opmaak klopt niet',
    );
  });
});
