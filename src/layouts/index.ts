/**
 * Every layout of this folder by its name (`ServicePage` for ServicePage.astro): the templates the
 * route table and the kinds' descriptors name, which src/pages/[...path].astro renders.
 */
export const layouts: Record<string, unknown> = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: unknown }>('./*.astro', { eager: true })).map(([file, module]) => [
    file.replace(/^.*\/|\.astro$/g, ''),
    module.default,
  ]),
);
