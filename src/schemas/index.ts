/**
 * Every kind of content, each described once by its descriptor, in the order writers need them
 * (the CMS's menu follows it). Everything that lists kinds derives from this list; a new kind is
 * its descriptor here, its layouts and its content (docs/architecture.md, "Kinds of content").
 */
import type { Kind } from './kind.ts';
import { pages } from './page.ts';
import { services } from './service.ts';
import { advisors, contacts, people, specialists, team } from './person.ts';
import { categories, news } from './news.ts';
import { vacancies } from './vacancy.ts';
import { footer, menus, slides } from './navigation.ts';
import { settings } from './settings.ts';

export const kinds = [
  news,
  pages,
  services,
  team,
  people,
  advisors,
  specialists,
  contacts,
  vacancies,
  categories,
  slides,
  menus,
  footer,
  settings,
] as const satisfies readonly Kind[];

type Kinds = (typeof kinds)[number];

/** A kind's name, which is also its collection's. */
export type Collection = Kinds['name'];

export const collectionTable = Object.fromEntries(kinds.map((kind) => [kind.name, kind])) as {
  [K in Kinds as K['name']]: K;
};

/** Every kind's name, in the order of `kinds`. */
export const collectionNames: Collection[] = kinds.map((kind) => kind.name);

/** The descriptor of a kind, as the code that treats every kind alike reads it. */
export function kindOf(name: string): Kind {
  const kind: Kind | undefined = (collectionTable as Record<string, Kind>)[name];
  if (!kind) throw new Error(`There is no kind of content "${name}": src/schemas/index.ts lists them all`);
  return kind;
}

/** The schema of each kind (the CMS and the dev server's schema check validate with these). */
export const schemas = Object.fromEntries(kinds.map((kind) => [kind.name, kind.schema])) as {
  [K in Kinds as K['name']]: K['schema'];
};
