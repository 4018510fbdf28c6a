/**
 * Every collection's schema by collection name, each as a function of Astro's schema context (its
 * `image()` helper). src/content.config.ts hands them to Astro; the dev server's content check
 * (src/lib/schema-check.ts) and the tests validate files with the same ones.
 */
import type { z } from 'astro/zod';
import type { Collection } from '../lib/entry-ids';
import type { ImageHelper } from './fields';
import { pageSchema } from './page';
import { serviceSchema } from './service';
import { advisorSchema, contactSchema, personPageSchema, specialistSchema, teamMemberSchema } from './person';
import { articleSchema, categorySchema } from './news';
import { vacancySchema } from './vacancy';
import { footerSchema, menuSchema, slideSchema } from './navigation';
import { settingsSchema } from './settings';

/** The schema of each collection. */
export const schemas = {
  pages: pageSchema,
  services: serviceSchema,
  team: teamMemberSchema,
  advisors: advisorSchema,
  specialists: specialistSchema,
  contacts: contactSchema,
  people: () => personPageSchema,
  news: articleSchema,
  categories: () => categorySchema,
  vacancies: () => vacancySchema,
  menus: () => menuSchema,
  footer: () => footerSchema,
  slides: () => slideSchema,
  settings: () => settingsSchema,
} satisfies Record<Collection, (context: { image: ImageHelper }) => z.ZodType>;
