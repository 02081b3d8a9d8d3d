// What the host's render build (server/src/render/render-shell.tsx) renders: every
// route of the site with its meta, the not-found page, and the one redirect. The shape of a page
// (ShellPage) is the contract's (@vital/shared), which the render build's types read too.
import {
  fallbackBlogs,
  notFoundMeta,
  pageList,
  paths,
  SIGNED_IN_COOKIE,
  SIGNIN_NEXT_PREFIX,
  signedInOnlyPatterns,
  type PageGuard,
  type PageResource,
  type RoutePattern,
  type ShellPage,
} from '@vital/shared';

export { App } from './app';
export { headScript } from './features/islands/head-script';

const resources: Partial<Record<string, PageResource>> = {
  // The API's ids are numbers; another API's could be any short name of letters, digits, - and _.
  [paths.blog]: { api: '/api/blog/:id', idPattern: '[A-Za-z0-9_-]{1,64}', localIds: fallbackBlogs.map((post) => post.id) },
};

const guard: PageGuard = { cookie: SIGNED_IN_COOKIE, signInNext: SIGNIN_NEXT_PREFIX };
const guardOf = (pattern: RoutePattern) => (signedInOnlyPatterns.has(pattern) ? guard : undefined);

/** Every page of the registry, with what its page server needs: its remote, meta, record and guard. */
export const shellPages: ShellPage[] = pageList.map((page) => ({
  pattern: page.path,
  remote: page.owner === 'host' ? null : page.owner,
  feature: 'feature' in page ? page.feature : undefined,
  meta: { title: page.title, description: page.description, noIndex: page.noIndex },
  resource: resources[page.path],
  guard: guardOf(page.path as RoutePattern),
}));

export const notFoundPage: ShellPage = { pattern: '*', remote: null, meta: notFoundMeta };

export const redirects: Record<string, string> = { [paths.homeAlias]: paths.home };
