// What the render builds import from the app they render (webpack aliases `vital-app` to its src).
// The types of @vital/shared are named with import() types because knip (`pnpm lint`) reads an
// import statement inside `declare module` as a use of every export of @vital/shared.
/* eslint-disable @typescript-eslint/consistent-type-imports -- import statements here hide dead exports from knip (see above) */
declare module 'vital-app/routes' {
  export const remote: import('@vital/shared').RemoteName;
  export const routes: import('@vital/shared').RouteComponents;
}

declare module 'vital-app/shell-pages' {
  export const App: import('react').ComponentType<{ config: import('@vital/shared').SiteConfig }>;
  export const shellPages: import('@vital/shared').ShellPage[];
  export const notFoundPage: import('@vital/shared').ShellPage;
  export const redirects: Record<string, string>;
  /** Runs first in every page's head (host/src/features/islands/head-script.ts). */
  export const headScript: string;
}
