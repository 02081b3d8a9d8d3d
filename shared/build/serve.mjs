// Serves one app's production build the way a static host should: hashed
// assets cached for a year, entry points (HTML, remoteEntry.js, manifests,
// site.config.json) revalidated on every load, precompressed files when they
// exist, and the SPA fallback for the host.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { baseSecurityHeaders, pageSecurityHeaders } from './security-headers.mjs';

/** Files that name other files and so must never be cached stale. */
const REVALIDATE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|site\.config\.json)$/;
const HASHED = /\.[0-9a-f]{16,}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root                 the app's dist folder
 * @property {boolean} [spa]               unknown paths get index.html (the host)
 * @property {boolean} [cors]              allow any origin to read the files (remotes)
 * @property {() => Record<string, unknown> | undefined} [siteConfigOverrides]
 *   values merged over dist/site.config.json when it is served (ports, test timeouts)
 */

/** @param {StaticServerOptions} options */
export function createStaticHandler({ root, spa = false, cors = false, siteConfigOverrides }) {
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
      const html = renderPage(template(), { nonce, config });
      res.writeHead(200, {
        ...pageSecurityHeaders(config, nonce),
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : html);
      return;
    }
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    });
  };
}

/** Navigations (paths without a file extension, or .html) get the page. */
const isPageRequest = (pathname) => !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.html');

/** Reads a file once and again only when it changes on disk. */
function cachedFile(file) {
  let cache = { mtimeMs: -1, text: '' };
  return () => {
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs !== cache.mtimeMs) cache = { mtimeMs, text: fs.readFileSync(file, 'utf8') };
    return cache.text;
  };
}

/** JSON that is safe inside a <script> element. */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The host's page for one request: the CSP nonce for emotion's style
 * elements, and the runtime config inlined so the page saves a round trip.
 */
export function renderPage(html, { nonce, config }) {
  const head = [
    `<meta name="csp-nonce" content="${nonce}">`,
    `<script nonce="${nonce}">window.__VITAL_SITE_CONFIG__=${inlineJson(config)}</script>`,
  ].join('');
  return html.replace('<head>', `<head>${head}`);
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
