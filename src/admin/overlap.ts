/**
 * The Dutch refusal of a save or publish that overlaps what a colleague published meanwhile: the
 * same words on both backends, the local one (scripts/local-cms-copy.ts) and GitHub
 * (src/admin/github-update.ts, src/admin/github-publish.ts). Without imports, so Node runs it from
 * scripts/ as it is and the CMS's bundle takes it too.
 */

/**
 * The refusal of a save or publish (`what`) that changes lines `main` changed since the change
 * left it, naming the files when known: nothing was changed, and the way out is to take the
 * published text over and save again.
 */
export function overlapProblem(files: string[], what: 'save' | 'publish'): string {
  const named = files.length > 0 ? ` (${files.join(', ')})` : '';
  const done = what === 'save' ? 'Niet opgeslagen' : 'Niet gepubliceerd';
  return (
    `${done}: een collega heeft intussen dezelfde regels gepubliceerd${named}. Er is niets veranderd. ` +
    'Open "Bekijk op de website" of de bestanden op main, neem de gepubliceerde tekst over in uw wijziging ' +
    '(houd wat u zelf wilde veranderen) en klik op Opslaan; daarna kunt u publiceren. Lukt dat niet, vraag dan een ontwikkelaar om hulp.'
  );
}
