// The host's page server: the site's pages composed per request with a fresh nonce, its live
// site config, its redirects (the site's own, the sign-in guard, the portal links) and its files.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createShellStore, routeFor, signInRedirect } from './compose.ts';
import { registerFiles } from './files.ts';
import { cleanPath, createPageSource, isPageRequest, type Preview, type SiteConfig } from './host-pages.ts';
import { createApp, hasDotSegment, NOTHING_RUNS, requestPath } from './http.ts';
import { fillNonce, gzipNonce } from './nonce-gzip.ts';
import { createPointerSource, parsePreview, withLiveRemotes } from './release-pointers.ts';
import { originOf, pageSecurityHeaders } from './security-headers.ts';

export interface HostServerOptions {
  /** The host's dist folder. */
  root: string;
  /** Values merged over dist/site.config.json when it is served (ports, test timeouts). */
  siteConfigOverrides?: Record<string, unknown>;
}

/** Whether the client takes gzip, the compressed form of pages (nonce-gzip.ts says why it is hand-made). */
const acceptsGzip = (accepted = '') => /(^|[\s,])(gzip|\*)(?![\w-])(?!\s*;\s*q=0(\.0*)?(\s|,|$))/i.test(accepted);

/** Reads a file once, and again only when it changes on disk. */
function cachedFile(file: string) {
  let cache = { mtimeMs: -1, text: '' };
  return () => {
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs !== cache.mtimeMs) cache = { mtimeMs, text: fs.readFileSync(file, 'utf8') };
    return cache.text;
  };
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

export async function createHostServer({ root, siteConfigOverrides }: HostServerOptions) {
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`No build in ${root}: run the host's build first.`);
  const siteConfig = (): SiteConfig => {
    const base = JSON.parse(fs.readFileSync(path.join(root, 'site.config.json'), 'utf8')) as SiteConfig;
    return siteConfigOverrides ? (deepMerge(base, siteConfigOverrides) as SiteConfig) : base;
  };
  const livePointers = createPointerSource();
  const liveConfig = (preview: Preview = null) => withLiveRemotes(siteConfig(), livePointers, preview) as Promise<SiteConfig>;
  const shells = createShellStore(root);
  const pageFor = createPageSource(root, shells, liveConfig, cachedFile(path.join(root, 'index.html')));

  /** The site's own addresses that lead elsewhere: its redirects (`/home`) and a signed-in-only page without the signed-in cookie. */
  function redirectFor(request: FastifyRequest, pathname: string): string | null {
    const clean = cleanPath(pathname);
    const site = shells();
    const local = site?.redirects?.[clean];
    if (local) return local;
    const route = site && isPageRequest(clean) ? routeFor(site, clean) : null;
    const query = /\?.*$/.exec(request.url)?.[0] ?? '';
    return route ? signInRedirect(route.shell, `${clean}${query}`, request.headers.cookie) : null;
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const preview = parsePreview(request.headers['x-vital-preview']);
    const isWithoutData = request.headers['x-vital-page-data'] === 'none';
    const page = await pageFor(pathname, preview, isWithoutData);
    const nonce = randomBytes(16).toString('base64');
    const isGzip = acceptsGzip(request.headers['accept-encoding']);
    reply.code(page.status).headers({
      ...pageSecurityHeaders(page.config, nonce),
      'Content-Type': 'text/html; charset=utf-8',
      // A preview, or a page without its data, is for its requester alone: no cache may keep it.
      'Cache-Control': preview || isWithoutData ? 'no-store' : 'no-cache',
      Vary: 'Accept-Encoding, X-Vital-Preview, X-Vital-Page-Data',
      ...(isGzip && { 'Content-Encoding': 'gzip' }),
    });
    return reply.send(request.method === 'HEAD' ? '' : isGzip ? gzipNonce(page.template, nonce) : fillNonce(page.template, nonce));
  }

  // An address no page or file has: the not-found page, 404.
  const app = createApp(['GET', 'HEAD'], (request, reply) => sendPage(request, reply, requestPath(request.raw.url) ?? '/'));
  await registerFiles(app, { root });

  app.get('/site.config.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(await liveConfig()));

  // What server-rendered portal links point at until the page is live: the configured portal.
  app.get('/portal/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    const { portalUrl, portalPaths } = siteConfig();
    const target = /^[A-Za-z]+$/.test(key) && Object.hasOwn(portalPaths ?? {}, key) ? portalPaths?.[key] : undefined;
    if (typeof portalUrl !== 'string' || !originOf(portalUrl) || typeof target !== 'string') return sendPage(request, reply, requestPath(request.raw.url) ?? '/');
    return reply.code(302).headers({ 'Content-Security-Policy': NOTHING_RUNS, 'Cache-Control': 'no-store', Location: `${portalUrl}${target}` }).send();
  });

  app.get('/*', async (request, reply) => {
    const pathname = requestPath(request.raw.url) ?? '/';
    const redirect = redirectFor(request, pathname);
    if (redirect) return reply.code(302).headers({ 'Content-Security-Policy': NOTHING_RUNS, 'Cache-Control': 'no-store', Location: redirect }).send();
    if (isPageRequest(pathname) && !hasDotSegment(pathname)) return sendPage(request, reply, pathname);
    return reply.sendFile(pathname);
  });
  return app;
}
