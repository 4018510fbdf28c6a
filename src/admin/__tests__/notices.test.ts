import { describe, expect, it } from 'vitest';
import { connectionTrouble, dutchNotice } from '../notices';

describe("Decap's media notices", () => {
  it('say the reason in Dutch without the English prefix', () => {
    expect(dutchNotice('Failed to delete media: De CMS verwijdert geen afbeeldingen.')).toBe(
      'Verwijderen lukt niet: De CMS verwijdert geen afbeeldingen.',
    );
    expect(dutchNotice('Failed to persist media: Een afbeelding uploaden kan alleen vanuit het item.')).toBe(
      'Uploaden lukt niet: Een afbeelding uploaden kan alleen vanuit het item.',
    );
    expect(dutchNotice('Item opgeslagen')).toBeUndefined();
  });
});

describe("the local backend's connection errors", () => {
  it('say in Dutch what happened and what to do, and leave other errors alone', () => {
    expect(connectionTrouble(new Error('Request timed out after 60 seconds'))?.message).toMatch(
      /^De lokale opslag van de CMS antwoordde niet binnen een minuut/,
    );
    expect(connectionTrouble(new TypeError('Failed to fetch'))?.message).toMatch(/draait npm run cms nog\?/);
    expect(connectionTrouble(new Error('Er is al een nieuwsbericht met kop "X"'))).toBeUndefined();
  });
});
