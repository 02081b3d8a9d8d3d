// A page composed per request (decision 014): the route's shell from the host's build joined with
// the route's fragment from the remote's origin. A fragment not had in time leaves the shell's
// loading state, and the browser loads the remote as it always does.
import { fragmentBuild, type Shell, type Shells } from '@vital/shared/contract';
import { createFreshCache } from './recent-map.ts';

/** A release of a remote shows within this. */
const FRAGMENT_FRESH_MS = 1_000;
const FRAGMENT_DEADLINE_MS = Number(process.env.VITAL_FRAGMENT_DEADLINE_MS ?? 500);
const RESOURCE_DEADLINE_MS = Number(process.env.VITAL_RESOURCE_DEADLINE_MS ?? 400);

/**
 * The parameters a route pattern (`/blogs/:id`) takes from a path (without a trailing slash), or
 * null. The page server does not load React Router; this follows its matchPath for the site's
 * patterns: `:name` matches one non-empty segment, any other segment only itself.
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

/** @param pathname without a trailing slash */
export function routeFor(shells: Shells, pathname: string) {
  const found = Object.entries(shells.pages).find(([pattern]) => matchPattern(pattern, pathname));
  return found ? { pattern: found[0], shell: found[1] } : null;
}

/**
 * The longest return address a sign-in redirect carries. A longer query is left out: a redirect
 * that repeated it could outgrow the header buffer of the proxy in front, which would take the
 * page server out of its pool for everyone (decision 026).
 */
export const MAX_RETURN_ADDRESS = 1_024;

/**
 * Sign-in, coming back to `pathAndQuery` afterwards, for a signed-in-only page asked for without
 * the signed-in cookie. With the cookie the browser checks the session itself, as after a link.
 */
export function signInRedirect(shell: Shell, pathAndQuery: string, cookieHeader: string | undefined) {
  if (!shell.guard) return null;
  const { cookie, signInNext } = shell.guard;
  const isSignedIn = (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${cookie}=1`);
  if (isSignedIn) return null;
  const next = encodeURIComponent(pathAndQuery);
  return `${signInNext}${next.length <= MAX_RETURN_ADDRESS ? next : encodeURIComponent(pathAndQuery.split('?')[0] ?? '/')}`;
}

/** Fragments by URL, revalidated by their ETag. A URL names a page's path (decision 020), which anyone can vary. */
export function createFragmentSource({ fetch: get = fetch, freshMs = FRAGMENT_FRESH_MS, deadlineMs = FRAGMENT_DEADLINE_MS, maxEntries = 256 } = {}) {
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

/** The API (its PORTAL_SERVER_KEY) then does not count the servers' calls against the visitors on their address. */
export const serverHeaders = (): Record<string, string> =>
  process.env.VITAL_SERVER_KEY ? { 'X-Vital-Server-Key': process.env.VITAL_SERVER_KEY } : {};

/**
 * A page about one API record (`/blogs/:id`) is 404 only when the API says the record does not
 * exist (404, or 400 for an id it cannot read); down or slow, the page itself says what it can.
 * An id that `idPattern` refuses is never sent: the page server is never aimed at another path of the API.
 */
export async function resourceStatus(
  resource: NonNullable<Shell['resource']>,
  pattern: string,
  pathname: string,
  apiBase: string,
  { fetch: get = fetch, deadlineMs = RESOURCE_DEADLINE_MS } = {},
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
    const response = await get(new URL(apiPath, apiBase), { headers: serverHeaders(), signal: AbortSignal.timeout(deadlineMs) });
    await response.body?.cancel();
    return response.status === 404 || response.status === 400 ? 404 : 200;
  } catch {
    return 200;
  }
}

/** Anything but a fragment (an error page, a proxy's answer) is not put in the page. */
const isFragment = (body: string | null): body is string => fragmentBuild(body) !== null;

/** The host's scripts as its build writes them into index.html (html-webpack-plugin, `scriptLoading: 'defer'`). */
const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * Requests the page's scripts once the browser has painted (decision 016): requested earlier, they
 * share a slow network with the page and push its first paint back. A background tab is never
 * painted and a browser may not report paints, hence the other starts. A string, not a function's
 * text: tsx adds helpers to that which the page does not have (decision 023).
 */
const START_AFTER_FIRST_PAINT = `function (preloads, scripts, asModules) {
  let isStarted = false;
  let observer;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    if (observer) observer.disconnect();
    const add = (tag, properties) => document.head.appendChild(Object.assign(document.createElement(tag), properties));
    for (const url of preloads) add('link', asModules ? { rel: 'modulepreload', href: url } : { rel: 'preload', as: 'script', href: url, crossOrigin: 'anonymous' });
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

/** How a remote's manifest says its entry loads (`metaData.remoteEntry.type`): an ES module (Vite writes `module`), or a classic script (webpack and Rspack write `global`). */
export const isModuleEntry = (type: string | undefined) => type === 'module' || type === 'esm';

/** JSON that is safe inside a <script> element. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface PageParts {
  fragment: string | null;
  /** The page's live site config, inlined for the host's start-up. */
  config: unknown;
  /** For the head, after the inline scripts: preconnects. */
  links?: string;
  headScript: string;
  preloads?: string[];
  /**
   * The remote's entry is an ES module (Vite's): the federation runtime imports it and its chunks,
   * which a `preload as=script` would not match, so the browser would fetch each file twice. They are
   * preloaded as modules instead. A classic script's preload is in CORS mode (`crossorigin`), as the
   * host's federation runtime and webpack load remotes' scripts (decision 030: an error in a remote's
   * script then names its file and line, which the field reports attribute it by).
   */
  preloadsAreModules?: boolean;
}

/** A page, and the text of each inline script and style in it: the policy allows those by their hashes and no others. */
export interface ComposedPage {
  html: string;
  inline: { scripts: string[]; styles: string[] };
}

/** emotion's server-rendered style elements (render/common.ts `collectedStyles`: CSS that cannot end its element early). */
const EMOTION_STYLE = /<style data-emotion="[^"]*">([\s\S]*?)<\/style>/g;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The host's index.html (`template`) with the route's head, the shell around the fragment, and the
 * scripts started after the first paint, the remote's files (`preloads`) first. Nothing in it differs
 * from one visitor to the next (decision 029): the same page is sent to everyone, and any cache may keep
 * it. The fragment's styles join the shell's in the head (a style element in the body may only style
 * its parent), and the charset comes first.
 */
export function composePage(template: string, shell: Shell, { fragment, config, links = '', headScript, preloads = [], preloadsAreModules = false }: PageParts): ComposedPage {
  const fragmentStyles: string[] = [];
  const island =
    shell.islandLoading === undefined ? '' : isFragment(fragment) ? fragment.replace(EMOTION_STYLE, (element) => (fragmentStyles.push(element), '')) : shell.islandLoading;
  const styles = `${shell.styles}${fragmentStyles.join('')}`;
  const root = `${shell.root}${island}${shell.afterIsland ?? ''}`;
  const deferred = [...template.matchAll(DEFERRED_SCRIPT)].map((match) => match[1] as string);
  const scripts = [
    `window.__VITAL_SITE_CONFIG__=${inlineJson(config)}`,
    headScript,
    `(${START_AFTER_FIRST_PAINT})(${inlineJson(preloads)},${inlineJson(deferred)},${preloadsAreModules})`,
  ];
  const [configScript, head, starter] = scripts.map((script) => `<script>${script}</script>`);
  // Function replacers: a `$&` or `$'` in page text stays text.
  const html = template
    .replace(DEFERRED_SCRIPT, '')
    .replace(CHARSET, '')
    .replace('</body>', () => `${starter}</body>`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('<head>', () => `<head><meta charset="utf-8">${configScript}${links}${head}${shell.head}${styles}`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${root}</div>`);
  return { html, inline: { scripts, styles: [...styles.matchAll(EMOTION_STYLE)].map((match) => match[1] ?? '') } };
}
