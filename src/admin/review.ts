/**
 * Nothing a writer does in the CMS reaches the published branch without review
 * (docs/architecture.md, "The CMS"): the messages for the actions with which Decap would commit
 * straight to main, which the backends refuse, each saying which reviewed way leads to the same
 * end; and free names for uploads, so Decap never asks to replace a file.
 */
import { slugOf } from '../lib/content/slug';

/** Why the CMS does not delete a file: what it would break, and the reviewed way instead. */
export function deletionRefused(paths: string[], usedBy: string[]): string {
  const pictures = paths.filter((path) => /(^|\/)content\/images\//.test(path) || /^images\//.test(path));
  if (pictures.length === 0)
    return 'De CMS verwijdert geen items: dat zou zonder beoordeling live gaan. Haal het item offline met de schakelaar Concept en publiceer dat voorstel; wilt u het bestand echt weg, vraag het dan aan in een pull request op GitHub (zie de handleiding, "Iets weghalen").';
  const names = pictures.map((path) => path.replace(/^\/+/, '')).join(', ');
  const use =
    usedBy.length > 0
      ? ` Zij wordt gebruikt in ${usedBy.join(', ')}: kies daar eerst een andere afbeelding, in een voorstel.`
      : ' Een afbeelding die geen item gebruikt, staat niet op de site.';
  return `De CMS verwijdert geen afbeeldingen (${names}): dat zou zonder beoordeling live gaan.${use} Wilt u het bestand echt weg, vraag het dan aan in een pull request op GitHub (zie de handleiding, "Iets weghalen").`;
}

/** Why an upload from the "Media" screen is refused, and where to upload instead. */
export const uploadOutsideEntry =
  'Een afbeelding uploaden kan alleen vanuit het item waarin u haar gebruikt: open het item, klik bij Afbeelding op Kies een afbeelding en dan op Nieuwe uploaden. Zo gaat zij mee in het voorstel en komt zij pas na beoordeling en Publiceer op de site.';

/** What GitHub answered when it refused to merge, as far as the message needs it. */
export interface MergeRefusal {
  /** HTTP status: 405 (not mergeable, for example a required review missing), 409 (head changed), 422. */
  status?: number;
  /** GitHub's own (English) reason. */
  message?: string;
  /** The pull request's address on GitHub. */
  pullRequest: string;
}

/** The Dutch message for a merge GitHub refused: who must approve, and where. */
export function mergeRefused(refusal: MergeRefusal): string {
  const reason = refusal.message ? ` (GitHub: "${refusal.message}")` : '';
  if (refusal.status === 409)
    return `Publiceren lukt nog niet: het voorstel is intussen veranderd${reason}. Laad de pagina opnieuw en klik nog eens op Publiceer.`;
  return `GitHub weigert te publiceren${reason}. Een wijziging gaat pas live als een collega met schrijfrechten (niet uzelf) haar heeft goedgekeurd en de controle van de website (CI) geslaagd is. Vraag de beoordelaar om de pull request goed te keuren: ${refusal.pullRequest} → "Files changed" → "Review changes" → "Approve". Klik daarna opnieuw op Publiceer.`;
}

/**
 * The name Decap will store an upload under, as its media library makes it (lower case, no
 * accents or spaces), ours from the start so the two agree.
 */
export function uploadName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const name = slugOf(base) || 'afbeelding';
  return extension ? `${name}.${extension}` : name;
}

/** `name` (already an upload name), or with -2, -3, … when `taken` has it (compared in lower case). */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  for (let number = 2; ; number++) {
    const candidate = `${base}-${number}${extension}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
