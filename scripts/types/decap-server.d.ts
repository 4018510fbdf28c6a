/**
 * decap-server ships no types for its middleware entry, nor express 4 for itself; this is the part
 * of both that scripts/local-cms-proxy.ts uses: an express app with decap-server's git backend.
 */
declare module 'decap-server/dist/middlewares.js' {
  const decapServer: {
    /** Adds decap-server's git mode, on the repository GIT_REPO_DIRECTORY names, to an express app. */
    registerLocalGit(app: unknown, options?: { logLevel?: string }): Promise<void>;
  };
  export default decapServer;
}

declare module 'express' {
  import type { RequestListener } from 'node:http';
  export default function express(): RequestListener;
}
