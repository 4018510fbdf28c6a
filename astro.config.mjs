// @ts-check
import { defineConfig, envField } from 'astro/config';
import { unified } from '@astrojs/markdown-remark';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import AstroPWA from '@vite-pwa/astro';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import helderwijs from './src/integrations/index.ts';
import { sanitizeMarkdown } from './src/lib/display/markdown-sanitizer.ts';
import { defaultLocale, htmlLang, locales } from './src/i18n/locales.ts';
import { builtFileOf, homeOf, offlinePath } from './src/i18n/routes.ts';

/** The public address of the site; previews set their own. */
const site = process.env.SITE_URL ?? 'https://www.helderwijs.example';

/** Build-time settings (the same variables astro:env validates), read here for the security policy. */
const env = { ...loadEnv('production', process.cwd(), ''), ...process.env };
/**
 * The writers' folder (CONTENT_DIR, src/lib/source/content-dir.node.ts), relative to the project or absolute;
 * set from .env too, so the collections, the checks and the scripts all read the same folder.
 */
if (env.CONTENT_DIR) process.env.CONTENT_DIR = env.CONTENT_DIR;
/**
 * A preview deploy (PREVIEW=true): a banner, drafts shown, nothing indexed, no sitemap. Set from
 * .env too, for the content loader (src/content.config.ts), which allows placeholder text then.
 */
const preview = env.PREVIEW === 'true';
if (env.PREVIEW) process.env.PREVIEW = env.PREVIEW;
const origin = (/** @type {string | undefined} */ url) => (url ? new URL(url.replace(/[{}]/g, '')).origin : undefined);
const analyticsOn = Boolean(env.ANALYTICS_ID) && env.ANALYTICS_DEBUG !== 'true';
const analyticsOrigins = analyticsOn
  ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
  : [];
const newsletterOrigin = origin(env.NEWSLETTER_URL);

/**
 * The origin of the CMS login (scripts/oauth, at /auth there). Decap compares the login popup's
 * origin with it, so anything but an origin would leave the login hanging: refused here.
 */
const cmsAuthOrigin = (/** @type {string} */ value) => {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, ''))
    throw new Error(
      `CMS_AUTH_URL is "${value}": write the origin of the CMS login only, such as https://www.helderwijs.example (deploy/README.md, "CMS login")`,
    );
  return url.origin;
};

/** Where the hosted CMS at /admin commits (GitHub owner/name and branch) and the OAuth proxy writers log in through. */
const cmsBackend = {
  repo: env.CMS_REPO ?? 'helderwijs/website',
  branch: env.CMS_BRANCH ?? 'main',
  ...(env.CMS_AUTH_URL ? { authBaseUrl: cmsAuthOrigin(env.CMS_AUTH_URL) } : {}),
  siteUrl: site,
};

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  // Pages without trailing slash; the CSS (6 KB brotli) goes inline, saving a round trip before
  // first paint; four pages render at a time (a third faster with thousands of articles).
  build: { format: 'file', inlineStylesheets: 'always', concurrency: 4 },
  compressHTML: true,
  // Body texts become HTML through src/lib/display/markdown.ts, in the components that show them
  // (and in the CMS's preview), not through Astro's Markdown. Should Astro ever render Markdown of
  // its own, it goes through the same sanitizer. No syntax highlighting: its colours are style
  // attributes, which the page's policy and the sanitizer refuse; a code block is plain <pre><code>.
  markdown: { processor: unified({ rehypePlugins: sanitizeMarkdown }), syntaxHighlight: false },
  // The content security policy of every page, with hashes of Astro's own inline scripts and
  // styles (no 'unsafe-inline', no 'unsafe-eval'); public/_headers adds frame-ancestors & co.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data:${analyticsOrigins.map((source) => ` ${source}`).join('')}`,
        "font-src 'self'",
        `connect-src 'self'${analyticsOrigins.map((source) => ` ${source}`).join('')}`,
        "manifest-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        `form-action 'self'${newsletterOrigin ? ` ${newsletterOrigin}` : ''}`,
      ],
      // The analytics script by its path only (src/browser/analytics.ts): not the whole origin, which
      // would also run any other container (gtm.js?id=GTM-…) that an injected tag asked for.
      scriptDirective: { resources: ["'self'", ...(analyticsOn ? ['https://www.googletagmanager.com/gtag/js'] : [])] },
      styleDirective: { resources: ["'self'"] },
    },
  },
  integrations: [
    react(),
    AstroPWA({
      strategies: 'injectManifest',
      srcDir: 'src/browser',
      filename: 'sw.ts',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'Helderwijs Accountants',
        short_name: 'Helderwijs',
        description: 'Accountants die alleen controleren, met maatschappelijke impact.',
        lang: htmlLang[defaultLocale],
        start_url: homeOf(defaultLocale),
        scope: homeOf(defaultLocale),
        display: 'standalone',
        theme_color: '#ff6d01',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // Only what offline use needs before the visitor has seen anything: the offline page of
        // each locale. Scripts, styles, fonts, pictures and pages are cached as pages use them
        // (src/browser/sw.ts), so a first visit downloads nothing it did not ask for.
        globPatterns: locales.map((locale) => builtFileOf(offlinePath(locale)).slice(1)),
        // Minified (Astro's own Vite build does not minify it); the production build leaves out
        // Workbox's development messages.
        minify: true,
        maximumFileSizeToCacheInBytes: 256 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // The project's own build, which orders its parts itself (src/integrations/index.ts).
    helderwijs({
      preview,
      cms: cmsBackend,
      productionManifest: env.PRODUCTION_MANIFEST || undefined,
      productionPages: env.PRODUCTION_PAGES || undefined,
      commit: env.PREVIEW_COMMIT,
      base: env.PREVIEW_BASE || undefined,
      reportUrl: env.CSP_REPORT_URL || undefined,
    }),
  ],
  env: {
    schema: {
      /** Marks a preview deploy: a banner on every page and `noindex`. */
      PREVIEW: envField.boolean({ context: 'server', access: 'public', default: false }),
      /** A preview's pull request number, branch and commit, for its banner (netlify.toml sets them). */
      PREVIEW_PR: envField.string({ context: 'server', access: 'public', optional: true }),
      PREVIEW_BRANCH: envField.string({ context: 'server', access: 'public', optional: true }),
      PREVIEW_COMMIT: envField.string({ context: 'server', access: 'public', optional: true }),
      /** The live site, which a preview's banner links to. */
      PRODUCTION_URL: envField.string({
        context: 'server',
        access: 'public',
        url: true,
        default: 'https://www.helderwijs.example',
      }),
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
  vite: {
    plugins: [tailwindcss()],
    // The writers' folder, for the pictures of body texts (src/lib/content/build-side.node.ts).
    resolve: { alias: { '@content': resolve(env.CONTENT_DIR || 'content') } },
    // Astro inlines a page script that imports nothing when it is smaller than this; the layout's
    // (consent, loading bar, chunk-reload guard, service worker, online status) is about 9 KB.
    build: { assetsInlineLimit: 12 * 1024 },
  },
});
