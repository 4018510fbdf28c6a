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

/** Markdown entries of a collection, per locale folder; the entry id is "<locale>/<name>". */
const markdown = (name: string) => glob({ base: `./content/${name}`, pattern: '*/*.md' });
/** YAML entries of a collection, per locale folder. */
const yaml = (name: string) => glob({ base: `./content/${name}`, pattern: '*/*.yaml' });

export const collections = {
  pages: defineCollection({ loader: markdown('pages'), schema: pageSchema }),
  services: defineCollection({ loader: markdown('services'), schema: serviceSchema }),
  team: defineCollection({ loader: markdown('team'), schema: teamMemberSchema }),
  advisors: defineCollection({ loader: markdown('advisors'), schema: advisorSchema }),
  specialists: defineCollection({ loader: yaml('specialists'), schema: specialistSchema }),
  contacts: defineCollection({ loader: yaml('contacts'), schema: contactSchema }),
  people: defineCollection({ loader: markdown('people'), schema: personPageSchema }),
  news: defineCollection({ loader: markdown('news'), schema: articleSchema }),
  categories: defineCollection({ loader: yaml('categories'), schema: categorySchema }),
  vacancies: defineCollection({ loader: markdown('vacancies'), schema: vacancySchema }),
  menus: defineCollection({ loader: yaml('menus'), schema: menuSchema }),
  footer: defineCollection({ loader: yaml('footer'), schema: footerSchema }),
  slides: defineCollection({ loader: yaml('slides'), schema: slideSchema }),
  settings: defineCollection({
    loader: glob({ base: './content/settings', pattern: 'site.yaml' }),
    schema: settingsSchema,
  }),
};
