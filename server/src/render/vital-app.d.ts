// What the render builds import from the app they render (webpack aliases `vital-app` to its src).
declare module 'vital-app/routes' {
  import type { RemoteName, RouteComponents } from '@vital/shared';
  export const remote: RemoteName;
  export const routes: RouteComponents;
}

declare module 'vital-app/shell-pages' {
  import type { ComponentType } from 'react';
  import type { PageMeta, RemoteName, SiteConfig } from '@vital/shared';
  export interface ShellPage {
    pattern: string;
    remote: RemoteName | null;
    meta: PageMeta;
    /** A page about one API record: the page server answers 404 when the API has no such record. */
    resource?: { api: string; localIds: string[] };
  }
  export const App: ComponentType<{ config: SiteConfig }>;
  export const shellPages: ShellPage[];
  export const notFoundPage: ShellPage;
  export const redirects: Record<string, string>;
}
