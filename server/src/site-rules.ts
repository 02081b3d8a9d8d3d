// The rules every server of the site keeps, written once (decision 026): what is never served as a
// file, how long a cache may keep each file, the headers on every answer and the short texts of
// refusals. The Node servers read them (files.ts, http.ts); nginx's rules are rendered from them
// (scripts/nginx-rules.ts writes deploy/nginx/snippets/ and the maps of deploy/nginx/rules.conf).
// Patterns are regular expressions that JavaScript and nginx (PCRE) read alike, over a request's
// decoded path: `$` only at the end, no lookarounds.
import { CONTENT_HASH_DIGITS, FIELD_PATH } from '@vital/shared/contract';

export interface PathRule {
  /** Why, for the reader of the rendered nginx file too. */
  why: string;
  pattern: string;
}

/** Never served as a file, whatever is on disk (each Node server and nginx answer 403 or 404). */
export const NEVER_SERVED: readonly PathRule[] = [
  { why: 'dotfiles and dot folders', pattern: '/\\.' },
  { why: 'source maps, compressed copies asked for by name (the server picks those) and render code', pattern: '\\.(map|br|gz|cjs)$' },
  { why: "a build's or a version's server render code", pattern: '^/(releases/[^/]+/)?server/' },
  { why: "release records: the commit and the check's messages stay with the team", pattern: '^/releases/records/' },
  { why: 'folders: never listed, never redirected', pattern: '/$' },
];

/** The site's own files that are never served as they are: the page servers read them, or rewrite them into pages. */
export const PAGE_SERVER_FILES: readonly PathRule[] = [
  { why: "the host's entry files, which a page server reads", pattern: '^/(index\\.html|shells\\.json|site\\.config\\.json)$' },
  { why: 'an .html address is a page', pattern: '\\.html$' },
];

export const CACHE = {
  year: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  hour: 'public, max-age=3600',
  never: 'no-store',
} as const;

/** A file's cache life, by its path: the first rule that matches decides, else an hour. */
export const CACHE_RULES: ReadonlyArray<PathRule & { cacheControl: string }> = [
  { why: 'the pointer that names the live version', pattern: '^/releases/live\\.json$', cacheControl: CACHE.revalidate },
  { why: "a version's files never change once published", pattern: '^/releases/', cacheControl: CACHE.year },
  {
    why: 'files that name other files or change with every release',
    pattern: '(^|/)(index\\.html|remoteEntry\\.js|mf-manifest\\.json|mf-stats\\.json|mf-manifest-stats\\.json|site\\.config\\.json|shells\\.json|live\\.json)$',
    cacheControl: CACHE.revalidate,
  },
  { why: "a remote's server-rendered pages", pattern: '/fragments/', cacheControl: CACHE.revalidate },
  { why: 'content-hashed names', pattern: `\\.[0-9a-f]{${CONTENT_HASH_DIGITS},}\\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$`, cacheControl: CACHE.year },
];
export const DEFAULT_CACHE = CACHE.hour;

/**
 * The host's pages (decision 029): the same for every visitor of a release, so a shared cache (nginx,
 * a CDN) may keep one for `freshSeconds`, serve it once more while it asks again, and serve it for
 * `staleIfErrorSeconds` after that when every page server is down (nginx logs it as STALE). A browser
 * revalidates it each time (its ETag makes that a 304). A preview, a page without its data and a
 * redirect are never kept.
 */
const PAGE_FRESH_SECONDS = 1;
const PAGE_STALE_IF_ERROR_SECONDS = 3600;
export const PAGE_CACHE = {
  freshSeconds: PAGE_FRESH_SECONDS,
  staleIfErrorSeconds: PAGE_STALE_IF_ERROR_SECONDS,
  cacheControl: `public, max-age=0, s-maxage=${PAGE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_FRESH_SECONDS}, stale-if-error=${PAGE_STALE_IF_ERROR_SECONDS}`,
  /** Request headers that make a page for its requester alone: no cache keeps or answers it. */
  personalHeaders: ['X-Vital-Preview', 'X-Vital-Page-Data'],
} as const;

/**
 * A remote's answers are read by the site's pages across origins, so they carry CORS for the site's
 * origins (with `Vary: Origin`): the federation runtime fetches its manifest, and an ES-module remote's
 * (Vite's) remoteEntry.js and chunks are imported in CORS mode, from its build and from each release.
 * Refusals too (a missing chunk's 404), so that a browser reports the real status, not a CORS error.
 * Only these, which the page servers read, are not offered. Each server of a remote tests them on the
 * request's target (nginx on its raw `$request_uri`, also for its refusals): prefixes, no `$`.
 */
export const SERVER_SIDE_READS: readonly PathRule[] = [
  { why: "a remote's server-rendered pages (a build's or a version's), which the page servers fetch", pattern: '^/(releases/[^/]+/)?fragments/' },
  { why: 'the pointer that names the live version', pattern: '^/releases/live\\.json' },
];

const matches = (rule: PathRule, urlPath: string) => new RegExp(rule.pattern).test(urlPath);
export const isNeverServed = (urlPath: string) => NEVER_SERVED.some((rule) => matches(rule, urlPath));
export const cacheControlOf = (urlPath: string) => CACHE_RULES.find((rule) => matches(rule, urlPath))?.cacheControl ?? DEFAULT_CACHE;
export const isReadAcrossOrigins = (target: string) => !SERVER_SIDE_READS.some((rule) => matches(rule, target));

/** On every answer of the site: pages, files, redirects and refusals, from Node or nginx. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** Sent over HTTPS only (nginx adds it to every answer there, pages included; a browser ignores it over HTTP). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** The policy of everything but the host's pages: opened as a document, nothing in it may run, load or be framed. */
export const NOTHING_RUNS = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** The site's servers by role: the site's (its pages and the host's files), each remote's, and the release service. */
export type Role = 'site' | 'remote' | 'release';

/**
 * Who may embed an answer (Cross-Origin-Resource-Policy). A build's files load from another origin by
 * design (a remote's code on the site's pages). The site's pages, live config, redirects and refusals
 * are its own. Every answer of a remote, its refusals included, is for the site's pages on another
 * origin: a refusal that said same-origin would show the browser a blocked response, not its status.
 */
export const RESOURCE_POLICY = { file: 'cross-origin', site: 'same-origin', remote: 'cross-origin', release: 'same-origin' } as const;

/** The short text of each refusal, whoever answers it (a Node server or nginx), sent as text/plain and `no-store`. */
export const REFUSALS = {
  400: 'Bad request.',
  403: 'Forbidden.',
  404: 'Not found.',
  408: 'The request took too long to arrive.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  416: 'Range not satisfiable.',
  429: 'Too many requests. Please wait a moment and try again.',
  431: 'The request headers are too large.',
  500: 'Something went wrong on our side.',
  502: 'The site is not answering right now. Please try again in a moment.',
  503: 'The site is busy. Please try again in a moment.',
  504: 'The site took too long to answer. Please try again in a moment.',
} as const;
export type RefusalStatus = keyof typeof REFUSALS;

/** The methods each role answers; any other gets 405 with `Allow`. A remote's OPTIONS is a CORS preflight. */
export const METHODS = { site: ['GET', 'HEAD'], remote: ['GET', 'HEAD', 'OPTIONS'], release: ['GET', 'HEAD', 'POST'] } as const;
/**
 * The site's addresses that take a body, with POST alone: where pages post their field reports
 * (decision 030). Everywhere else the site answers METHODS.site.
 */
export const SITE_POSTS: readonly string[] = [FIELD_PATH];
/** The methods a role answers at a (decoded) path. */
export const methodsAt = (role: Role, urlPath: string | null): readonly string[] =>
  role === 'site' && urlPath !== null && SITE_POSTS.includes(urlPath) ? ['POST'] : METHODS[role];
/** How long a browser may keep a remote's answer to a CORS preflight. */
export const PREFLIGHT_MAX_AGE_S = 600;
export const methodNotAllowed = (methods: readonly string[]) => `Method not allowed: use ${methods.join(', ')}.`;

/** Seconds a client is told to wait after a 429 or 503 of the front server. */
export const RETRY_AFTER_SECONDS = 1;
