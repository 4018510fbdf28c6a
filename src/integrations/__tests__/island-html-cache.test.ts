import type { SSRResult } from 'astro';
import { describe, expect, it } from 'vitest';
import { cacheCheck, cacheIslandHtml, entriesPerComponent, islandKey } from '../island-html-cache';

/** A stand-in for React's renderer that counts its calls and numbers its prefixes per page, as React's does. */
function fakeRenderer() {
  const calls: string[] = [];
  const counters = new WeakMap<object, number>();
  const render = async function (
    this: { result?: SSRResult } | undefined,
    Component: unknown,
    props: Record<string, unknown>,
  ) {
    const result: object = this?.result ?? counters;
    const count = counters.get(result) ?? 0;
    counters.set(result, count + 1);
    const name = (Component as { name: string }).name;
    calls.push(name);
    return { html: `<p id="${name}-r${count}">${JSON.stringify(props)}</p>`, attrs: { prefix: `r${count}` } };
  };
  return { calls, render };
}

const page = () => ({ result: {} as SSRResult });
function Menu() {}
function Banner() {}

describe('island-html-cache', () => {
  it('renders an island once for the same component, props and place, and keeps its HTML and prefix together', async () => {
    const { calls, render } = fakeRenderer();
    const cached = cacheIslandHtml(render);
    const first = page();
    const a = await cached.call(first, Menu, { label: 'Hoofdmenu' }, {}, undefined);
    const b = await cached.call(first, Banner, { open: false }, {}, undefined);
    const second = page();
    const c = await cached.call(second, Menu, { label: 'Hoofdmenu' }, {}, undefined);
    const d = await cached.call(second, Banner, { open: false }, {}, undefined);
    expect(calls).toEqual(['Menu', 'Banner']);
    expect(c).toEqual(a);
    expect(d).toEqual(b);
    expect(d.html).toContain(`id="Banner-${d.attrs?.['prefix']}"`);
  });

  it('renders again when the props, the component or the place differ', async () => {
    const { calls, render } = fakeRenderer();
    const cached = cacheIslandHtml(render);
    await cached.call(page(), Menu, { label: 'Hoofdmenu' }, {}, undefined);
    await cached.call(page(), Menu, { label: 'Main menu' }, {}, undefined);
    await cached.call(page(), Banner, { label: 'Hoofdmenu' }, {}, undefined);
    const later = page();
    await cached.call(later, Banner, { open: false }, {}, undefined);
    await cached.call(later, Menu, { label: 'Hoofdmenu' }, {}, undefined);
    expect(calls).toEqual(['Menu', 'Menu', 'Banner', 'Banner', 'Menu']);
  });

  it('does not cache islands with slotted children, without a page, or past its limit', async () => {
    const { calls, render } = fakeRenderer();
    const cached = cacheIslandHtml(render);
    for (let index = 0; index < 2; index += 1) {
      await cached.call(page(), Menu, {}, { default: '<b>kind</b>' }, undefined);
      await cached.call(undefined, Banner, {}, {}, undefined);
    }
    expect(calls).toEqual(['Menu', 'Banner', 'Menu', 'Banner']);

    calls.length = 0;
    for (let index = 0; index <= entriesPerComponent; index += 1)
      await cached.call(page(), Menu, { index }, {}, undefined);
    await cached.call(page(), Menu, { index: entriesPerComponent }, {}, undefined);
    await cached.call(page(), Menu, { index: 0 }, {}, undefined);
    expect(calls).toHaveLength(entriesPerComponent + 2);
  });

  it('keys on the place and the props, and gives up on props that are not JSON', () => {
    expect(islandKey(1, { a: 1 }, {})).not.toBe(islandKey(2, { a: 1 }, {}));
    expect(islandKey(1, { a: 1 }, { default: undefined })).toBe(islandKey(1, { a: 1 }, {}));
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(islandKey(0, cyclic, {})).toBeUndefined();
  });

  it("asks whether a component is React's once per component", async () => {
    const asked: unknown[] = [];
    const check = cacheCheck(async function (Component) {
      asked.push(Component);
      return Component === Menu;
    });
    const answers = [];
    for (const Component of [Menu, Banner, Menu, Banner])
      answers.push(await check.call(page(), Component, {}, {}, undefined));
    expect(answers).toEqual([true, false, true, false]);
    expect(asked).toEqual([Menu, Banner]);
  });
});
