/**
 * The Tailwind theme (docs/architecture.md, "Pages and layouts"), loaded by src/styles/global.css with `@config`. Colours and
 * breakpoints come from src/styles/tokens.ts, which islands import too.
 */
import { colors, screens } from './src/styles/tokens';

export { colors, screens };

export default {
  content: ['./src/**/*.{astro,ts,tsx,md}', './content/**/*.md'],
  theme: {
    screens,
    extend: {
      colors,
      fontFamily: {
        sans: ['"Open Sans Variable"', '"Open Sans Fallback"', 'system-ui', 'sans-serif'],
      },
      spacing: { drawer: '256px', topbar: '70px' },
      transitionDuration: { DEFAULT: '300ms' },
    },
  },
  plugins: [],
};
