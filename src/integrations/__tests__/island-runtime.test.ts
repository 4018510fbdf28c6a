import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { islandRuntime, moveRuntimeOut } from '../island-runtime';

const island = (client: string) =>
  `<astro-island uid="a" component-url="/_astro/Menu.js" client="${client}" opts="{}"></astro-island>`;
const page = (...islands: string[]) =>
  `<body><style>astro-island{display:contents}</style><script>(()=>{})()</script><script>${islandScript}</script>${islands.join('')}</body>`;

describe('island-runtime', () => {
  it('takes the inline runtime out of a page whose islands all hydrate with client:afterpaint', () => {
    const moved = moveRuntimeOut(page(island('afterpaint'), island('afterpaint')));
    expect(moved).toBe(
      `<body><style>astro-island{display:contents}</style><script>(()=>{})()</script>${island('afterpaint')}${island('afterpaint')}</body>`,
    );
  });

  it('keeps it when an island uses another directive, which would not fetch the runtime', () => {
    const html = page(island('afterpaint'), island('visible'));
    expect(moveRuntimeOut(html)).toBe(html);
  });

  it('leaves pages without the runtime alone, and serves Astro’s runtime under a versioned name', () => {
    expect(moveRuntimeOut('<p>Geen eilanden</p>')).toBe('<p>Geen eilanden</p>');
    expect(islandRuntime.source).toBe(islandScript);
    expect(islandRuntime.path).toMatch(/^\/_astro\/astro-island-\d+\.\d+\.\d+[\w.-]*\.js$/);
  });
});
