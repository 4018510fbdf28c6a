// @ts-check
import { defineConfig, envField } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync } from 'node:fs';
import { translationPairs } from './src/i18n/routes.ts';

/** The public address of the site; previews set their own. */
const site = process.env.SITE_URL ?? 'https://www.helderwijs.example';

/** Person landing pages that exist in both locales (content/people/<locale>/<name>.md). */
/** @param {string} locale */
const people = (locale) =>
  readdirSync(`content/people/${locale}`)
    .filter((file) => /^[^_].*\.md$/.test(file))
    .map((file) => file.slice(0, -3));
const bilingualPeople = people('nl').filter((name) => people('en').includes(name));

/** Sitemap alternates from the translation graph: each translated page lists both versions and x-default. */
const alternates = new Map();
for (const pair of translationPairs(bilingualPeople)) {
  const links = [
    { lang: 'nl', url: new URL(pair.nl, site).href },
    { lang: 'en', url: new URL(pair.en, site).href },
    { lang: 'x-default', url: new URL(pair.nl, site).href },
  ];
  alternates.set(pair.nl, links);
  alternates.set(pair.en, links);
}

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
      filter: (page) => !/\/404\/?$/.test(new URL(page).pathname),
      serialize(item) {
        const path = new URL(item.url).pathname.replace(/(.)\/$/, '$1');
        const links = alternates.get(path);
        return links ? { ...item, links } : item;
      },
    }),
  ],
  env: {
    schema: {
      /** Marks a preview deploy: a banner on every page and `noindex`. */
      PREVIEW: envField.boolean({ context: 'server', access: 'public', default: false }),
      /** Where the newsletter form posts (the provider's signup URL); without it the page offers an e-mail link. */
      NEWSLETTER_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
      /** Google Analytics 4 measurement id (G-…); without it nothing is measured. */
      ANALYTICS_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      /** Analytics debug mode: nothing loads. Defaults to on outside production builds. */
      ANALYTICS_DEBUG: envField.boolean({ context: 'client', access: 'public', optional: true }),
      /** Tile server of the contact map, with {z}/{x}/{y}. */
      MAP_TILE_URL: envField.string({
        context: 'client',
        access: 'public',
        default: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      }),
      /** Attribution the tile server requires (HTML). */
      MAP_ATTRIBUTION: envField.string({
        context: 'client',
        access: 'public',
        default: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      }),
      /** Base URL of the islands' HTTP helper; the page's origin when empty. */
      PUBLIC_HTTP_BASE_URL: envField.string({ context: 'client', access: 'public', optional: true }),
    },
  },
  vite: { plugins: [tailwindcss()] },
});
