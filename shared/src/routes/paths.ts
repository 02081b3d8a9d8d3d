import { pageList, pages, type PageKey } from './pages';

/**
 * The site's addresses by name, from the page registry (pages.ts), plus the one redirect.
 * Every link and every route definition, in the host and in the remotes, reads its path here.
 */
export const paths = {
  ...(Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.path])) as { [K in PageKey]: (typeof pages)[K]['path'] }),
  homeAlias: '/home',
} as const;

export type RoutePattern = (typeof paths)[keyof typeof paths];

/** Pages only a signed-in visitor sees (the host guards them; no server renders their content). */
export const signedInOnlyPatterns: ReadonlySet<RoutePattern> = new Set(
  pageList.filter((page) => page.isSignedInOnly).map((page) => page.path as RoutePattern),
);

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
