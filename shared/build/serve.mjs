// Serves one app's production build the way a static host should: hashed
// assets cached for a year, entry points (HTML, remoteEntry.js, manifests,
// site.config.json) revalidated on every load, precompressed files when they
// exist, and the SPA fallback for the host.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

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

  /** @type {http.RequestListener} */
  return (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.writeHead(204).end();
        return;
      }
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const overrides = siteConfigOverrides?.();
    if (pathname === '/site.config.json' && overrides) {
      const base = JSON.parse(fs.readFileSync(path.join(root, 'site.config.json'), 'utf8'));
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(deepMerge(base, overrides)));
      return;
    }
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    });
  };
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
