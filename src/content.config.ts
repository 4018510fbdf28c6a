/**
 * The content collections. Every entity is a file under content/<collection>/<locale>/ (or the folder CONTENT_DIR names); the
 * schemas live in src/schemas/, one concern per file. Files whose name starts with `_` are
 * parked: validated like every other file, but never shown, not even in a preview
 * (src/lib/content.ts). Cross-file rules (references, translation pairs,
 * landing pages that would shadow a route) are checked by src/lib/integrity.ts.
 */
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { schemas } from './schemas';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentDir } from './lib/content-dir';
import { type Collection, entryPatterns } from './lib/entry-ids';

/**
 * The entries of a collection: the files of <content folder>/<name>/ (CONTENT_DIR,
 * src/lib/content-dir.ts) that match its pattern in src/lib/entry-ids.ts (per locale folder,
 * parked `_` files included); the entry id is "<locale>/<name>".
 *
 * Astro's glob loader keeps the stored entry of a file whose text did not change, with the path
 * it was read from. After a build of another content folder (the build tests build copies), an
 * entry would keep a path in that folder, and its pictures would be looked up there. So the
 * loader remembers the folder (the loader API's meta store) and starts the collection afresh when
 * it changes.
 */
function entries(name: Collection): Loader {
  const folder = join(contentDir(), name);
  const loader = glob({ base: pathToFileURL(folder), pattern: entryPatterns[name] });
  return {
    ...loader,
    load: async (context) => {
      if (context.meta.get('folder') !== folder) {
        context.store.clear();
        context.meta.set('folder', folder);
      }
      await loader.load(context);
    },
  };
}

export const collections = {
  pages: defineCollection({ loader: entries('pages'), schema: schemas.pages }),
  services: defineCollection({ loader: entries('services'), schema: schemas.services }),
  team: defineCollection({ loader: entries('team'), schema: schemas.team }),
  advisors: defineCollection({ loader: entries('advisors'), schema: schemas.advisors }),
  specialists: defineCollection({ loader: entries('specialists'), schema: schemas.specialists }),
  contacts: defineCollection({ loader: entries('contacts'), schema: schemas.contacts }),
  people: defineCollection({ loader: entries('people'), schema: schemas.people }),
  news: defineCollection({ loader: entries('news'), schema: schemas.news }),
  categories: defineCollection({ loader: entries('categories'), schema: schemas.categories }),
  vacancies: defineCollection({ loader: entries('vacancies'), schema: schemas.vacancies }),
  menus: defineCollection({ loader: entries('menus'), schema: schemas.menus }),
  footer: defineCollection({ loader: entries('footer'), schema: schemas.footer }),
  slides: defineCollection({ loader: entries('slides'), schema: schemas.slides }),
  settings: defineCollection({ loader: entries('settings'), schema: schemas.settings }),
};
