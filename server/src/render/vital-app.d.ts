// What the render builds import from the app they render (webpack aliases `vital-app` to its src).
// The types of @vital/shared are named with import() types because knip (`pnpm lint`) reads an
// import statement inside `declare module` as a use of every export of @vital/shared.
/* eslint-disable @typescript-eslint/consistent-type-imports -- import statements here hide dead exports from knip (see above) */
declare module 'vital-app/routes' {
  export const remote: import('@vital/shared').RemoteName;
  export const routes: import('@vital/shared').RouteComponents;
}

declare module 'vital-app/shell-pages' {
  export interface ShellPage {
    pattern: string;
    remote: import('@vital/shared').RemoteName | null;
    feature?: string;
    meta: import('@vital/shared').PageMeta;
    /** A page about one API record: the page server answers 404 when the API has no such record. */
    resource?: { api: string; idPattern: string; localIds: string[] };
    /** A signed-in-only page: the page server sends a browser without the cookie to `signInNext` + the encoded path. */
    guard?: { cookie: string; signInNext: string };
  }
  export const App: import('react').ComponentType<{ config: import('@vital/shared').SiteConfig }>;
  export const shellPages: ShellPage[];
  export const notFoundPage: ShellPage;
  export const redirects: Record<string, string>;
  /** Runs first in every page's head (host/src/features/islands/head-script.ts). */
  export const headScript: string;
}
