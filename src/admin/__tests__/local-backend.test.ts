// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { localBackendRefusal } from '../backends';

describe('localBackendRefusal', () => {
  it("keeps the local backend's own Dutch reasons as they are", () => {
    const overlap =
      'Niet gepubliceerd: een collega heeft intussen dezelfde regels gepubliceerd. Er is niets veranderd.';
    expect(localBackendRefusal(409, overlap)).toBe(overlap);
  });

  it("says a guard's refusal and a failure of git in Dutch, with the English detail in brackets", () => {
    expect(localBackendRefusal(422, 'Refused: "scripts/x.ts" is not a file under content/.')).toMatch(
      /^De lokale opslag van de CMS deed dit niet \("scripts\/x\.ts" is not a file under content\/\.\)\. Er is niets veranderd\./,
    );
    expect(localBackendRefusal(500, 'Unknown error')).toMatch(
      /^De lokale opslag van de CMS deed dit niet \(Unknown error\)/,
    );
  });
});
