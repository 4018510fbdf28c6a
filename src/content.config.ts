/**
 * The content collections. Every entity is a file under content/<collection>/<locale>/; the
 * schemas live in src/schemas/, one concern per file. Files whose name starts with `_` are
 * parked: validated like every other file, but never shown, not even in a preview
 * (src/lib/content.ts). Cross-file rules (references, translation pairs,
 * landing pages that would shadow a route) are checked by src/lib/integrity.ts.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { pageSchema } from './schemas/page';
import { serviceSchema } from './schemas/service';
import { advisorSchema, contactSchema, personPageSchema, specialistSchema, teamMemberSchema } from './schemas/person';
import { articleSchema, categorySchema } from './schemas/news';
import { vacancySchema } from './schemas/vacancy';
import { footerSchema, menuSchema, slideSchema } from './schemas/navigation';
import { settingsSchema } from './schemas/settings';
import { type Collection, entryPatterns } from './lib/entry-ids';

/**
 * The entries of a collection: the files of content/<name>/ that match its pattern in
 * src/lib/entry-ids.ts (per locale folder, parked `_` files included); the entry id is "<locale>/<name>".
 */
const entries = (name: Collection) => glob({ base: `./content/${name}`, pattern: entryPatterns[name] });

export const collections = {
  pages: defineCollection({ loader: entries('pages'), schema: pageSchema }),
  services: defineCollection({ loader: entries('services'), schema: serviceSchema }),
  team: defineCollection({ loader: entries('team'), schema: teamMemberSchema }),
  advisors: defineCollection({ loader: entries('advisors'), schema: advisorSchema }),
  specialists: defineCollection({ loader: entries('specialists'), schema: specialistSchema }),
  contacts: defineCollection({ loader: entries('contacts'), schema: contactSchema }),
  people: defineCollection({ loader: entries('people'), schema: personPageSchema }),
  news: defineCollection({ loader: entries('news'), schema: articleSchema }),
  categories: defineCollection({ loader: entries('categories'), schema: categorySchema }),
  vacancies: defineCollection({ loader: entries('vacancies'), schema: vacancySchema }),
  menus: defineCollection({ loader: entries('menus'), schema: menuSchema }),
  footer: defineCollection({ loader: entries('footer'), schema: footerSchema }),
  slides: defineCollection({ loader: entries('slides'), schema: slideSchema }),
  settings: defineCollection({ loader: entries('settings'), schema: settingsSchema }),
};
