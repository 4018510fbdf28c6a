/**
 * The CMS at /admin: Decap CMS with the project's own React, the Dutch interface and the
 * configuration of src/lib/cms-config.ts (no config.yml to fetch). Bundled on its own by
 * src/integrations/cms.ts, never part of the site's pages.
 */
import CMS from 'decap-cms-app';
import { nl } from 'decap-cms-locales';
import { cmsConfig, type CmsBackendOptions } from '../lib/cms-config';

/** Set at bundle time from the CMS_* environment variables (see astro.config.mjs). */
declare const __CMS_BACKEND__: CmsBackendOptions;

type InitOptions = NonNullable<Parameters<typeof CMS.init>[0]>;
type Phrases = Parameters<typeof CMS.registerLocale>[1];

CMS.registerLocale('nl', nl as Phrases);
// Decap's types describe every option of every widget; ours is the subset this site uses.
CMS.init({ config: cmsConfig(__CMS_BACKEND__) as unknown as InitOptions['config'] });
