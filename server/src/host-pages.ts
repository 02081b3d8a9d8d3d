// The host's pages: the route's shell joined with its remote's fragment (decision 014), made once
// a second per path and filled with each response's nonce.
import { compileNonceTemplate, type NonceTemplate } from './nonce-gzip.ts';
import { composePage, createFragmentSource, type createShellStore, fragmentPath, resourceStatus, routeFor } from './compose.ts';
import { createRecentMap } from './recent-map.ts';
import type { parsePreview } from './release-pointers.ts';
import { originOf } from './security-headers.ts';

/** The site config as the page server reads it: the origins among the rest of the page's config. */
export interface SiteConfig extends Record<string, unknown> {
  remotes?: Record<string, string>;
  apiBase?: string;
  chatbotUrl?: string;
  portalUrl?: string;
  portalPaths?: Record<string, unknown>;
}

export type Preview = ReturnType<typeof parsePreview>;

interface Page {
  madeAt: number;
  status: number;
  config: SiteConfig;
  template: NonceTemplate;
}

/** How long an assembled page is reused: a new build, config or remote release is served within this. */
const PAGE_TTL_MS = 1_000;
const MAX_CACHED_PAGES = 256;
/** Stands where each response's nonce goes in an assembled page (never in page content: it is not valid base64). */
const NONCE_PLACEHOLDER = '\u0000vital-nonce\u0000';

const MANIFEST_TTL_MS = 30_000;
/** A manifest that could not be had is asked for again this soon: a remote that was down is used again at once. */
const MANIFEST_FAILURE_TTL_MS = 2_000;

/** Navigations (paths without a file extension, or .html) get the page. */
export const isPageRequest = (pathname: string) => !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.html');
export const cleanPath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';
/** JSON that is safe inside a <script> element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path: string; assets?: { js?: { sync?: string[] } } }>;
}

/** Remote manifests by URL, which a preview header names (any version): only the most recently used are kept. */
function createManifestSource() {
  const manifests = createRecentMap<{ at: number; manifest: RemoteManifest | null }>(64);
  return async (url: string): Promise<RemoteManifest | null> => {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < (cached.manifest ? MANIFEST_TTL_MS : MANIFEST_FAILURE_TTL_MS)) return cached.manifest;
    const manifest = await fetch(url, { signal: AbortSignal.timeout(800) })
      .then((response) => (response.ok ? (response.json() as Promise<RemoteManifest>) : null))
      .catch(() => null);
    manifests.set(url, { at: Date.now(), manifest });
    return manifest;
  };
}

/**
 * Where the page server asks for a route's fragment: the remote's build-time file, with the
 * page's path, so a remote that renders pages with their data sends this page's (decision 020).
 */
function fragmentUrl(pattern: string, pathname: string, manifestUrl: string, isWithoutData: boolean) {
  const url = new URL(fragmentPath(pattern), manifestUrl);
  if (!isWithoutData) url.searchParams.set('path', pathname);
  return url.href;
}

/**
 * Makes the host's pages from its build folder and the live config (each released remote at
 * its live or previewed version).
 */
export function createPageSource(
  root: string,
  shells: ReturnType<typeof createShellStore>,
  liveConfig: (preview: Preview) => Promise<SiteConfig>,
  template: () => string,
) {
  const fragments = createFragmentSource();
  const readManifest = createManifestSource();
  const pages = createRecentMap<Page>(MAX_CACHED_PAGES);

  /**
   * What starts the page's remote downloading with the host's own code instead of after it:
   * preconnects (the remote, the API) for the head, and the addresses of its entry and of its
   * routes module's chunks, which the page preloads once painted (composePage).
   */
  async function remoteHints(manifestUrl: string | undefined, apiBase: string | undefined) {
    const links: string[] = [];
    const preloads: string[] = [];
    const api = originOf(apiBase);
    if (api) links.push(`<link rel="preconnect" href="${api}" crossorigin>`);
    if (!manifestUrl) return { links, preloads };
    const base = new URL('.', manifestUrl);
    links.push(`<link rel="preconnect" href="${base.origin}">`);
    const manifest = await readManifest(manifestUrl);
    const entry = manifest?.metaData?.remoteEntry;
    if (!entry?.name) return { links, preloads };
    const routes = manifest?.exposes?.find((expose) => expose.path === './routes');
    for (const file of [[entry.path, entry.name].filter(Boolean).join('/'), ...(routes?.assets?.js?.sync ?? [])]) {
      const href = new URL(file, base);
      if (href.origin === base.origin) preloads.push(href.href);
    }
    return { links, preloads };
  }

  /** The page for a path: the route's shell with its remote's fragment, or the not-found page (404). */
  return async function pageFor(pathname: string, preview: Preview, isWithoutData: boolean): Promise<Page> {
    const clean = cleanPath(pathname);
    const key = `${clean}\u0000${preview ? `${preview.remote}=${preview.version}` : ''}\u0000${isWithoutData ? 'build' : ''}`;
    const cached = pages.get(key);
    if (cached && Date.now() - cached.madeAt < PAGE_TTL_MS) return cached;
    const config = await liveConfig(preview);
    const site = shells();
    if (!site) throw new Error(`No shells.json in ${root}: run the host's build first.`);
    const route = isPageRequest(clean) ? routeFor(site, clean) : null;
    const shell = route?.shell ?? site.notFound;
    const manifestUrl = shell.remote ? config.remotes?.[shell.remote] : undefined;
    const [fragment, hints, status] = await Promise.all([
      route && manifestUrl && shell.islandLoading !== undefined ? fragments(fragmentUrl(route.pattern, clean, manifestUrl, isWithoutData)) : null,
      remoteHints(manifestUrl, config.apiBase),
      !route ? 404 : shell.resource && config.apiBase ? resourceStatus(shell.resource, route.pattern, clean, config.apiBase) : 200,
    ]);
    const head = [
      `<meta name="csp-nonce" content="${NONCE_PLACEHOLDER}">`,
      `<script nonce="${NONCE_PLACEHOLDER}">window.__VITAL_SITE_CONFIG__=${inlineJson(config)}</script>`,
      ...hints.links,
    ].join('');
    const html = composePage(template(), shell, { fragment, head, headScript: site.headScript, nonce: NONCE_PLACEHOLDER, preloads: hints.preloads });
    const page = { madeAt: Date.now(), status, config, template: compileNonceTemplate(html, NONCE_PLACEHOLDER) };
    pages.set(key, page);
    return page;
  };
}
