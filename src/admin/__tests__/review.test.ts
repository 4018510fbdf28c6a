import { describe, expect, it } from 'vitest';
import { deletionRefused, freeName, mergeRefused, uploadName } from '../review';

describe('no writer action reaches main without review', () => {
  it('refuses to delete an entry, and names the reviewed ways to the same end', () => {
    expect(deletionRefused(['content/team/nl/anna-de-vries.md'], [])).toBe(
      'De CMS verwijdert geen items: dat zou zonder beoordeling live gaan. Haal het item offline met de schakelaar Concept en publiceer dat voorstel; wilt u het bestand echt weg, vraag het dan aan in een pull request op GitHub (zie de handleiding, "Iets weghalen").',
    );
  });

  it('refuses to delete a picture, naming the entries that use it', () => {
    expect(deletionRefused(['/content/images/news/regels.webp'], ['content/news/nl/regels.md'])).toBe(
      'De CMS verwijdert geen afbeeldingen (content/images/news/regels.webp): dat zou zonder beoordeling live gaan. Zij wordt gebruikt in content/news/nl/regels.md: kies daar eerst een andere afbeelding, in een voorstel. Wilt u het bestand echt weg, vraag het dan aan in een pull request op GitHub (zie de handleiding, "Iets weghalen").',
    );
    expect(deletionRefused(['content/images/news/oud.webp'], [])).toContain(
      'Een afbeelding die geen item gebruikt, staat niet op de site.',
    );
  });

  it('says who must approve where when GitHub refuses to merge', () => {
    const message = mergeRefused({
      status: 405,
      message: 'At least 1 approving review is required by reviewers with write access.',
      pullRequest: 'https://github.com/helderwijs/website/pull/12',
    });
    expect(message).toContain('(GitHub: "At least 1 approving review is required by reviewers with write access.")');
    expect(message).toContain('een collega met schrijfrechten (niet uzelf)');
    expect(message).toContain(
      'https://github.com/helderwijs/website/pull/12 → "Files changed" → "Review changes" → "Approve"',
    );
    expect(mergeRefused({ status: 409, pullRequest: 'https://github.com/x/y/pull/1' })).toMatch(
      /^Publiceren lukt nog niet: het voorstel is intussen veranderd\./,
    );
  });
});

describe('an upload never replaces a picture in place', () => {
  it('names an upload as Decap stores it: lower case, no accents or spaces', () => {
    expect(uploadName('Portret Anna Één.WEBP')).toBe('portret-anna-een.webp');
    expect(uploadName('🎉.png')).toBe('afbeelding.png');
  });

  it('gives an upload whose name is taken the first free number', () => {
    const taken = new Set(['portret.webp', 'portret-2.webp']);
    expect(freeName('portret.webp', taken)).toBe('portret-3.webp');
    expect(freeName('Portret.webp', new Set(['portret.webp']))).toBe('Portret-2.webp');
    expect(freeName('nieuw.webp', taken)).toBe('nieuw.webp');
  });
});
