/**
 * The map's attribution (MAP_ATTRIBUTION), which Leaflet shows as HTML. It comes from
 * configuration, so it is held to what an attribution needs: text, character references such as
 * `&copy;`, and links to https:// addresses. Anything else stops the build with the fix.
 */

/** One allowed piece: a character reference, a link's opening or closing tag, or text without markup. */
const piece = /&(?:[a-z]+|#\d+|#x[\da-f]+);|<a href="https:\/\/[^"<>\s]+">|<\/a>|[^<>&]+/giy;

/** The attribution when it is safe, else an error that says what is wrong. */
export function checkedAttribution(html: string): string {
  piece.lastIndex = 0;
  while (piece.lastIndex < html.length) {
    const at = piece.lastIndex;
    if (!piece.exec(html)) {
      throw new Error(
        `MAP_ATTRIBUTION may hold only text, character references such as &copy; and links written as <a href="https://…">…</a>; it has ${JSON.stringify(html.slice(at, at + 40))} at position ${at}`,
      );
    }
  }
  return html;
}
