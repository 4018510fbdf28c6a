/**
 * Theme tokens: colours and breakpoints. tailwind.config.ts builds the theme from them, and islands
 * import them from here (importing the Tailwind config would ship its plugins).
 */

/**
 * Breakpoints: sm 600px, md 960px, lg 1264px (the desktop menu), xl 1904px at the default text size.
 * In rem, so a visitor who enlarges text gets the layout for that text: at 200 % the desktop menu,
 * which would no longer fit, gives way to the drawer (WCAG 1.4.4).
 */
export const screens = { sm: '37.5rem', md: '60rem', lg: '79rem', xl: '119rem' } as const;

/** Brand colours. The brand orange fails contrast on white (2.8:1): use primary-strong for text. */
export const colors = {
  /** Brand orange #ff6d01: backgrounds with dark text, large graphics, the loading bar. Never text on white. */
  primary: '#ff6d01',
  /** Darker orange for orange text and links: 5.2:1 on white. */
  'primary-strong': '#b84a00',
  /** Teal: 4.9:1 on white. */
  secondary: '#107c8d',
  /** Darker teal for links and hover states: 7:1 on white. */
  'secondary-strong': '#0b5c69',
  /** Body text grey: 7.8:1 on white. */
  text: '#525252',
  /** Headings. */
  ink: '#1f2933',
  /** Pale blue for subtle backgrounds. */
  accent: '#eaf4f8',
  /** Dark red for errors and the failed loading bar: 7.1:1 on white. */
  error: '#b00020',
} as const;
