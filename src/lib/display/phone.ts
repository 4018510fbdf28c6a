/** Telephone numbers as links and as text. */

/** The `tel:` URI of a number written as "+31 30 000 00 00". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

/** The number as text that never breaks across lines. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}
