/**
 * A widget whose code the CMS loads when a writer opens a form that has one of its fields, not at
 * start (docs/performance.md, "CMS"). Decap takes a widget as two React components, so it is
 * registered with two stand-ins that load the widget and then draw its own components with the
 * same props. For the Markdown editor (Slate, the Markdown and HTML converters, React's server
 * renderer), whose control Decap asks for nothing but `focus`.
 */
import type { CmsWidgetParam } from 'decap-cms-core';
import { Component, createElement, type ComponentType } from 'react';
import type { CmsCollection, CmsField } from '../lib/cms/decap-config';

/** What a stand-in passes on: everything Decap gives a control or a preview. */
type Props = Record<string, unknown> & { classNameWrapper?: string };

/** What Decap calls on a control. */
interface Focusable {
  focus?: (path?: unknown) => void;
}

/** A widget to register, and what starts loading its code before a form draws it. */
export interface LazyWidget {
  widget: CmsWidgetParam;
  preload: () => void;
}

/**
 * The widget `name` as Decap registers it, its components loaded by `load` the first time one is
 * drawn or preloaded. Its options are not checked against the widget's schema at start (the schema
 * is in its code); src/lib/cms/__tests__/decap-config.test.ts checks the configuration that sets them.
 */
export function lazyWidget(name: string, load: () => Promise<CmsWidgetParam>): LazyWidget {
  let widget: CmsWidgetParam | undefined;
  let loading: Promise<CmsWidgetParam> | undefined;
  /** One load for every field; a failed one (a dropped connection, or files gone with a newer CMS) is tried again. */
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const standIn = (part: 'controlComponent' | 'previewComponent') =>
    class LazyPart extends Component<Props, { ready: boolean; failed?: string }> {
      override state: { ready: boolean; failed?: string } = { ready: widget !== undefined };
      inner: Focusable | null = null;
      /** A focus asked for before the widget arrived, passed on when it does. */
      pendingFocus: { path?: unknown } | undefined;
      mounted = false;

      override componentDidMount() {
        this.mounted = true;
        if (this.state.ready) return;
        loaded().then(
          (parts) => {
            widget = parts;
            if (this.mounted) this.setState({ ready: true });
          },
          (error: unknown) => {
            const reason = error instanceof Error ? error.message : String(error);
            if (this.mounted)
              this.setState({ failed: `De editor kon niet worden geladen (${reason}). Laad de pagina opnieuw.` });
          },
        );
      }

      override componentWillUnmount() {
        this.mounted = false;
      }

      focus(path?: unknown) {
        if (this.inner?.focus) this.inner.focus(path);
        else this.pendingFocus = { path };
      }

      keep = (inner: Focusable | null) => {
        this.inner = inner;
        if (inner?.focus && this.pendingFocus) {
          inner.focus(this.pendingFocus.path);
          this.pendingFocus = undefined;
        }
      };

      override render() {
        const Part = widget?.[part] as ComponentType<Props & { ref?: unknown }> | undefined;
        if (this.state.ready && Part) return createElement(Part, { ...this.props, ref: this.keep });
        return createElement(
          'div',
          { className: this.props.classNameWrapper, role: 'status', 'aria-busy': !this.state.failed },
          this.state.failed ?? 'Editor laden…',
        );
      }
    };
  return {
    // Decap's types give the components' places the type of their props.
    widget: {
      name,
      controlComponent: standIn('controlComponent') as unknown as CmsWidgetParam['controlComponent'],
      previewComponent: standIn('previewComponent') as unknown as NonNullable<CmsWidgetParam['previewComponent']>,
    },
    preload: () => {
      loaded().then(
        (parts) => (widget = parts),
        // A stand-in shows the failure when its form draws it.
        () => undefined,
      );
    },
  };
}

/** Whether `fields`, or the fields within them, use the widget `name`. */
function usesWidget(fields: CmsField[] | undefined, name: string): boolean {
  return (fields ?? []).some(
    (field) =>
      field.widget === name ||
      usesWidget(field.fields, name) ||
      (field.types ?? []).some((type) => usesWidget(type.fields, name)),
  );
}

/**
 * Preloads `lazy` as soon as the address turns to the form of an entry whose collection uses the
 * widget `name` (Decap's routes #/collections/<name>/entries/… and …/new): its code then loads
 * while Decap reads the entry, instead of after.
 */
export function preloadForForms(lazy: LazyWidget, collections: CmsCollection[], target: Window = window): void {
  const name = lazy.widget.name;
  const using = new Set(
    collections
      .filter(
        (collection) =>
          usesWidget(collection.fields, name) || (collection.files ?? []).some((file) => usesWidget(file.fields, name)),
      )
      .map((collection) => collection.name),
  );
  const check = () => {
    const form = /^#\/collections\/([^/]+)\/(?:entries\/|new\b)/.exec(target.location.hash);
    if (form && using.has(decodeURIComponent(form[1] as string))) lazy.preload();
  };
  target.addEventListener('hashchange', check);
  check();
}
