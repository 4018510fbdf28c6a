// @ts-check
import { defineConfig, envField } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

/** The public address of the site; previews set their own. */
const site = process.env.SITE_URL ?? 'https://www.helderwijs.example';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'file' },
  compressHTML: true,
  prefetch: { prefetchAll: true, defaultStrategy: 'hover' },
  integrations: [
    mdx(),
    react(),
    sitemap({
      i18n: { defaultLocale: 'nl', locales: { nl: 'nl-NL', en: 'en-GB' } },
      filter: (page) => !page.endsWith('/404') && !page.includes('/404'),
    }),
  ],
  env: {
    schema: {
      /** Marks a preview deploy: a banner on every page and `noindex`. */
      PREVIEW: envField.boolean({ context: 'server', access: 'public', default: false }),
      /** Where the newsletter form posts (the provider's signup URL); without it the page offers an e-mail link. */
      NEWSLETTER_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
    },
  },
  vite: { plugins: [tailwindcss()] },
});
