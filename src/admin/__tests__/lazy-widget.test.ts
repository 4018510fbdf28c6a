// @vitest-environment happy-dom
import type { CmsWidgetParam } from 'decap-cms-core';
import { Component, createElement, type ComponentType } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import type { CmsCollection } from '../../lib/cms/decap-config';
import { lazyWidget, preloadForForms } from '../lazy-widget';

// React's act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the drawn editors were asked to focus. */
const focused: unknown[] = [];

/** A control as Decap's Markdown control is: a class with `focus`, drawing its value. */
class Editor extends Component<{ value: string }> {
  focus(path?: unknown) {
    focused.push(path ?? 'whole');
  }
  override render() {
    return createElement('p', null, `editor: ${this.props.value}`);
  }
}
const widget: CmsWidgetParam = {
  name: 'markdown',
  controlComponent: Editor as unknown as CmsWidgetParam['controlComponent'],
};

/** Draws a stand-in into a fresh element, with a ref as Decap's Widget keeps one. */
async function draw(part: unknown, props: Record<string, unknown>) {
  const element = document.createElement('div');
  const root = createRoot(element);
  const ref: { current: { focus(path?: unknown): void } | null } = { current: null };
  const Part = part as ComponentType<Record<string, unknown> & { ref?: unknown }>;
  await act(async () => root.render(createElement(Part, { ...props, ref })));
  return { element, ref, root };
}

describe('a widget loaded when its form needs it', () => {
  it('draws a placeholder, then the widget with the same props, and passes a focus on', async () => {
    let resolve: (parts: CmsWidgetParam) => void = () => undefined;
    const load = vi.fn(() => new Promise<CmsWidgetParam>((done) => (resolve = done)));
    const lazy = lazyWidget('markdown', load);
    const { element, ref } = await draw(lazy.widget.controlComponent, { value: 'Hallo', classNameWrapper: 'veld' });
    expect(element.textContent).toBe('Editor laden…');
    expect(element.querySelector('.veld')?.getAttribute('aria-busy')).toBe('true');
    // Decap focuses the first field in error, which may be the editor while it loads.
    ref.current?.focus('body');
    expect(focused).toEqual([]);
    await act(async () => {
      resolve(widget);
      await Promise.resolve();
    });
    expect(element.textContent).toBe('editor: Hallo');
    expect(focused).toEqual(['body']);
    ref.current?.focus();
    expect(focused).toEqual(['body', 'whole']);
    // A second form draws the widget at once, without loading it again.
    const second = await draw(lazy.widget.controlComponent, { value: 'Tweede' });
    expect(second.element.textContent).toBe('editor: Tweede');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says in Dutch when the widget cannot load, and tries again for the next form', async () => {
    const load = vi
      .fn<() => Promise<CmsWidgetParam>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(widget);
    const lazy = lazyWidget('markdown', load);
    const { element } = await draw(lazy.widget.controlComponent, { value: 'Hallo' });
    expect(element.textContent).toBe(
      'De editor kon niet worden geladen (Failed to fetch dynamically imported module). Laad de pagina opnieuw.',
    );
    const again = await draw(lazy.widget.controlComponent, { value: 'Hallo' });
    expect(again.element.textContent).toBe('editor: Hallo');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloading for a form', () => {
  const collections = [
    { name: 'pages', fields: [{ name: 'body', widget: 'markdown' }] },
    { name: 'team', fields: [{ name: 'bio', widget: 'object', fields: [{ name: 'text', widget: 'markdown' }] }] },
    { name: 'menus', files: [{ name: 'main', label: 'Menu', file: 'x.yaml', fields: [{ name: 'label' }] }] },
  ] as unknown as CmsCollection[];

  it('loads the widget when the address turns to an entry or a new entry of a collection that uses it', () => {
    const load = vi.fn(() => Promise.resolve(widget));
    const lazy = lazyWidget('markdown', load);
    window.location.hash = '#/workflow';
    preloadForForms(lazy, collections, window);
    expect(load).not.toHaveBeenCalled();
    for (const hash of ['#/collections/menus/entries/main', '#/collections/pages']) {
      window.location.hash = hash;
      window.dispatchEvent(new Event('hashchange'));
    }
    expect(load).not.toHaveBeenCalled();
    window.location.hash = '#/collections/team/entries/anna-de-vries';
    window.dispatchEvent(new Event('hashchange'));
    expect(load).toHaveBeenCalledTimes(1);
    window.location.hash = '#/collections/pages/new';
    window.dispatchEvent(new Event('hashchange'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads it at once when the CMS opens on such a form', () => {
    const load = vi.fn(() => Promise.resolve(widget));
    window.location.hash = '#/collections/pages/new';
    preloadForForms(lazyWidget('markdown', load), collections, window);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
