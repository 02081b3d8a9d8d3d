/**
 * The one registry of the site's addresses. Every link and every route
 * definition, in the host and in the remotes, reads its path from here.
 */
export const paths = {
  home: '/',
  homeAlias: '/home',
  about: '/about',
  team: '/team',
  services: '/services',
  blogs: '/blogs',
  blog: '/blogs/:id',
  forCompanies: '/for-companies',
  forProfessionals: '/for-professionals',
  recruitment: '/recruitment',
  hrSolutions: '/hr-solutions',
  successStories: '/success-stories',
  industries: '/industries',
  industryIt: '/industries/it',
  industryHealthcare: '/industries/healthcare',
  industryEngineering: '/industries/engineering',
  industryFinance: '/industries/finance',
  industryManufacturing: '/industries/manufacturing',
  industryOthers: '/industries/others',
  signup: '/signup',
  signin: '/signin',
  register: '/register',
  contact: '/contact',
  dashboard: '/dashboard',
  postRequirements: '/post-requirements',
  findOpportunities: '/find-opportunities',
  uploadCv: '/upload-cv',
  training: '/training',
  careerResources: '/career-resources',
} as const;

type PathKey = keyof typeof paths;
export type RoutePattern = (typeof paths)[PathKey];

/** Pages only a signed-in visitor sees (the host guards them; no server renders their content). */
export const signedInOnlyPatterns: ReadonlySet<RoutePattern> = new Set([paths.dashboard]);

/** Address of one blog post. */
export function blogPath(id: string | number): string {
  return `/blogs/${encodeURIComponent(String(id))}`;
}

/** Sign-in's address up to its `next` value: signinPath, and the page server for a guarded page, append the encoded path. */
export const SIGNIN_NEXT_PREFIX = `${paths.signin}?next=`;

/** Sign-in address that returns the visitor to `next` afterwards. */
export function signinPath(next?: string): string {
  return next ? `${SIGNIN_NEXT_PREFIX}${encodeURIComponent(next)}` : paths.signin;
}

/**
 * A `next` parameter is only followed when it is a path on this site; anything
 * else (another origin, `//host`, `javascript:`) falls back to `fallback`.
 */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Browsers drop tabs and line breaks inside an address, so `/\t/evil.com`
  // still leads to another origin: check where the address really goes.
  const base = 'http://same-origin.invalid';
  try {
    if (new URL(next, base).origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return next;
}
