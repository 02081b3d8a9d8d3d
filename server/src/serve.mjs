// Serves one app's production build the way a static host should: hashed
// assets cached for a year, entry points (HTML, remoteEntry.js, manifests,
// site.config.json) revalidated on every load, precompressed files when they
// exist, and the pages of the host. No request can take it down: a target,
// method or path it does not serve gets a 4xx, and an error inside becomes a
// logged 500 for that request alone.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { composePage, createFragmentSource, createShellStore, fragmentPath, resourceStatus, routeFor, signInRedirect } from './compose.mjs';
import { baseSecurityHeaders, originOf, pageSecurityHeaders } from './security-headers.mjs';
import { compileNonceTemplate, fillNonce, gzipNonce } from './nonce-gzip.mjs';
import { hasDotSegment, sendFile } from './static-files.mjs';
import { createPointerSource, parsePreview, VERSION_PATTERN, withLiveRemotes } from './release-pointers.mjs';
import { createLiveFragments, pagePathOf } from './live-fragments.mjs';
import { createRecentMap } from './recent-map.mjs';

/** Files that name other files, or change with every release, and so must never be cached stale. */
const REVALIDATE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|mf-manifest-stats\.json|site\.config\.json|shells\.json)$|^\/fragments\//;
const HASHED = /\.[0-9a-f]{10,}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;

/**
 * The policy of whatever is not one of the host's pages (a remote's files, fragments and
 * manifests, a short text answer): opened as a document, nothing in it may run, load or be
 * framed, and it gets an origin of its own (`sandbox`). A fragment's markup is escaped by the
 * renderer; nothing depends on that alone.
 */
const NOTHING_RUNS = "default-src 'none'; frame-ancestors 'none'; sandbox";
const PLAIN_POLICY = { 'Content-Security-Policy': NOTHING_RUNS, 'Cache-Control': 'no-store' };

/** What a browser reads across origins from a remote: its manifest (the federation runtime fetches it). The rest loads as scripts and images. */
const isReadAcrossOrigins = (/** @type {string} */ pathname) => pathname.endsWith('/mf-manifest.json');

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root                 the app's dist folder
 * @property {boolean} [spa]               paths are the host's pages (the host)
 * @property {boolean} [cors]              a remote: its manifest is read by the site's pages (CORS), and
 *   nothing it answers may run as a document
 * @property {string[]} [siteOrigins]      the origins of the site's pages; a remote allows only them to
 *   read its manifest (any origin when none is given)
 * @property {() => Record<string, unknown> | undefined} [siteConfigOverrides]
 *   values merged over dist/site.config.json when it is served (ports, test timeouts)
 * @property {string} [releases]          a remote's release store, served under /releases/ (release-pointers.mjs)
 * @property {string} [dataApiBase]       a remote renders the page a fragment is asked for with
 *   (`?path=`) with this API's answers (live-fragments.mjs); without it, fragments are the build's
 */

/**
 * dist/site.config.json: the origins the server reads among the rest of the page's config.
 * @typedef {Parameters<typeof pageSecurityHeaders>[0] & Record<string, unknown>} SiteConfig
 */

/**
 * The decoded path of a request target, or null when it is not one this
 * server can use: origin-form (`/a/b?c`) or a valid absolute URL, percent-
 * encoding that decodes, and no control characters once decoded.
 * @param {string | undefined} target
 */
export function requestPath(target) {
  if (!target) return null;
  let raw;
  if (target.startsWith('/')) raw = target.split(/[?#]/)[0] ?? '';
  else if (/^https?:\/\//i.test(target)) {
    try {
      raw = new URL(target).pathname;
    } catch {
      return null;
    }
  } else return null;
  try {
    const decoded = decodeURIComponent(raw);
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    return /[\u0000-\u001f\u007f]/.test(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

/** @param {StaticServerOptions} options */
export function createStaticHandler({ root, spa = false, cors = false, siteOrigins = [], siteConfigOverrides, releases, dataApiBase }) {
  // The host's build is its page template; a remote's build is its container and pages.
  if (!fs.existsSync(path.join(root, spa ? 'index.html' : 'mf-manifest.json'))) {
    throw new Error(`No build in ${root}: run the app's build first.`);
  }
  const dist = path.resolve(root);
  const allowed = cors ? 'GET, HEAD, OPTIONS' : 'GET, HEAD';
  const cacheHeaders = (/** @type {string} */ pathname) => ({
    'Cache-Control': REVALIDATE.test(pathname)
      ? 'no-cache'
      : HASHED.test(pathname)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600',
  });

  /** @returns {SiteConfig} */
  const siteConfig = () => {
    const base = JSON.parse(fs.readFileSync(path.join(root, 'site.config.json'), 'utf8'));
    const overrides = siteConfigOverrides?.();
    return overrides ? deepMerge(base, overrides) : base;
  };
  const livePointers = createPointerSource();
  /**
   * The config of a page: each released remote at its live (or previewed) version.
   * @param {ReturnType<typeof parsePreview>} [preview]
   * @returns {Promise<SiteConfig>}
   */
  const liveConfig = (preview) => withLiveRemotes(siteConfig(), livePointers, preview);
  const template = cachedFile(path.join(root, 'index.html'));
  const shells = createShellStore(root);
  const fragments = createFragmentSource();
  const liveFragments = !spa && dataApiBase ? createLiveFragments({ apiBase: dataApiBase }) : null;

  /**
   * A fragment asked for with its page's path, rendered with the page's data (decision 020).
   * False when there is none to send: the build's fragment is sent as any file is.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} pathname
   */
  async function sendLiveFragment(req, res, pathname) {
    const pagePath = liveFragments && pagePathOf(req.url);
    const [, version, fragment] = /^(?:\/releases\/([^/]+))?\/(fragments\/.+\.html)$/.exec(pathname) ?? [];
    if (!liveFragments || !pagePath || !fragment || hasDotSegment(pathname)) return false;
    if (version !== undefined && (!releases || !VERSION_PATTERN.test(version))) return false;
    const folder = version === undefined ? dist : path.join(path.resolve(/** @type {string} */ (releases)), version);
    const page = await liveFragments(folder, fragment, pagePath);
    if (!page) return false;
    res.writeHead(req.headers['if-none-match'] === page.etag ? 304 : 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      ETag: page.etag,
    });
    res.end(req.method === 'HEAD' || req.headers['if-none-match'] === page.etag ? undefined : page.body);
    return true;
  }

  /**
   * Pages as made for the last second, by path: a page is composed and compressed once, not per
   * response. Paths with parameters (/blogs/:id) are many: the most recent ones only.
   * @type {ReturnType<typeof createRecentMap<{ madeAt: number, status: number, config: SiteConfig, template: import('./nonce-gzip.mjs').NonceTemplate }>>}
   */
  const pages = createRecentMap(MAX_CACHED_PAGES);

  /**
   * The host's page for a path: the route's shell with its remote's fragment, or the
   * not-found page (404) for a path no route knows.
   * @param {string} pathname
   * @param {ReturnType<typeof parsePreview>} preview
   * @param {boolean} isWithoutData the remote's build-time fragment, not the page rendered with its data
   */
  async function pageFor(pathname, preview, isWithoutData) {
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
    const head = [`<meta name="csp-nonce" content="${NONCE_PLACEHOLDER}">`, `<script nonce="${NONCE_PLACEHOLDER}">window.__VITAL_SITE_CONFIG__=${inlineJson(config)}</script>`, ...hints.links].join('');
    const html = composePage(template(), shell, { fragment, head, headScript: site.headScript, nonce: NONCE_PLACEHOLDER, preloads: hints.preloads });
    const page = { madeAt: Date.now(), status, config, template: compileNonceTemplate(html, NONCE_PLACEHOLDER) };
    pages.set(key, page);
    return page;
  }

  /**
   * The site's own addresses that lead elsewhere: `/home` to `/`, a signed-in-only page asked
   * for without the signed-in cookie to sign-in, and `/portal/<key>` to the configured portal
   * (what server-rendered portal links point at until the page is live).
   * @param {string} pathname
   * @param {http.IncomingMessage} req
   * @returns {string | null}
   */
  function redirectFor(pathname, req) {
    const clean = cleanPath(pathname);
    const site = shells();
    const local = site?.redirects?.[clean];
    if (local) return local;
    const route = site && isPageRequest(clean) ? routeFor(site, clean) : null;
    const query = /\?.*$/.exec(String(req.url))?.[0] ?? '';
    const signIn = route ? signInRedirect(route.shell, `${clean}${query}`, req.headers.cookie) : null;
    if (signIn) return signIn;
    const key = /^\/portal\/([A-Za-z]+)$/.exec(clean)?.[1];
    if (!key) return null;
    const { portalUrl, portalPaths } = /** @type {{ portalUrl?: unknown, portalPaths?: Record<string, unknown> }} */ (siteConfig());
    const target = Object.hasOwn(portalPaths ?? {}, key) ? portalPaths?.[key] : undefined;
    return typeof portalUrl === 'string' && originOf(portalUrl) && typeof target === 'string' ? `${portalUrl}${target}` : null;
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} pathname
   */
  async function sendPage(req, res, pathname) {
    const preview = parsePreview(req.headers['x-vital-preview']);
    const isWithoutData = req.headers['x-vital-page-data'] === 'none';
    const page = await pageFor(pathname, preview, isWithoutData);
    const nonce = randomBytes(16).toString('base64');
    const isGzip = acceptsGzip(req.headers['accept-encoding']);
    const body = req.method === 'HEAD' ? undefined : isGzip ? gzipNonce(page.template, nonce) : fillNonce(page.template, nonce);
    res.writeHead(page.status, {
      ...pageSecurityHeaders(page.config, nonce),
      'Content-Type': 'text/html; charset=utf-8',
      // A preview, or a page without its data, is for its requester alone: no cache may keep it.
      'Cache-Control': preview || isWithoutData ? 'no-store' : 'no-cache',
      Vary: 'Accept-Encoding, X-Vital-Preview, X-Vital-Page-Data',
      ...(isGzip && { 'Content-Encoding': 'gzip' }),
    });
    res.end(body);
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handle(req, res) {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    const pathname = requestPath(req.url);
    if (pathname === null) return sendPlain(res, 400, 'Bad request: the address is not valid.');
    if (cors) {
      res.setHeader('Content-Security-Policy', NOTHING_RUNS);
      if (isReadAcrossOrigins(pathname)) allowSiteOrigin(req, res, siteOrigins);
    }
    if (cors && req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': allowed, 'Access-Control-Max-Age': '600' }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', allowed);
      return sendPlain(res, 405, `Method not allowed: use ${allowed}.`);
    }
    if (spa && pathname === '/site.config.json') {
      const config = await liveConfig();
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(config));
      return;
    }
    if (await sendLiveFragment(req, res, pathname)) return;
    if (releases && pathname.startsWith('/releases/')) return sendRelease(req, res, releases, pathname);
    const redirect = spa ? redirectFor(pathname, req) : null;
    if (redirect) {
      res.writeHead(302, { ...PLAIN_POLICY, Location: redirect }).end();
      return;
    }
    if (spa && isPageRequest(pathname) && !hasDotSegment(pathname)) return sendPage(req, res, pathname);
    if (sendFile(req, res, { root: dist, pathname, headers: cacheHeaders })) return;
    if (spa) return sendPage(req, res, pathname);
    sendPlain(res, 404, 'Not found.');
  }

  /** @type {http.RequestListener} */
  return (req, res) => {
    handle(req, res).catch((error) => {
      console.error(`500 ${req.method} ${String(req.url).slice(0, 200)}:`, error);
      if (res.headersSent) res.destroy();
      else sendPlain(res, 500, 'Something went wrong on our side.');
    });
  };
}

/**
 * A remote's release store: its pointer, revalidated on every read, and its versions,
 * which never change once published (everything in one is immutable, its manifest too).
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} store
 * @param {string} pathname starting with /releases/
 */
function sendRelease(req, res, store, pathname) {
  const root = path.resolve(store);
  if (pathname === '/releases/live.json') {
    if (sendFile(req, res, { root, pathname: '/live.json', headers: () => ({ 'Cache-Control': 'no-cache' }) })) return;
    return sendPlain(res, 404, 'No release is live.');
  }
  const [, version = '', rest = ''] = /^\/releases\/([^/]+)(\/.*)$/.exec(pathname) ?? [];
  const immutable = () => ({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  if (VERSION_PATTERN.test(version) && sendFile(req, res, { root: path.join(root, version), pathname: rest, headers: immutable })) return;
  sendPlain(res, 404, 'Not found.');
}

/**
 * Lets the site's pages read the answer: the request's origin when it is one of the site's,
 * any origin when the server was not told the site's.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string[]} siteOrigins
 */
function allowSiteOrigin(req, res, siteOrigins) {
  if (!siteOrigins.length) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    return;
  }
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (origin && siteOrigins.includes(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
}

/**
 * A short text answer that nothing can run in.
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
function sendPlain(res, status, text) {
  res.writeHead(status, { ...PLAIN_POLICY, 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
}

/** How long an assembled page is reused: a new build, config or remote release is served within this. */
const PAGE_TTL_MS = 1_000;
const MAX_CACHED_PAGES = 256;
/** Stands where each response's nonce goes in an assembled page (never in page content: it is not valid base64). */
const NONCE_PLACEHOLDER = '\u0000vital-nonce\u0000';

/**
 * Where the page server asks for a route's fragment: the remote's build-time file, with the
 * page's path, so a remote that renders pages with their data sends this page's (decision 020).
 * A static host ignores the query and sends the file.
 * @param {string} pattern
 * @param {string} pathname
 * @param {string} manifestUrl
 * @param {boolean} isWithoutData
 */
const fragmentUrl = (pattern, pathname, manifestUrl, isWithoutData) => {
  const url = new URL(fragmentPath(pattern), manifestUrl);
  if (!isWithoutData) url.searchParams.set('path', pathname);
  return url.href;
};

/** Whether the client takes gzip (the compressed form of pages; see nonce-gzip.mjs). */
const acceptsGzip = (accepted = '') => /(^|[\s,])(gzip|\*)(?![\w-])(?!\s*;\s*q=0(\.0*)?(\s|,|$))/i.test(accepted);

/**
 * Navigations (paths without a file extension, or .html) get the page.
 * @param {string} pathname
 */
const isPageRequest = (pathname) => !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.html');

/**
 * Reads a file once and again only when it changes on disk (`missing` when there is none).
 * @param {string} file
 * @param {string} [missing]
 * @returns {() => string}
 */
function cachedFile(file, missing) {
  let cache = { mtimeMs: -1, text: '' };
  return () => {
    if (missing !== undefined && !fs.existsSync(file)) return missing;
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs !== cache.mtimeMs) cache = { mtimeMs, text: fs.readFileSync(file, 'utf8') };
    return cache.text;
  };
}

/**
 * JSON that is safe inside a <script> element.
 * @param {unknown} value
 */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** @param {string} pathname */
const cleanPath = (pathname) => pathname.replace(/\/+$/, '') || '/';

/**
 * What the hints read of a remote's mf-manifest.json.
 * @typedef {object} RemoteManifest
 * @property {{ remoteEntry?: { name?: string, path?: string } }} [metaData]
 * @property {Array<{ path: string, assets?: { js?: { sync?: string[] } } }>} [exposes]
 */

const MANIFEST_TTL_MS = 30_000;
/** A manifest that could not be had is asked for again this soon: a remote that was down is used again at once. */
const MANIFEST_FAILURE_TTL_MS = 2_000;
/** Keyed by URL, which a preview header names (any version): only the most recently used are kept. */
const MAX_MANIFESTS = 64;
/** @type {ReturnType<typeof createRecentMap<{ at: number, manifest: RemoteManifest | null }>>} */
const manifests = createRecentMap(MAX_MANIFESTS);

/**
 * A remote's manifest, cached briefly; null when it cannot be had within 800 ms.
 * @param {string} url
 * @returns {Promise<RemoteManifest | null>}
 */
async function readManifest(url) {
  const cached = manifests.get(url);
  if (cached && Date.now() - cached.at < (cached.manifest ? MANIFEST_TTL_MS : MANIFEST_FAILURE_TTL_MS)) return cached.manifest;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(800) });
    const manifest = response.ok ? /** @type {RemoteManifest} */ (await response.json()) : null;
    manifests.set(url, { at: Date.now(), manifest });
    return manifest;
  } catch {
    manifests.set(url, { at: Date.now(), manifest: null });
    return null;
  }
}

/**
 * What starts the page's remote downloading with the host's own code instead of after it:
 * preconnects to the remote (and the API), as link elements for the head, and the addresses
 * of its entry and of the chunks of its routes module, as the runtime will request them
 * (classic scripts, no crossorigin), which the page preloads once painted (composePage).
 * @param {string | undefined} manifestUrl
 * @param {string | undefined} apiBase
 * @returns {Promise<{ links: string[], preloads: string[] }>}
 */
async function remoteHints(manifestUrl, apiBase) {
  const links = [];
  /** @type {string[]} */
  const preloads = [];
  const api = originOf(apiBase);
  if (api) links.push(`<link rel="preconnect" href="${api}" crossorigin>`);
  if (!manifestUrl) return { links, preloads };
  const base = new URL('.', manifestUrl);
  links.push(`<link rel="preconnect" href="${base.origin}">`);
  const manifest = await readManifest(manifestUrl);
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) return { links, preloads };
  const routes = manifest?.exposes?.find((expose) => expose.path === './routes');
  const files = [[entry.path, entry.name].filter(Boolean).join('/'), ...(routes?.assets?.js?.sync ?? [])];
  for (const file of files) {
    const href = new URL(file, base);
    if (href.origin === base.origin) preloads.push(href.href);
  }
  return { links, preloads };
}

/**
 * Starts a server and resolves once it listens.
 * @param {StaticServerOptions & { port: number, host?: string }} options
 * @returns {Promise<http.Server>}
 */
export function serveStatic({ port, host = '127.0.0.1', ...options }) {
  const server = http.createServer(
    // A client that sends its request slowly, or never, holds a socket for seconds, not minutes.
    { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 },
    createStaticHandler(options),
  );
  server.on('clientError', answerClientError);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Requests Node's parser refuses (a malformed line or header, headers too
 * large, a body framed two ways) get a short status instead of a bare reset.
 * @param {Error & { code?: string }} error
 * @param {import('node:stream').Duplex} socket
 */
export function answerClientError(error, socket) {
  if (socket.writable && !socket.destroyed) {
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout'
      : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }
  socket.destroy();
}

/**
 * Closes a server and every connection it holds, so the port is free at once.
 * @param {http.Server} server
 * @returns {Promise<void>}
 */
export function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve(undefined));
    server.closeAllConnections?.();
  });
}

/**
 * @param {Record<string, unknown>} base
 * @param {Record<string, unknown>} extra
 * @returns {Record<string, unknown>}
 */
function deepMerge(base, extra) {
  const out = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && typeof out[key] === 'object'
        ? deepMerge(/** @type {Record<string, unknown>} */ (out[key]), /** @type {Record<string, unknown>} */ (value))
        : value;
  }
  return out;
}
