import { paths, type RemoteName, type RoutePattern } from '@vital/shared';
import { matchPath } from '@vital/shared/router';
import { handoffs } from './features/handoff/content/handoffs';

/** Which remote serves each page of the site (docs/architecture.md, Who owns what). */
export const remoteRoutes: ReadonlyArray<{ pattern: RoutePattern; remote: RemoteName }> = [
  { pattern: paths.home, remote: 'marketing' },
  { pattern: paths.about, remote: 'marketing' },
  { pattern: paths.team, remote: 'marketing' },
  { pattern: paths.services, remote: 'marketing' },
  { pattern: paths.blogs, remote: 'marketing' },
  { pattern: paths.blog, remote: 'marketing' },
  { pattern: paths.forCompanies, remote: 'marketing' },
  { pattern: paths.forProfessionals, remote: 'marketing' },
  { pattern: paths.recruitment, remote: 'marketing' },
  { pattern: paths.hrSolutions, remote: 'marketing' },
  { pattern: paths.successStories, remote: 'marketing' },
  { pattern: paths.industries, remote: 'industries' },
  { pattern: paths.industryIt, remote: 'industries' },
  { pattern: paths.industryHealthcare, remote: 'industries' },
  { pattern: paths.industryEngineering, remote: 'industries' },
  { pattern: paths.industryFinance, remote: 'industries' },
  { pattern: paths.industryManufacturing, remote: 'industries' },
  { pattern: paths.industryOthers, remote: 'industries' },
  { pattern: paths.signup, remote: 'accounts' },
  { pattern: paths.signin, remote: 'accounts' },
  { pattern: paths.register, remote: 'accounts' },
  { pattern: paths.contact, remote: 'accounts' },
  { pattern: paths.dashboard, remote: 'accounts' },
];

/**
 * Every page of the site, by pattern: the remotes' pages, then the host's own hand-off pages
 * (app.tsx routes both). The sitemap and the whole-site checks (bench, browser tests) list
 * the site's pages from here; the render build writes the same list to dist/shells.json.
 */
export const pagePatterns: readonly RoutePattern[] = [...remoteRoutes.map(({ pattern }) => pattern), ...handoffs.map(({ path }) => path)];

/**
 * The remote that serves a concrete path, if any: used to start loading it early. Matched by
 * the router's matchPath (trailing slashes ignored), case-sensitive as the page server matches.
 */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return remoteRoutes.find(({ pattern }) => matchPath({ path: pattern, caseSensitive: true }, pathname || '/'))?.remote;
}
