// Serves one app's production build the way a static host should: hashed
// assets cached for a year, entry points (HTML, remoteEntry.js, manifests,
// site.config.json) revalidated on every load, precompressed files when they
// exist, and the SPA fallback for the host.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { applySnapshot, createSnapshotStore, matchesPattern, NOT_FOUND, originChanges, rewriteOrigins } from './prerender.mjs';
import { baseSecurityHeaders, pageSecurityHeaders } from './security-headers.mjs';

/** Files that name other files and so must never be cached stale. */
const REVALIDATE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|site\.config\.json)$/;
const HASHED = /\.[0-9a-f]{16,}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root                 the app's dist folder
 * @property {boolean} [spa]               unknown paths get index.html (the host)
 * @property {boolean} [cors]              allow any origin to read the files (remotes)
 * @property {boolean} [prerendered]       send prerendered pages when there are some (the host; off while prerendering)
 * @property {() => Record<string, unknown> | undefined} [siteConfigOverrides]
 *   values merged over dist/site.config.json when it is served (ports, test timeouts)
 */

/** @param {StaticServerOptions} options */
export function createStaticHandler({ root, spa = false, cors = false, prerendered = spa, siteConfigOverrides }) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build in ${root}: run the app's build first.`);
  }
  const assets = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    single: spa,
    dotfiles: false,
    setHeaders(res, pathname) {
      // Paths without an extension are the SPA fallback: index.html.
      if (REVALIDATE.test(pathname) || !/\.[a-z0-9]+$/i.test(pathname)) res.setHeader('Cache-Control', 'no-cache');
      else if (HASHED.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });

  const siteConfig = () => {
    const base = JSON.parse(fs.readFileSync(path.join(root, 'site.config.json'), 'utf8'));
    const overrides = siteConfigOverrides?.();
    return overrides ? deepMerge(base, overrides) : base;
  };
  const template = cachedFile(path.join(root, 'index.html'));
  const routeRemotes = cachedFile(path.join(root, 'route-remotes.json'), '[]');
  const snapshots = prerendered ? createSnapshotStore(root) : () => null;
  const knownRoutes = cachedFile(path.join(root, 'known-routes.json'), 'null');

  /** @type {http.RequestListener} */
  return (req, res) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.writeHead(204).end();
        return;
      }
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (spa && pathname === '/site.config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(siteConfig()));
      return;
    }
    if (spa && (req.method === 'GET' || req.method === 'HEAD') && isPageRequest(pathname)) {
      const config = siteConfig();
      const nonce = randomBytes(16).toString('base64');
      const remote = remoteForPath(JSON.parse(routeRemotes()), pathname);
      const isKnown = isKnownPath(JSON.parse(knownRoutes()), pathname);
      const snapshot = isKnown ? snapshots(pathname) : snapshots(NOT_FOUND);
      remoteHints(remote && config.remotes?.[remote], config.apiBase).then((hints) => {
        const html = renderPage(template(), { nonce, config, hints, snapshot });
        const encoding = pickEncoding(req.headers['accept-encoding']);
        res.writeHead(isKnown ? 200 : 404, {
          ...pageSecurityHeaders(config, nonce),
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
          Vary: 'Accept-Encoding',
          ...(encoding && { 'Content-Encoding': encoding }),
        });
        res.end(req.method === 'HEAD' ? undefined : compress(html, encoding));
      });
      return;
    }
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    });
  };
}

/** The page is made per request (its nonce), so it is compressed per request, quickly. */
const pickEncoding = (accepted = '') => (/\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null);
const compress = (html, encoding) =>
  encoding === 'br'
    ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : encoding === 'gzip'
      ? zlib.gzipSync(html, { level: 6 })
      : html;

/** Navigations (paths without a file extension, or .html) get the page. */
const isPageRequest = (pathname) => !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.html');

/** Reads a file once and again only when it changes on disk (`missing` when there is none). */
function cachedFile(file, missing) {
  let cache = { mtimeMs: -1, text: '' };
  return () => {
    if (missing !== undefined && !fs.existsSync(file)) return missing;
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs !== cache.mtimeMs) cache = { mtimeMs, text: fs.readFileSync(file, 'utf8') };
    return cache.text;
  };
}

/** JSON that is safe inside a <script> element. */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

const cleanPath = (pathname) => pathname.replace(/\/+$/, '') || '/';

/** The remote that serves a path, from the host's route table (dist/route-remotes.json). */
export function remoteForPath(table, pathname) {
  return table.find(({ pattern }) => matchesPattern(pattern, cleanPath(pathname)))?.remote;
}

/** Whether the router has a page for a path (dist/known-routes.json); without the list, every path is. */
export function isKnownPath(patterns, pathname) {
  return !Array.isArray(patterns) || patterns.some((pattern) => matchesPattern(pattern, cleanPath(pathname)));
}

const MANIFEST_TTL_MS = 30_000;
const manifests = new Map();

/** A remote's manifest, cached briefly; null when it cannot be had within 800 ms. */
async function readManifest(url) {
  const cached = manifests.get(url);
  if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(800) });
    const manifest = response.ok ? await response.json() : null;
    manifests.set(url, { at: Date.now(), manifest });
    return manifest;
  } catch {
    manifests.set(url, { at: Date.now(), manifest: null });
    return null;
  }
}

/**
 * Link hints that start the page's remote downloading with the host's own
 * code instead of after it: a preconnect to the remote (and the API), and
 * preloads of its entry and of the chunks of its routes module, as the
 * runtime will request them (classic scripts, no crossorigin).
 */
export async function remoteHints(manifestUrl, apiBase) {
  const hints = [];
  const api = safeOrigin(apiBase);
  if (api) hints.push(`<link rel="preconnect" href="${api}" crossorigin>`);
  if (!manifestUrl) return hints;
  const base = new URL('.', manifestUrl);
  hints.push(`<link rel="preconnect" href="${base.origin}">`);
  const manifest = await readManifest(manifestUrl);
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) return hints;
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  const files = [[entry.path, entry.name].filter(Boolean).join('/'), ...(routes?.assets?.js?.sync ?? [])];
  for (const file of files) {
    const href = new URL(file, base);
    if (href.origin === base.origin) hints.push(`<link rel="preload" as="script" href="${escapeAttribute(href.href)}">`);
  }
  return hints;
}

const safeOrigin = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The host's page for one request: the CSP nonce for emotion's style
 * elements, the runtime config inlined so the page saves a round trip, the
 * hints that fetch the page's remote early, and the page itself when it was
 * prerendered (with the API answers it was made with).
 */
export function renderPage(html, { nonce, config, hints = [], snapshot = null }) {
  let script = `window.__VITAL_SITE_CONFIG__=${inlineJson(config)}`;
  if (snapshot) {
    const data = rewriteOrigins(inlineJson(snapshot.data ?? {}), originChanges(snapshot.config ?? {}, config));
    script += `;window.__VITAL_PRERENDER_DATA__=${data}`;
  }
  const head = [`<meta name="csp-nonce" content="${nonce}">`, `<script nonce="${nonce}">${script}</script>`, ...hints].join('');
  const page = snapshot ? applySnapshot(html, snapshot, { nonce, config }) : html;
  return page.replace('<head>', `<head>${head}`);
}

/**
 * Starts a server and resolves once it listens.
 * @param {StaticServerOptions & { port: number, host?: string }} options
 * @returns {Promise<http.Server>}
 */
export function serveStatic({ port, host = '127.0.0.1', ...options }) {
  const server = http.createServer(createStaticHandler(options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Closes a server and every connection it holds, so the port is free at once. */
export function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve(undefined));
    server.closeAllConnections?.();
  });
}

function deepMerge(base, extra) {
  const out = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && typeof out[key] === 'object'
        ? deepMerge(out[key], value)
        : value;
  }
  return out;
}
