import { describe, expect, it } from 'vitest';
import { measuredTemplates, templates } from '../bench/templates.ts';

describe('measuredTemplates', () => {
  it('measures every template without --page', () => {
    expect(measuredTemplates()).toBe(templates);
  });

  it("names a template's page after its template, so its budgets read the same with --page", () => {
    expect(measuredTemplates(['/over-ons/ons-team', '/en'])).toEqual([
      { name: 'team list', pages: ['/over-ons/ons-team'] },
      { name: 'home', pages: ['/en'] },
    ]);
  });

  it('names any other page "page"', () => {
    expect(measuredTemplates(['/klachtenprocedure'])).toEqual([{ name: 'page', pages: ['/klachtenprocedure'] }]);
  });
});
