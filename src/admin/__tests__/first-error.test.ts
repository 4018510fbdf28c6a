// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { firstLabelInError } from '../first-error';

describe('the first field in error', () => {
  it('is the first label, in the order of the form, with messages under it', () => {
    document.body.innerHTML = `
      <label for="title">Kop</label><input id="title" />
      <label for="date">Publicatiedatum</label><ul><li>Publicatiedatum: Een datum tussen 2000 en 2099.</li></ul>
      <label for="body">Artikel</label><ul><li>Geen HTML in de tekst</li></ul>
      <label for="empty">Samenvatting</label><ul></ul>`;
    expect(firstLabelInError(document)?.htmlFor).toBe('date');
    document.body.innerHTML = '<label for="title">Kop</label><ul></ul>';
    expect(firstLabelInError(document)).toBeUndefined();
  });
});
