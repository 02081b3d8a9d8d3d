// The host's page server: pages composed once per path and set of live versions, the same for every
// visitor (decision 029) and compressed once; the live site config, the redirects (the site's own, the
// sign-in guard, the portal links) and the host's files.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cohortBand, parseShells } from '@vital/shared/contract';
import { routeFor, signInRedirect } from './compose.ts';
import { registerFiles } from './files.ts';
import { cleanPath, createPageSource, isPageRequest, type Page, type SiteConfig } from './host-pages.ts';
import { createApp, hasDotSegment, requestPath } from './http.ts';
import { createFieldCollector, type FieldCollectorOptions, registerFieldRoute } from './field/collector.ts';
import { closeMetrics, listenMetrics, type MetricsListen } from './field/metrics-server.ts';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PREVIEW_HEADER, verifyPreview, type Preview } from './preview.ts';
import { createFreshCache, readWhenChanged } from './recent-map.ts';
import { createPointerSource, pointersOf, versionManifestUrl, withLiveRemotes } from './release-pointers.ts';
import { originOf } from './security-headers.ts';
import { NOTHING_RUNS, PAGE_CACHE } from './site-rules.ts';

export interface HostServerOptions {
  /** The host's dist folder. */
  root: string;
  /** Merged over dist/site.config.json (ports, test timeouts). */
  siteConfigOverrides?: Record<string, unknown>;
  /** The key previews are signed with (VITAL_PREVIEW_KEY); none: previews are off. */
  previewKey?: string | null;
  /**
   * Field reports (decision 030): what counts (`cohortOf`, `isKnownVersion`, the bounds), whose
   * X-Forwarded-For is believed, and the internal port /metrics and /health.json are read on (none: not read).
   */
  field?: FieldCollectorOptions & { metrics?: MetricsListen };
}

/** Whether `coding` is acceptable to the client (named, or `*`, and not with q=0). */
const accepts = (coding: 'br' | 'gzip', accepted = '') => new RegExp(`(^|[\\s,])(${coding}|\\*)(?![\\w-])(?!\\s*;\\s*q=0(\\.0*)?(\\s|,|$))`, 'i').test(accepted);

/** A page's bytes in each coding, made once per page (its ETag) however many ask. */
const encodings = new Map<string, Buffer>();
function encoded(page: Page, coding: 'br' | 'gzip') {
  const key = `${page.etag}${coding}`;
  let body = encodings.get(key);
  if (!body) {
    body =
      coding === 'br'
        ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } })
        : gzipSync(page.body, { level: 9 });
    if (encodings.size >= 512) encodings.delete(encodings.keys().next().value as string);
    encodings.set(key, body);
  }
  return body;
}

function deepMerge(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? deepMerge(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

const redirect = (reply: FastifyReply, location: string) =>
  reply.code(302).headers({ 'Content-Security-Policy': NOTHING_RUNS, 'Cache-Control': 'no-store', Location: location }).send();

export async function createHostServer({ root, siteConfigOverrides, previewKey = null, field = {} }: HostServerOptions) {
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`No build in ${root}: run the host's build first.`);
  const siteConfig = (): SiteConfig => {
    const base = JSON.parse(fs.readFileSync(path.join(root, 'site.config.json'), 'utf8')) as SiteConfig;
    return siteConfigOverrides ? (deepMerge(base, siteConfigOverrides) as SiteConfig) : base;
  };
  const livePointers = createPointerSource();
  // The host's own version in field reports: its build, named by its page template's hash.
  const readHostVersion = readWhenChanged((file) => `build-${createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 12)}`);
  const hostVersion = () => readHostVersion(path.join(root, 'index.html')) ?? 'build';
  /** The config a visitor of cohort `band` gets (decision 030), or a preview's. */
  const liveConfig = async ({ preview = null, band = null }: { preview?: Preview; band?: number | null } = {}) => {
    const config = (await withLiveRemotes(siteConfig(), livePointers, { preview, band, hostVersion: hostVersion() })) as SiteConfig;
    // A preview is the release check's, not a visitor's: its pages report nothing of the candidate's health.
    return preview ? { ...config, fieldReports: { sampleRate: 0 } } : config;
  };
  /** Each remote's canary candidate, as last read: what a field report's cohort is told by. */
  const candidates = new Map<string, string>();
  /** Whether a canary is under way: the page then differs by cohort, which a cache in front must know. */
  async function isCanaryUnderWay() {
    const pointers = await pointersOf(siteConfig().remoteReleases, livePointers);
    candidates.clear();
    for (const [remote, pointer] of Object.entries(pointers)) if (pointer.canary) candidates.set(remote, pointer.canary.version);
    return candidates.size > 0;
  }
  const readShells = readWhenChanged((file) => parseShells(JSON.parse(fs.readFileSync(file, 'utf8')), file));
  const shells = () => readShells(path.join(root, 'shells.json'));
  const pageFor = createPageSource(root, shells, liveConfig);
  const publishedVersions = createFreshCache<boolean>(64, 2_000);

  /** A signed preview of a version that is published (its manifest answers); null for anything else. */
  async function previewOf(request: FastifyRequest): Promise<Preview> {
    const claimed = verifyPreview(request.headers[PREVIEW_HEADER], previewKey);
    const pointerUrl = claimed && (siteConfig().remoteReleases as Record<string, unknown> | undefined)?.[claimed.remote];
    if (!claimed || typeof pointerUrl !== 'string' || !/^https?:\/\//.test(pointerUrl)) return null;
    const manifestUrl = versionManifestUrl(pointerUrl, claimed.version);
    const isPublished = await publishedVersions(manifestUrl, () =>
      fetch(manifestUrl, { method: 'HEAD', signal: AbortSignal.timeout(800) }).then((response) => response.ok, () => false),
    );
    return isPublished ? claimed : null;
  }

  /** The site's redirects (`/home`), and sign-in for a signed-in-only page without the signed-in cookie. */
  function redirectFor(request: FastifyRequest, pathname: string): string | null {
    const clean = cleanPath(pathname);
    const site = shells();
    const local = site?.redirects?.[clean];
    if (local) return local;
    const route = site && isPageRequest(clean) ? routeFor(site, clean) : null;
    const query = /\?.*$/.exec(request.url)?.[0] ?? '';
    return route ? signInRedirect(route.shell, `${clean}${query}`, request.headers.cookie) : null;
  }

  /** The page of `pathname`: the not-found page (404) for an address no page or file has. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname = requestPath(request.raw.url) ?? '/') {
    const preview = await previewOf(request);
    const isWithoutData = request.headers['x-vital-page-data'] === 'none';
    const band = cohortBand(request.headers.cookie);
    const [page, hasCohorts] = await Promise.all([pageFor(pathname, { preview, band }, isWithoutData), isCanaryUnderWay()]);
    const accepted = request.headers['accept-encoding'];
    const coding = accepts('br', accepted) ? 'br' : accepts('gzip', accepted) ? 'gzip' : null;
    const isFresh = request.headers['if-none-match'] === page.etag;
    reply.code(isFresh ? 304 : page.status).headers({
      'Content-Security-Policy': page.csp,
      'Content-Type': 'text/html; charset=utf-8',
      // A preview and a page without its data are for their requester alone, and one whose remote did
      // not answer in time shows a loading state: no cache may keep them.
      'Cache-Control': preview || isWithoutData || !page.isWhole ? 'no-store' : PAGE_CACHE.cacheControl,
      ETag: page.etag,
      // A cache keeps one copy per coding; a request naming a personal header gets its own (site-rules.ts).
      // During a canary the cohort cookie picks the page: a cache that cannot key by it must not share it.
      Vary: ['Accept-Encoding', ...PAGE_CACHE.personalHeaders, ...(hasCohorts ? ['Cookie'] : [])].join(', '),
      ...(coding && !isFresh && { 'Content-Encoding': coding }),
    });
    if (isFresh || request.method === 'HEAD') return reply.send('');
    return reply.send(coding ? encoded(page, coding) : page.body);
  }

  const app = createApp('site', sendPage);
  await registerFiles(app, { root });

  // The pages' beacons, and their sums on the internal port, which listens while the site does.
  const { metrics: metricsListen, ...fieldOptions } = field;
  // A report of a canary's candidate is of the canary's cohort; the pointers are read at least every half second.
  const fieldCollector = createFieldCollector({ cohortOf: (source, version) => (candidates.get(source) === version ? 'canary' : 'stable'), ...fieldOptions });
  const pointerReads = setInterval(() => void isCanaryUnderWay().catch(() => undefined), 500);
  pointerReads.unref();
  app.addHook('onClose', async () => clearInterval(pointerReads));
  registerFieldRoute(app, fieldCollector);
  if (metricsListen) {
    let metricsServer: Awaited<ReturnType<typeof listenMetrics>> | undefined;
    app.addHook('onReady', async () => void (metricsServer = await listenMetrics(fieldCollector, metricsListen)));
    app.addHook('onClose', async () => metricsServer && closeMetrics(metricsServer));
  }

  app.get('/site.config.json', async (request, reply) =>
    reply.headers({ 'Cache-Control': 'no-cache', Vary: 'Cookie' }).send(await liveConfig({ band: cohortBand(request.headers.cookie) })),
  );

  // Server-rendered portal links point here until the page is live.
  app.get('/portal/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    const { portalUrl, portalPaths } = siteConfig();
    const target = /^[A-Za-z]+$/.test(key) && Object.hasOwn(portalPaths ?? {}, key) ? portalPaths?.[key] : undefined;
    if (typeof portalUrl !== 'string' || !originOf(portalUrl) || typeof target !== 'string') return sendPage(request, reply);
    return redirect(reply, `${portalUrl}${target}`);
  });

  app.get('/*', async (request, reply) => {
    const pathname = requestPath(request.raw.url) ?? '/';
    const location = redirectFor(request, pathname);
    if (location) return redirect(reply, location);
    if (isPageRequest(pathname) && !hasDotSegment(pathname)) return sendPage(request, reply, pathname);
    return reply.sendFile(pathname);
  });
  return app;
}
