// The host's pages, made at most once a second per path and set of live versions: the same bytes and
// headers for every visitor (decision 029), compressed once.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fragmentBuild, fragmentPath, type Shells } from '@vital/shared/contract';
import { composePage, createFragmentSource, isModuleEntry, resourceStatus, routeFor } from './compose.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { createFreshCache, readWhenChanged } from './recent-map.ts';
import type { Preview } from './preview.ts';
import { originOf, type SiteOrigins } from './security-headers.ts';

export interface SiteConfig extends SiteOrigins, Record<string, unknown> {
  portalPaths?: Record<string, unknown>;
}

interface RemoteManifest {
  metaData?: { buildInfo?: { buildVersion?: string }; remoteEntry?: { name?: string; path?: string; type?: string } };
  exposes?: Array<{ path: string; assets?: { js?: { sync?: string[]; async?: string[] } } }>;
}

/** A new build, config or remote release is served within this. */
const PAGE_TTL_MS = 1_000;
/** Never in page content: it is not valid base64. */
/** A remote that was down is used again soon. */
const MANIFEST_TTL_MS = (manifest: RemoteManifest | null) => (manifest ? 30_000 : 2_000);

/** A page as every visitor gets it: its bytes, its policy (the hashes of its inline scripts and styles) and its ETag. */
export interface Page {
  status: number;
  config: SiteConfig;
  body: Buffer;
  csp: string;
  etag: string;
  /** Its remote's fragment came in time (or it has none): a page with its loading state instead is no cache's to keep. */
  isWhole: boolean;
}

/** Navigations (paths without a file extension, or .html) get the page. */
export const isPageRequest = (pathname: string) => !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.html');
export const cleanPath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The host's pages from its build folder (`root`) and the live config (each remote at its live or previewed version). */
/** Whose page: a preview's, or a visitor's of a cohort (a canary's candidate or the live version, decision 030). */
export interface Audience {
  preview: Preview;
  band: number | null;
}

export function createPageSource(root: string, shells: () => Shells | null, liveConfig: (audience: Audience) => Promise<SiteConfig>) {
  const readText = readWhenChanged((file) => fs.readFileSync(file, 'utf8'));
  const fragments = createFragmentSource();
  // By URL, which a preview header names (any version).
  const manifests = createFreshCache(64, MANIFEST_TTL_MS);
  const pages = createFreshCache<Page>(256, PAGE_TTL_MS);

  /**
   * So that the remote downloads with the host's own code, not after it: preconnects (the remote,
   * the API) for the head, and its entry, routes and page chunks, which the page preloads once painted.
   */
  async function remoteHints(manifestUrl: string | undefined, apiBase: string | undefined, feature: string | undefined, build?: string) {
    const api = originOf(apiBase);
    const links = api ? [`<link rel="preconnect" href="${api}" crossorigin>`] : [];
    if (!manifestUrl) return { links, preloads: [], preloadsAreModules: false, build: undefined };
    const base = new URL('.', manifestUrl);
    // Kept by URL; one of a given build is asked for anew once, when a fragment names a build the kept one is not.
    const manifest = await manifests(build ? `${manifestUrl}\u0000${build}` : manifestUrl, () =>
      fetch(manifestUrl, { signal: AbortSignal.timeout(800) })
        .then((response) => (response.ok ? (response.json() as Promise<RemoteManifest>) : null))
        .catch(() => null),
    );
    const manifestBuild = manifest?.metaData?.buildInfo?.buildVersion;
    const entry = manifest?.metaData?.remoteEntry;
    const preloadsAreModules = isModuleEntry(entry?.type);
    // A remote's files come in CORS mode (classic scripts with crossorigin, ES modules always), over a
    // connection of their own: that is the one to open.
    links.push(`<link rel="preconnect" href="${base.origin}" crossorigin>`);
    if (!entry?.name) return { links, preloads: [], preloadsAreModules: false, build: manifestBuild };
    const routes = manifest?.exposes?.find((expose) => expose.path === './routes');
    const page = feature ? routes?.assets?.js?.async?.find((file) => file.startsWith(`js/feature-${feature}-pages.`)) : undefined;
    const files = [[entry.path, entry.name].filter(Boolean).join('/'), ...(routes?.assets?.js?.sync ?? []), ...(page ? [page] : [])];
    const preloads = files.map((file) => new URL(file, base)).filter((href) => href.origin === base.origin);
    return { links, preloads: preloads.map((href) => href.href), preloadsAreModules, build: manifestBuild };
  }

  async function makePage(clean: string, config: SiteConfig, isWithoutData: boolean) {
    const site = shells();
    if (!site) throw new Error(`No shells.json in ${root}: run the host's build first.`);
    const template = readText(path.join(root, 'index.html'));
    if (template === null) throw new Error(`No index.html in ${root}: run the host's build first.`);
    const route = isPageRequest(clean) ? routeFor(site, clean) : null;
    const shell = route?.shell ?? site.notFound;
    const manifestUrl = shell.remote ? config.remotes?.[shell.remote] : undefined;
    // With the page's path, a remote that renders pages with their data sends this page's (decision 020).
    const fragmentUrl = route && manifestUrl && new URL(fragmentPath(route.pattern), manifestUrl);
    if (fragmentUrl && !isWithoutData) fragmentUrl.searchParams.set('path', clean);
    const [fragment, keptHints, status] = await Promise.all([
      fragmentUrl && shell.islandLoading !== undefined ? fragments(fragmentUrl.href) : null,
      remoteHints(manifestUrl, config.apiBase, shell.feature),
      !route ? 404 : shell.resource && config.apiBase ? resourceStatus(shell.resource, route.pattern, clean, config.apiBase) : 200,
    ]);
    // A remote rebuilt in place (no release) changes its files under the same URLs: the page's
    // preloads come from the manifest of the build its fragment was rendered by, never an older one's.
    const build = fragmentBuild(fragment);
    const hints = build && keptHints.build && build !== keptHints.build ? await remoteHints(manifestUrl, config.apiBase, shell.feature, build) : keptHints;
    const { preloads, preloadsAreModules } = hints;
    const { html, inline } = composePage(template, shell, { fragment, config, links: hints.links.join(''), headScript: site.headScript, preloads, preloadsAreModules });
    const body = Buffer.from(html);
    const isWhole = shell.islandLoading === undefined || fragmentBuild(fragment) !== null;
    return { status, config, body, csp: contentSecurityPolicy(config, inline), etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`, isWhole };
  }

  return async function pageFor(pathname: string, audience: Audience, isWithoutData: boolean) {
    const clean = cleanPath(pathname);
    // Kept per set of live versions: a moved pointer is a new page at once, never one kept from before.
    const config = await liveConfig(audience);
    const key = `${clean}\u0000${JSON.stringify(config.remotes ?? {})}\u0000${isWithoutData ? 'build' : ''}`;
    return pages(key, () => makePage(clean, config, isWithoutData));
  };
}
