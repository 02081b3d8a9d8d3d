// What the host's render build (server/src/render/render-shell.tsx) renders: every
// route of the site with its meta, the not-found page, and the one redirect.
import { paths, type PageMeta, type RemoteName } from '@vital/shared';
import { notFoundMeta, pageMeta } from './content/page-meta';
import { handoffs } from './features/handoff/content/handoffs';
import { remoteRoutes } from './routes';

export { App } from './app';

export interface ShellPage {
  pattern: string;
  remote: RemoteName | null;
  meta: PageMeta;
}

export const shellPages: ShellPage[] = [
  ...remoteRoutes.map(({ pattern, remote }) => ({ pattern, remote, meta: pageMeta[pattern] ?? notFoundMeta })),
  ...handoffs.map((handoff) => ({ pattern: handoff.path, remote: null, meta: { title: handoff.title, description: handoff.lead } })),
];

export const notFoundPage: ShellPage = { pattern: '*', remote: null, meta: notFoundMeta };

export const redirects: Record<string, string> = { [paths.homeAlias]: paths.home };
