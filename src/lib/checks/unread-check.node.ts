/**
 * Files in the content folder that no kind of content reads: a folder no kind has (a kind whose
 * descriptor is not in the list of src/schemas/index.ts, or a typing mistake in a folder's name)
 * or a file its kind's pattern leaves out (a `.txt`, a file beside the language folders). The
 * site would build without them, silently: each is named, with where it belongs.
 */
import { readdirSync } from 'node:fs';
import { join, matchesGlob, sep } from 'node:path';
import { collectionNames, collectionTable } from '../../schemas';
import { documentsFolder } from './document-file';

/** The folders of the pictures and the documents, which the kinds' fields and texts name by path. */
const media = new Set(['images', documentsFolder]);

/** A file that fits a kind's pattern, for a message: its stars filled in with a language and a name. */
const exampleOf = (pattern: string) => pattern.replace('*/', 'nl/').replace('*', 'naam');

/** The problems of the files of the content folder `dir` (named `content` in messages) that no kind reads. */
export function unreadProblems(dir: string, content: string): string[] {
  let files: string[];
  try {
    files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) =>
        join(entry.parentPath, entry.name)
          .slice(dir.length + 1)
          .split(sep)
          .join('/'),
      );
  } catch {
    return [];
  }
  const problems: string[] = [];
  const strayFolders = new Set<string>();
  for (const file of files.sort()) {
    const [top = '', ...rest] = file.split('/');
    if (media.has(top)) continue;
    if (rest.length === 0) {
      problems.push(
        `${content}/${file}: dit bestand leest de site niet: elk bestand staat in de map van zijn soort (${collectionNames.map((name) => `${content}/${name}/`).join(', ')}); verplaats het daarheen, of haal het weg`,
      );
      continue;
    }
    const kind = collectionNames.find((name) => name === top);
    if (!kind) {
      strayFolders.add(top);
      continue;
    }
    const { files: pattern } = collectionTable[kind];
    if (!matchesGlob(rest.join('/'), pattern))
      problems.push(
        `${content}/${file}: dit bestand leest de site niet: in ${content}/${kind}/ horen bestanden als ${content}/${kind}/${exampleOf(pattern)}; geef het die naam of map, of haal het weg`,
      );
  }
  for (const folder of strayFolders)
    problems.push(
      `${content}/${folder}/: deze map hoort bij geen soort inhoud, dus de site leest haar niet; verplaats de bestanden naar de map van hun soort, of laat een ontwikkelaar de soort "${folder}" toevoegen aan de lijst in src/schemas/index.ts (zonder die regel bestaat zij niet)`,
    );
  return problems;
}
