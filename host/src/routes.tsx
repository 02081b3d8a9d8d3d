import { paths, type RemoteName, type RoutePattern } from '@vital/shared';

/** Which remote serves each page of the site (DESIGN.md route table). */
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


/** The remote that serves a concrete path, if any: used to start loading it early. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return remoteRoutes.find(({ pattern }) =>
    pattern.includes(':')
      ? new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(clean)
      : pattern === clean,
  )?.remote;
}
