/**
 * Theme tokens: the one source of colours, breakpoints and fonts (DESIGN.md §10). The stylesheet
 * loads this file with `@config`; islands import `screens` to match the CSS breakpoints.
 */
import typography from '@tailwindcss/typography';

/** Breakpoints in px: xs below 600, sm from 600, md from 960, lg (desktop menu) from 1264, xl from 1904. */
export const screens = { sm: '600px', md: '960px', lg: '1264px', xl: '1904px' } as const;

/** Brand colours. The brand orange fails contrast on white (2.8:1): use primary-strong for text. */
export const colors = {
  /** Brand orange #ff6d01: backgrounds with dark text, large graphics, the loading bar. Never text on white. */
  primary: '#ff6d01',
  /** Darker orange for orange text and links: 5.2:1 on white. */
  'primary-strong': '#b84a00',
  /** Teal: 4.9:1 on white. */
  secondary: '#107c8d',
  /** Darker teal for hover states. */
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

export default {
  content: ['./src/**/*.{astro,ts,tsx,md}', './content/**/*.md'],
  theme: {
    screens,
    extend: {
      colors,
      fontFamily: {
        sans: ['"Open Sans Variable"', '"Open Sans"', 'system-ui', 'sans-serif'],
      },
      spacing: { drawer: '256px', topbar: '70px' },
      transitionDuration: { DEFAULT: '300ms' },
    },
  },
  plugins: [typography],
};
