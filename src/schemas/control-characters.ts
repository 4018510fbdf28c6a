/** Control characters in a writer's text, found and explained (the schemas' texts, src/lib/checks/markdown-check.node.ts). */

/**
 * The first control character of a text that is not a tab or a line break (C0, DEL and C1): none
 * of them shows, and the news feeds would not be well-formed XML with one (feed readers then drop
 * the whole feed). They come with text pasted from other programs.
 */
export function controlCharacter(value: string): { index: number; code: string } | undefined {
  // Finding control characters is what this expression is for.
  // eslint-disable-next-line no-control-regex
  const found = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.exec(value);
  if (!found) return undefined;
  return {
    index: found.index,
    code: `U+${(found[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
  };
}

/** The fix for a control character at `index` of `value`, with the words before it to find it by. */
export function controlCharacterFix(value: string, found: { index: number; code: string }): string {
  const before = value.slice(Math.max(0, found.index - 30), found.index).trimStart();
  const where = before ? ` na "${before}"` : ' aan het begin';
  return `bevat een onzichtbaar stuurteken (${found.code})${where}; haal het weg: typ de woorden eromheen opnieuw (het komt mee bij kopiëren en plakken uit een ander programma)`;
}
