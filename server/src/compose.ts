// Composition per request (docs/decisions/014-server-rendered-islands.md): the host's shell of
// the route (dist/shells.json, made by the host's build) joined with the route's fragment, fetched
// from the remote's own origin (fragments/*.html, made by the remote's build). A fragment that
// cannot be had in time leaves the shell's loading state, and the browser loads the remote as it
// always does (Retry, fallback).
import fs from 'node:fs';
import path from 'node:path';
import { createFreshCache, readWhenChanged } from './recent-map.ts';

/** What the page server needs to send one route (dist/shells.json, written by server/src/render/render-shell.tsx). */
export interface Shell {
  /** The route's remote, whose fragment fills the island; null for the host's own pages. */
  remote: string | null;
  /** The page's head additions: title, description, Open Graph, robots. */
  head: string;
  /** The emotion style element of the shell's components. */
  styles: string;
  /**
   * The inside of #root. Where the route's remote page goes, it is cut around the island's
   * content: the page server puts the remote's fragment between `root` and `afterIsland`,
   * or the route's loading state (`islandLoading`) when it has none.
   */
  root: string;
  islandLoading?: string;
  afterIsland?: string;
  /** A page about one API record: 404 when the API says there is no such record (resourceStatus). */
  resource?: { api: string; idPattern: string; localIds: string[] };
  /** A signed-in-only page: a signed-out visitor is sent to sign-in by the page server (signInRedirect). */
  guard?: { cookie: string; signInNext: string };
}

export interface Shells {
  buildId: string;
  pages: Record<string, Shell>;
  notFound: Shell;
  redirects: Record<string, string>;
  /** Runs first in every page's head, inlined with the response's nonce (host/src/features/islands/head-script.ts). */
  headScript: string;
}

/** How long a fetched fragment is used before it is revalidated (ETag): a release shows within this. */
const FRAGMENT_FRESH_MS = 1_000;
/** A remote that does not answer within this leaves the route's loading state in the page. */
const FRAGMENT_DEADLINE_MS = Number(process.env.VITAL_FRAGMENT_DEADLINE_MS ?? 500);
/** The API has this long to say a page's record does not exist; after it, the page is sent as found. */
const RESOURCE_DEADLINE_MS = Number(process.env.VITAL_RESOURCE_DEADLINE_MS ?? 400);

/** Where a remote's build writes a pattern's fragment (render-remote.tsx), and where the page server asks for it. */
export const fragmentPath = (pattern: string) => `fragments/${pattern === '/' ? 'index' : pattern.slice(1).replace(/:/g, '_')}.html`;

/**
 * The parameters a route pattern (`/blogs/:id`) takes from a path, or null when it does not
 * match the path. The page server's one matcher: it must not load React Router, whose
 * matchPath the host uses in the browser (host/src/routes.tsx), and follows its rule for the
 * site's patterns: a `:name` segment matches any one non-empty segment, any other segment
 * only itself (case-sensitive).
 * @param pathname without a trailing slash
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const pathParts = pathname.split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const segment = pathParts[index] ?? '';
    if (part.startsWith(':') && segment !== '') params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/** The host's shells (`dist`: its build folder), read again when the host's build rewrites them. */
export function createShellStore(dist: string): () => Shells | null {
  const read = readWhenChanged((file): Shells => JSON.parse(fs.readFileSync(file, 'utf8')));
  return () => read(path.join(dist, 'shells.json'));
}

/**
 * The route a path belongs to: its pattern and shell, or null for a path no route knows.
 * @param pathname without a trailing slash
 */
export function routeFor(shells: Shells, pathname: string) {
  const found = Object.entries(shells.pages).find(([pattern]) => matchPattern(pattern, pathname));
  return found ? { pattern: found[0], shell: found[1] } : null;
}

/**
 * Where a signed-in-only page sends a visitor whose browser has no signed-in cookie: sign-in,
 * coming back to the page afterwards. Null when the page is open to all or the cookie is there
 * (the browser then checks the session itself, as it does for a page opened from a link).
 * @param pathAndQuery what was asked for, e.g. `/dashboard?tab=cv`
 */
export function signInRedirect(shell: Shell, pathAndQuery: string, cookieHeader: string | undefined) {
  if (!shell.guard) return null;
  const { cookie, signInNext } = shell.guard;
  const isSignedIn = (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${cookie}=1`);
  return isSignedIn ? null : `${signInNext}${encodeURIComponent(pathAndQuery)}`;
}

/**
 * Fetches fragments from the remotes' origins: each kept briefly and revalidated by its
 * ETag, one request at a time per fragment however many pages ask for it. A fragment is
 * asked for with its page's path (decision 020), so only the most recent `maxEntries` are kept.
 */
export function createFragmentSource({
  fetch: get = fetch,
  freshMs = FRAGMENT_FRESH_MS,
  deadlineMs = FRAGMENT_DEADLINE_MS,
  maxEntries = 256,
} = {}) {
  type Fragment = { body: string | null; etag: string | null };
  const fragments = createFreshCache<Fragment>(maxEntries, freshMs);
  const missing: Fragment = { body: null, etag: null };
  return async (url: string) => {
    const fragment = await fragments(url, async (last) => {
      try {
        const headers: Record<string, string> = last?.etag && last.body !== null ? { 'If-None-Match': last.etag } : {};
        const response = await get(url, { headers, signal: AbortSignal.timeout(deadlineMs) });
        if (response.status === 304 && last) return last;
        return response.ok ? { body: await response.text(), etag: response.headers.get('etag') } : missing;
      } catch {
        // Down, too slow or refused: the page goes out with the route's loading state.
        return missing;
      }
    });
    return fragment.body;
  };
}

/**
 * How the site's servers name themselves to the API (VITAL_SERVER_KEY, the API's
 * PORTAL_SERVER_KEY): it does not count their calls against the visitors on their address.
 */
export const serverHeaders = (): Record<string, string> =>
  process.env.VITAL_SERVER_KEY ? { 'X-Vital-Server-Key': process.env.VITAL_SERVER_KEY } : {};

/**
 * The status of a page about one API record (`/blogs/:id`): 404 when the API answers that
 * the record does not exist (404, or 400 for an id it cannot read), else 200 — also when the
 * API is down or slow, where the page itself says what it can. A record the page knows
 * without the API is never asked about, nor is an id the API's ids never look like
 * (`idPattern`): the page server is never aimed at another path of the API.
 * @param pattern the route's pattern, e.g. `/blogs/:id`
 */
export async function resourceStatus(
  resource: NonNullable<Shell['resource']>,
  pattern: string,
  pathname: string,
  apiBase: string,
  { fetch: get = fetch, deadlineMs = RESOURCE_DEADLINE_MS, headers = serverHeaders() } = {},
): Promise<200 | 404> {
  let ids: Record<string, string>;
  try {
    const params = Object.entries(matchPattern(pattern, pathname) ?? {});
    ids = Object.fromEntries(params.map(([name, value]) => [name, decodeURIComponent(value)]));
  } catch {
    // Not valid percent-encoding: no record has such an id.
    return 404;
  }
  if (Object.values(ids).some((id) => resource.localIds.includes(id))) return 200;
  const idRule = new RegExp(`^(?:${resource.idPattern})$`);
  if (!Object.values(ids).every((id) => idRule.test(id))) return 404;
  const apiPath = resource.api.replace(/:([A-Za-z]+)/g, (_match, name) => encodeURIComponent(ids[name] ?? ''));
  try {
    const response = await get(new URL(apiPath, apiBase), { headers, signal: AbortSignal.timeout(deadlineMs) });
    await response.body?.cancel();
    return response.status === 404 || response.status === 400 ? 404 : 200;
  } catch {
    return 200;
  }
}

const BUILD_COMMENT_START = '<!--vital-build:';

/**
 * The comment that opens every fragment: the build it belongs to, which the browser reads
 * before hydrating (host/src/features/islands/server-island.ts).
 */
export const buildComment = (buildId: string) => `${BUILD_COMMENT_START}${buildId}-->`;

/** A fragment is the remote's markup: it opens with its build comment, or it is not used. */
const isFragment = (body: string | null): body is string => body !== null && body.startsWith(BUILD_COMMENT_START);

/** The host's scripts as its build writes them into index.html (html-webpack-plugin, `scriptLoading: 'defer'`). */
const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * Starts the page's code once the browser has painted the page (its first contentful paint,
 * reported after the frame is on screen). The page arrives rendered (decision 014), and a script
 * requested before that paint shares a slow network with the page and pushes the paint back. The
 * page's remote files are preloaded first, then the host's scripts run in their order. A page in
 * a background tab is never painted, and a browser may not report paints: those start at once,
 * or after 3 s at the latest. Page source text, sent as written: the server's TypeScript loader
 * would add helpers of its own to a function's text, and the page has none of them.
 */
const START_AFTER_FIRST_PAINT = `function (preloads, scripts) {
  let isStarted = false;
  let observer;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    if (observer) observer.disconnect();
    const add = (tag, properties) => document.head.appendChild(Object.assign(document.createElement(tag), properties));
    for (const url of preloads) add('link', { rel: 'preload', as: 'script', href: url });
    for (const url of scripts) add('script', { src: url, async: false });
  };
  if (document.visibilityState === 'hidden') return start();
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    return start();
  }
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
}`;

/** JSON that is safe inside a <script> element. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface PageParts {
  fragment: string | null;
  head: string;
  headScript: string;
  nonce: string;
  preloads?: string[];
}

/**
 * The page: the host's index.html with the route's title and meta, the shell's styles and
 * markup, the fragment (or the loading state) in the island, and the host's scripts started
 * after the first paint with the remote's files (`preloads`) before them. `nonce` goes on
 * every style and script element (the CSP allows no others).
 * @param template the host's index.html
 */
export function composePage(template: string, shell: Shell, { fragment, head, headScript, nonce, preloads = [] }: PageParts) {
  const withNonce = (html: string) => html.replace(/<style data-emotion=/g, () => `<style nonce="${nonce}" data-emotion=`);
  const island = shell.islandLoading === undefined ? '' : isFragment(fragment) ? withNonce(fragment) : shell.islandLoading;
  const root = `${shell.root}${island}${shell.afterIsland ?? ''}`;
  const scripts = [...template.matchAll(DEFERRED_SCRIPT)].map((match) => match[1] as string);
  const starter = `<script nonce="${nonce}">(${START_AFTER_FIRST_PAINT})(${inlineJson(preloads)},${inlineJson(scripts)})</script>`;
  // Function replacers: a `$&` or `$'` in page text stays text.
  return template
    .replace(DEFERRED_SCRIPT, '')
    .replace('</body>', () => `${starter}</body>`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('<head>', () => `<head>${head}<script nonce="${nonce}">${headScript}</script>${shell.head}${withNonce(shell.styles)}`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${root}</div>`);
}

