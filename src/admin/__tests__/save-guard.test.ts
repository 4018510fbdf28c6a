import { describe, expect, it } from 'vitest';
import { slugOf } from '../../lib/content/slug';
import { type Known, emptySlugProblem, refusal, takenProblem } from '../save-guard';

const known: Known = {
  entries: {
    news: [{ file: 'content/news/nl/nieuwe-regels.md', name: 'nieuwe-regels', title: 'Nieuwe regels' }],
    pages: [
      { file: 'content/pages/nl/privacy.md', name: 'privacy', title: 'Privacy', paths: ['/privacy', '/en/privacy'] },
    ],
  },
  fixedPaths: { '/contact': 'een vaste pagina van de site (content/pages/nl/contact.md)' },
  pictures: { 'content/images/news/regels.webp': ['content/news/nl/nieuwe-regels.md', 'content/news/nl/oud.md'] },
};
const news = { name: 'news', singular: 'nieuwsbericht', identifier: { field: 'title', label: 'Kop' } };
const pages = { name: 'pages', singular: 'pagina', identifier: { field: 'title', label: 'Titel' } };

describe('the save guard of the CMS', () => {
  it('makes file names as Decap does: lower case, no accents, hyphens', () => {
    expect(slugOf('Één jaar CSRD: wat nú?')).toBe('een-jaar-csrd-wat-nu');
  });

  it('refuses a new entry with a title that another entry has, naming its file', () => {
    expect(takenProblem(news, 'Nieuwe  regels', [], known)).toBe(
      'Er is al een nieuwsbericht met kop "Nieuwe regels" (content/news/nl/nieuwe-regels.md). Kies een andere kop, of werk het bestaande item bij.',
    );
    expect(takenProblem(news, 'Nieuwe regels voor 2027', [], known)).toBeUndefined();
  });

  it('refuses an address that a page or the site itself has', () => {
    expect(takenProblem(pages, 'Contactformulier', ['/contact'], known)).toBe(
      'Het adres /contact is al van een vaste pagina van de site (content/pages/nl/contact.md). Kies een ander adres.',
    );
    expect(takenProblem(pages, 'Gegevens', ['/en/privacy'], known)).toBe(
      'Het adres /en/privacy is al van content/pages/nl/privacy.md ("Privacy"). Kies een ander adres.',
    );
    expect(takenProblem(pages, 'Gegevens', ['/gegevens'], known)).toBeUndefined();
  });

  it('refuses a title without a letter or digit, which would make an empty file name', () => {
    expect(emptySlugProblem(news, '🎉🎉')).toBe(
      'Kop: "🎉🎉" heeft geen letters of cijfers, en daar maakt de CMS de bestandsnaam en het adres van. Schrijf de kop in woorden, bijvoorbeeld met een woord voor of na het teken.',
    );
    expect(emptySlugProblem(news, 'Feest 🎉')).toBeUndefined();
    expect(emptySlugProblem(news, '  ')).toBeUndefined();
  });

  it('says a refusal without an English "Error:" before it', () => {
    expect(String(refusal('Kies een andere kop.'))).toBe('Kies een andere kop.');
  });
});
