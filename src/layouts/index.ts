/** Every layout of this folder by its name: the templates the route table and descriptors name. */
export const layouts: Record<string, unknown> = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: unknown }>('./*.astro', { eager: true })).map(([file, module]) => [
    file.replace(/^.*\/|\.astro$/g, ''),
    module.default,
  ]),
);
