/**
 * Writes the redirects of moved pages for both delivery paths: `_redirects` (Netlify, Cloudflare
 * Pages, `npm run preview`) and `dist-nginx/redirects.conf`, which the nginx server block includes.
 */
import type { AstroIntegration } from 'astro';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PageRecord, pageRedirects } from '../lib/delivery/redirects.ts';
import { type Redirect, nginxRedirects, redirectsFile } from '../lib/delivery/redirects-file.ts';
import type { BuildIndex } from './build-index.ts';
import { nginxFolder } from './page-headers.ts';

/** The nginx include's file in the folder of nginx's includes (`nginxFolder`). */
export const nginxRedirectsFile = 'redirects.conf';

function isBuilt(out: string, path: string): boolean {
  const base = join(out, path);
  return path === '/'
    ? existsSync(join(out, 'index.html'))
    : existsSync(`${base}.html`) || existsSync(join(base, 'index.html'));
}

/** The redirects of the page files `pages`, built into `out`. */
export function movedPages(pages: PageRecord[], out: string): Redirect[] {
  return pageRedirects(pages, (path) => isBuilt(out, path));
}

export default function redirects({ index }: { index: () => BuildIndex }): AstroIntegration {
  return {
    name: 'helderwijs:redirects',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const moved = movedPages(index().pages, out);
        writeFileSync(join(out, '_redirects'), redirectsFile(moved));
        const nginx = nginxFolder(out);
        mkdirSync(nginx, { recursive: true });
        writeFileSync(join(nginx, nginxRedirectsFile), nginxRedirects(moved));
        logger.info(
          `${moved.length} former addresses of moved pages written to _redirects and ${relative(process.cwd(), join(nginx, nginxRedirectsFile))}`,
        );
      },
    },
  };
}
