/** Types for the Decap packages that ship none: the locales, the image editor component, two backends, the widgets. */
declare module 'decap-cms-locales' {
  /** The Dutch phrases of the Decap interface. */
  export const nl: Record<string, unknown>;
}

/** The package's ES module build (its `module` field), which tests can load without a browser. */
declare module 'decap-cms-locales/dist/esm/index.js' {
  export const en: Record<string, unknown>;
  export const nl: Record<string, unknown>;
}

/** Decap's own image component for the Markdown editor, whose pattern and conversions src/admin/main.ts reuses. */
declare module 'decap-cms-editor-component-image' {
  const image: import('decap-cms-core').BlockEditorComponentOptions;
  export default image;
}

/** What Decap's two backends have that src/admin/backends.ts extends, and src/admin/repository.ts reads with. */
type DecapRepositoryReader = import('./repository').RepositoryReader;
declare class DecapBackend implements DecapRepositoryReader {
  constructor(config: unknown, options?: unknown);
  /** A file of the published branch: its text (GitHub: empty when it is not there). */
  getEntry(path: string): Promise<{ file: { path: string }; data: string }>;
  persistEntry(entry: import('./formats').SavedFiles, options: unknown): Promise<unknown>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  persistMedia(file: unknown, options: unknown): Promise<unknown>;
  getMedia(folder?: string): Promise<Array<{ name: string; path: string }>>;
  entriesByFolder: DecapRepositoryReader['entriesByFolder'];
  unpublishedEntries(): ReturnType<DecapRepositoryReader['unpublishedEntries']>;
  unpublishedEntry(
    ...args: Parameters<DecapRepositoryReader['unpublishedEntry']>
  ): ReturnType<DecapRepositoryReader['unpublishedEntry']>;
  unpublishedEntryDataFile(
    ...args: Parameters<DecapRepositoryReader['unpublishedEntryDataFile']>
  ): ReturnType<DecapRepositoryReader['unpublishedEntryDataFile']>;
}

/** Decap's GitHub backend: the part src/admin/backends.ts extends. */
declare module 'decap-cms-backend-github' {
  export class GitHubBackend extends DecapBackend {
    /** Decap's GitHub API client, made at login. */
    protected api: unknown;
    publishUnpublishedEntry(collection: string, slug: string): Promise<unknown>;
  }
}

/** Decap's backend for decap-server: the part src/admin/backends.ts extends. */
declare module 'decap-cms-backend-proxy' {
  export class ProxyBackend extends DecapBackend {
    request(payload: { action: string; params: Record<string, unknown> }): Promise<unknown>;
    publishUnpublishedEntry(collection: string, slug: string): Promise<unknown>;
  }
}

/** Decap's widgets, each a package whose default export makes its widget definition. */
declare module 'decap-cms-widget-*' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}

/** Decap's relation widget: its control and preview, which src/admin/main.ts registers with a change. */
declare module 'decap-cms-widget-relation' {
  const relation: {
    Widget: () => import('decap-cms-core').CmsWidgetParam;
    controlComponent: import('react').ComponentType<Record<string, unknown>>;
    previewComponent: import('react').ComponentType<import('decap-cms-core').CmsWidgetPreviewProps>;
  };
  export default relation;
}
