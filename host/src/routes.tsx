import { pageList, type RemoteName, type RoutePattern } from '@vital/shared';
import { matchPath } from '@vital/shared/router';

/** Which remote serves each page of the site (the page registry's owners; docs/architecture.md, Who owns what). */
export const remoteRoutes: ReadonlyArray<{ pattern: RoutePattern; remote: RemoteName }> = pageList.flatMap(({ path, owner }) =>
  owner === 'host' ? [] : [{ pattern: path as RoutePattern, remote: owner }],
);

/**
 * Every page of the site, by pattern, from the page registry. The sitemap and the whole-site
 * checks (bench, browser tests) list the site's pages from here; the render build writes the
 * same list to dist/shells.json.
 */
export const pagePatterns: readonly RoutePattern[] = pageList.map(({ path }) => path as RoutePattern);

/**
 * The remote that serves a concrete path, if any: used to start loading it early. Matched by
 * the router's matchPath (trailing slashes ignored), case-sensitive as the page server matches.
 */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return remoteRoutes.find(({ pattern }) => matchPath({ path: pattern, caseSensitive: true }, pathname || '/'))?.remote;
}
