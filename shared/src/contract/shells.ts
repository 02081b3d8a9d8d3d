// The formats between the host's build, the remotes' builds and the page server (decision 014):
// dist/shells.json (the host's shell of every page) and a remote's fragments (each page's HTML).
import type { PageMeta } from '../hooks/use-page-meta';
import { arrayAt, objectAt, optionalStringAt, refuse, stringAt } from './read-json';
import type { RemoteName } from './remotes';

/** A page about one record of the API: the page server answers 404 when the API says it does not exist. */
export interface PageResource {
  /** The API's path for the record, with the page's parameter (`/api/blog/:id`). */
  api: string;
  /** What an id of the API looks like (a regular expression's source): any other is a 404, never asked about. */
  idPattern: string;
  /** Records the page knows without the API (the built-in posts): never a 404. */
  localIds: string[];
}

/** A signed-in-only page: the page server sends a visitor without the signed-in cookie to sign-in. */
export interface PageGuard {
  /** The cookie a signed-in browser carries (SIGNED_IN_COOKIE). */
  cookie: string;
  /** Sign-in's address up to its `next` value (SIGNIN_NEXT_PREFIX): the page server appends the encoded path asked for. */
  signInNext: string;
}

/** A page as the host's render build is given it (host/src/shell-pages.ts): what its shell is rendered from. */
export interface ShellPage {
  pattern: string;
  remote: RemoteName | null;
  /** The remote's feature folder that holds the page: its chunk is preloaded with the page. */
  feature?: string;
  meta: PageMeta;
  resource?: PageResource;
  guard?: PageGuard;
}

/** One route of dist/shells.json (server/src/render/render-shell.tsx writes it). */
export interface Shell {
  /**
   * The route's remote, whose fragment fills the island; null for the host's own pages. A string, not
   * a RemoteName: the release service reads a live host's file, which may know a remote its own table does not.
   */
  remote: string | null;
  /** The remote's feature that holds the page (`feature-<feature>-pages` is its chunk). */
  feature?: string;
  /** Title, description, Open Graph, robots. */
  head: string;
  styles: string;
  /** The inside of #root, cut around the island: the fragment (or `islandLoading`) goes between `root` and `afterIsland`. */
  root: string;
  islandLoading?: string;
  afterIsland?: string;
  resource?: PageResource;
  guard?: PageGuard;
}

export interface Shells {
  buildId: string;
  pages: Record<string, Shell>;
  notFound: Shell;
  redirects: Record<string, string>;
  /** host/src/features/islands/head-script.ts */
  headScript: string;
}

function parseShell(raw: unknown, source: string, field: string): Shell {
  const shell = objectAt(raw, source, field);
  const at = (key: string) => `${field}.${key}`;
  if (shell.remote !== null && typeof shell.remote !== 'string') refuse(source, at('remote'), 'a remote name or null');
  const resource = shell.resource === undefined ? undefined : objectAt(shell.resource, source, at('resource'));
  const guard = shell.guard === undefined ? undefined : objectAt(shell.guard, source, at('guard'));
  const parsed: Shell = {
    remote: shell.remote,
    feature: optionalStringAt(shell.feature, source, at('feature')),
    head: stringAt(shell.head, source, at('head')),
    styles: stringAt(shell.styles, source, at('styles')),
    root: stringAt(shell.root, source, at('root')),
    islandLoading: optionalStringAt(shell.islandLoading, source, at('islandLoading')),
    afterIsland: optionalStringAt(shell.afterIsland, source, at('afterIsland')),
    resource: resource && {
      api: stringAt(resource.api, source, at('resource.api')),
      idPattern: stringAt(resource.idPattern, source, at('resource.idPattern')),
      localIds: arrayAt(resource.localIds, source, at('resource.localIds')).map((id, index) => stringAt(id, source, at(`resource.localIds.${index}`))),
    },
    guard: guard && { cookie: stringAt(guard.cookie, source, at('guard.cookie')), signInNext: stringAt(guard.signInNext, source, at('guard.signInNext')) },
  };
  // An optional field the file does not have stays absent, as in the file.
  for (const key of Object.keys(parsed) as Array<keyof Shell>) if (parsed[key] === undefined) delete parsed[key];
  return parsed;
}

/** Reads a shells.json (the page server, the release service and check): throws naming the first wrong field. */
export function parseShells(raw: unknown, source = 'shells.json'): Shells {
  const shells = objectAt(raw, source, '(the file)');
  const pages = objectAt(shells.pages, source, 'pages');
  const redirects = objectAt(shells.redirects, source, 'redirects');
  return {
    buildId: stringAt(shells.buildId, source, 'buildId'),
    pages: Object.fromEntries(Object.entries(pages).map(([pattern, shell]) => [pattern, parseShell(shell, source, `pages.${pattern}`)])),
    notFound: parseShell(shells.notFound, source, 'notFound'),
    redirects: Object.fromEntries(Object.entries(redirects).map(([from, to]) => [from, stringAt(to, source, `redirects.${from}`)])),
    headScript: stringAt(shells.headScript, source, 'headScript'),
  };
}

/** Where a remote's build writes a pattern's fragment, and where the page server asks for it. */
export const fragmentPath = (pattern: string) => `fragments/${pattern === '/' ? 'index' : pattern.slice(1).replace(/:/g, '_')}.html`;

const BUILD_COMMENT_START = '<!--vital-build:';

/** Opens every fragment: the browser hydrates only HTML of the build it loaded (host/src/features/islands/server-island.ts). */
export const buildComment = (buildId: string) => `${BUILD_COMMENT_START}${buildId}-->`;

/** The build a fragment was rendered by, or null for anything that is not a fragment (an error page, a proxy's answer). */
export const fragmentBuild = (body: string | null) =>
  body !== null && body.startsWith(BUILD_COMMENT_START) ? body.slice(BUILD_COMMENT_START.length, body.indexOf('-->')) : null;
