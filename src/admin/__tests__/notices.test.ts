import { describe, expect, it } from 'vitest';
import { dutchNotice } from '../notices';

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
