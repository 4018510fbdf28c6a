/**
 * The writers' guide (docs/redactie.md) quotes the CMS's labels in **bold**, and only those: every
 * bold text is a button, a collection, a field, a choice or a phrase that the CMS shows. This test
 * fails when the guide quotes a label the CMS does not have (renamed in a schema, in
 * src/lib/cms/decap-config.ts or in src/admin/phrases.ts, or misspelt in the guide).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The package's ESM entry (its `module` field); its `main` is a browser bundle that needs a window.
import { nl } from 'decap-cms-locales/dist/esm/index.js';
import { type CmsField, cmsCollections, cmsConfig } from '../../lib/cms/decap-config';
import { overrides, withOverrides, type Phrases } from '../phrases';

const guideFile = new URL('../../../docs/redactie.md', import.meta.url);

/** The texts of the derived configuration: what the CMS shows for the content model. */
function configTexts(): string[] {
  const texts: string[] = [];
  const fields = (list: CmsField[] = []) => {
    for (const field of list) {
      texts.push(field.label);
      if (field.label_singular) texts.push(field.label_singular);
      if (field.hint) texts.push(field.hint);
      if (field.pattern) texts.push(field.pattern[1]);
      for (const option of field.options ?? []) texts.push(option.label);
      for (const type of field.types ?? []) {
        texts.push(type.label);
        fields(type.fields);
      }
      fields(field.fields);
    }
  };
  for (const collection of cmsCollections()) {
    texts.push(collection.label);
    if (collection.label_singular) texts.push(collection.label_singular);
    if (collection.description) texts.push(collection.description);
    // A fixed summary (no {{field}}) names the entry in the list: "Hoofdmenu".
    if (collection.summary && !collection.summary.includes('{{')) texts.push(collection.summary);
    fields(collection.fields);
    for (const file of collection.files ?? []) {
      texts.push(file.label);
      fields(file.fields);
    }
  }
  return texts;
}

/** Every phrase of the Dutch interface (decap-cms-locales `nl` with this site's overrides). */
function phrases(book: Phrases = withOverrides(nl as Phrases, overrides)): string[] {
  return Object.values(book).flatMap((value) => (typeof value === 'string' ? [value] : phrases(value)));
}

/** As the screen shows it: Decap writes "＋ Nieuwsbericht" with a full-width plus. */
const normal = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim();

/**
 * The texts the CMS shows: the labels of the configuration and the phrases, with each phrase's
 * placeholders (`Status: %{status}`, `＋ %{collectionLabel}`) filled in by a label or a locale.
 */
export function screenTexts(): Set<string> {
  const config = configTexts();
  const all = phrases();
  const plain = [...config, ...all.filter((phrase) => !phrase.includes('%{'))].map(normal);
  const locales = cmsConfig({ repo: 'owner/name', branch: 'main' }).i18n.locales.map((code) => code.toUpperCase());
  const fillers = [...new Set([...plain, ...locales])];
  const texts = new Set(plain);
  for (const template of all.filter((phrase) => phrase.includes('%{'))) {
    const parts = normal(template).split(/%\{\w+\}/);
    // Templates with one placeholder: fill it with every label (two would be too many to list).
    if (parts.length === 2) for (const filler of fillers) texts.add(`${parts[0]}${filler}${parts[1]}`);
  }
  return texts;
}

/** The bold texts of a Markdown document, outside code blocks and code spans. */
export function quotedLabels(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\*\*([^*]+?)\*\*/g)].map((match) => normal(match[1] ?? ''));
}

/** The quoted labels that the CMS does not show. */
export function unknownLabels(markdown: string, texts: Set<string>): string[] {
  return [...new Set(quotedLabels(markdown))].filter((label) => !texts.has(label));
}

describe('the writers’ guide (docs/redactie.md)', () => {
  const texts = screenTexts();
  const guide = readFileSync(guideFile, 'utf8');

  it('quotes in bold only labels that the CMS shows', () => {
    expect(unknownLabels(guide, texts)).toEqual([]);
  });

  it('quotes the labels of the whole flow', () => {
    const quoted = new Set(quotedLabels(guide));
    const flow = [
      'Inloggen met GitHub',
      '+ Nieuwsbericht',
      '+ Pagina',
      'Opslaan',
      'Status: Concept',
      'Ter beoordeling',
      'Klaar',
      'Redactie',
      'Publiceer',
      'Publiceer nu',
      'Bekijk op de preview',
      'Adres',
      'Concept',
      'Alternatieve tekst',
      'Pagina van deze site',
      'Link naar een andere site',
      'Functie in deze taal',
    ];
    expect(flow.filter((label) => !quoted.has(label))).toEqual([]);
  });

  it('shows every picture of docs/images/cms/, and only pictures that are there', () => {
    const shown = [...guide.matchAll(/!\[[^\]]*\]\(images\/cms\/([^)]+)\)/g)].map((match) => match[1]).sort();
    const present = readdirSync(new URL('../../../docs/images/cms/', import.meta.url)).sort();
    expect(shown).toEqual(present);
  });

  it('catches a label the CMS does not have, and one that only resembles a phrase', () => {
    const sample = 'Kies **Nieuws**, dan **Nieuw nieuwsartikel**, zet **Status: Gepland** en klik **+ Pagina**.';
    expect(unknownLabels(sample, texts)).toEqual(['Nieuw nieuwsartikel', 'Status: Gepland']);
  });

  it('ignores bold inside code, where the guide shows file contents', () => {
    expect(quotedLabels('`**niet**` en\n```\n**ook niet**\n```\n**Opslaan**')).toEqual(['Opslaan']);
  });
});
