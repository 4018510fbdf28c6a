/**
 * Starts a new content entry for a writer: `npm run new -- news "Titel van het artikel"` writes
 * content/news/nl/<file name from the title>.md with every required field filled in with text that says
 * what belongs there, today's date where the kind has one, and `draft: true`, so it stays off the
 * public site until the writer removes that line. For news and team members it also draws the
 * placeholder picture (npm run generate:images). It never overwrites a file.
 *
 * Usage: node scripts/new-entry.ts <news|vacancy|team|service> "<title or name>"
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { contentDir, shownPath } from '../src/lib/source/content-dir.node.ts';
import { placeholderStart } from '../src/lib/checks/placeholder-check.node.ts';
import { slugOf } from '../src/lib/content/slug.ts';

/** The kinds a writer adds to, with the folder they go in (in the content folder, CONTENT_DIR). */
export const kinds = {
  news: 'news/nl',
  vacancy: 'vacancies/nl',
  team: 'team/nl',
  service: 'services/nl',
} as const;
export type Kind = keyof typeof kinds;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The text of a new entry of `kind`, titled `title`, dated `today` (YYYY-MM-DD); its path is in the content folder. */
export function newEntry(kind: Kind, title: string, today: string): { path: string; text: string } {
  const slug = slugOf(title);
  if (!slug) throw new Error(`"${title}" has no letters or digits to make a file name from`);
  const path = `${kinds[kind]}/${slug}.md`;
  const frontmatter: Record<Kind, string[]> = {
    news: [
      `title: ${quote(title)}`,
      `date: ${today}`,
      'category: kantoornieuws',
      `summary: '${placeholderStart} door een samenvatting van 50 tot 200 tekens: waar gaat het artikel over?'`,
      'image:',
      `  src: ../../images/news/${slug}.webp`,
      `  alt: ${quote(`Abstracte illustratie bij het artikel ${title}`)}`,
      'author: anna-de-vries',
    ],
    vacancy: [
      `title: ${quote(title)}`,
      `summary: '${placeholderStart} door een samenvatting van 50 tot 200 tekens: wat ga je doen?'`,
      'location: Utrecht',
      'hours:',
      '  min: 32',
      '  max: 40',
      'employment: permanent',
      'salary:',
      '  min: 3200',
      '  max: 4400',
      `date: ${today}`,
      `closingDate: ${today}`,
      'contact: sanne-visser',
    ],
    team: [
      `name: ${quote(title)}`,
      "function: 'Assistent-accountant'",
      'image:',
      `  src: ../../images/team/${slug}.webp`,
      `  alt: ${quote(`Geïllustreerd portret van ${title}`)}`,
      `bio: '${placeholderStart} door een korte bio van een of twee zinnen.'`,
    ],
    service: [
      `title: ${quote(title)}`,
      `summary: '${placeholderStart} door een samenvatting van een of twee zinnen.'`,
      'icon: file-document-outline',
      'order: 99',
      `description: '${placeholderStart} door een omschrijving voor zoekmachines van 50 tot 160 tekens.'`,
    ],
  };
  const body: Record<Kind, string> = {
    news: `${placeholderStart} door het artikel. Gebruik ## voor tussenkoppen.`,
    vacancy: `## Wat ga je doen\n\n${placeholderStart} door een beschrijving van de functie.\n\n## Wie ben jij\n\n${placeholderStart} door een beschrijving van wie we zoeken.`,
    team: `${placeholderStart} door een langere tekst over deze collega.`,
    service: `## Voor wie\n\n${placeholderStart} door een beschrijving van voor wie deze dienst is.`,
  };
  const text = ['---', ...frontmatter[kind], 'draft: true', '---', '', body[kind], ''].join('\n');
  return { path, text };
}

if (import.meta.main) {
  const [kind, title] = process.argv.slice(2);
  if (!kind || !(kind in kinds) || !title) {
    console.error(`Gebruik: npm run new -- <${Object.keys(kinds).join('|')}> "<titel of naam>"`);
    process.exit(2);
  }
  const root = resolve(import.meta.dirname, '..');
  const { path: inContent, text } = newEntry(kind as Kind, title, new Date().toISOString().slice(0, 10));
  const target = join(contentDir(root), inContent);
  const path = shownPath(root, target);
  if (existsSync(target)) {
    console.error(`${path} bestaat al: kies een andere titel, of bewerk dat bestand`);
    process.exit(1);
  }
  writeFileSync(target, text);
  if (kind === 'news' || kind === 'team')
    spawnSync(process.execPath, [join(root, 'scripts/generate-images.ts')], { stdio: 'ignore' });
  console.log(
    `${path} geschreven. Het is een concept (draft: true): vervang de zinnen die beginnen met "${placeholderStart}" en haal dan die regel weg. Staat er dan nog zo'n zin in, dan weigert de build het bestand.`,
  );
}
