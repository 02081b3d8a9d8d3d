// What the host's render build (server/src/render/render-shell.tsx) renders: every
// route of the site with its meta, the not-found page, and the one redirect.
import {
  fallbackBlogs,
  notFoundMeta,
  pageList,
  paths,
  SIGNED_IN_COOKIE,
  SIGNIN_NEXT_PREFIX,
  signedInOnlyPatterns,
  type PageMeta,
  type RemoteName,
  type RoutePattern,
} from '@vital/shared';

export { App } from './app';
export { headScript } from './features/islands/head-script';

export interface ShellPage {
  pattern: string;
  remote: RemoteName | null;
  /** The remote's feature folder that holds the page: its chunk is preloaded with the page. */
  feature?: string;
  meta: PageMeta;
  /** A page about one record of the API: the page server answers 404 when the API says it does not exist. */
  resource?: PageResource;
  /** A signed-in-only page: the page server sends a visitor without the signed-in cookie to sign-in. */
  guard?: PageGuard;
}

export interface PageGuard {
  /** The cookie a signed-in browser carries (SIGNED_IN_COOKIE). */
  cookie: string;
  /** Sign-in's address up to its `next` value (SIGNIN_NEXT_PREFIX): the page server appends the encoded path asked for. */
  signInNext: string;
}

export interface PageResource {
  /** The API's path for the record, with the page's parameter (`/api/blog/:id`). */
  api: string;
  /** What an id of the API looks like (a regular expression's source): any other is a 404, never asked about. */
  idPattern: string;
  /** Records the page knows without the API (the built-in posts): never a 404. */
  localIds: string[];
}

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
