// A remote's server: its build's files, its pages rendered with their data (decision 020) and its
// release store (decision 017). Nothing it answers may run as a document.
import { isVersionName } from '@vital/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { registerFiles } from './files.ts';
import { createApp, hasDotSegment, requestPath, sendPlain } from './http.ts';
import { createLiveFragments, pagePathOf } from './live-fragments.ts';
import { cacheControlOf, isReadAcrossOrigins, METHODS, NOTHING_RUNS, PREFLIGHT_MAX_AGE_S } from './site-rules.ts';

export interface RemoteServerOptions {
  /** The remote's dist folder. */
  root: string;
  /** The only origins that may read its answers across origins (any when empty; site-rules.ts says which answers). */
  siteOrigins?: readonly string[];
  /** Its release store, served under /releases/. */
  releases?: string;
  /** The API a fragment asked for with a page's path (`?path=`) is rendered with, as the site's pages name it. */
  dataApiBase?: string;
  /** Where this server reaches that API, when at another address (behind nginx: the API itself). */
  dataApiServer?: string;
}

export async function createRemoteServer({ root, siteOrigins = [], releases, dataApiBase, dataApiServer }: RemoteServerOptions) {
  if (!fs.existsSync(path.join(root, 'mf-manifest.json'))) throw new Error(`No build in ${root}: run the app's build first.`);
  const store = releases ? path.resolve(releases) : undefined;
  const liveFragments = dataApiBase ? createLiveFragments({ apiBase: dataApiBase, apiServer: dataApiServer }) : null;

  const app = createApp('remote');
  await registerFiles(app, { root: path.resolve(root), store });

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Content-Security-Policy', NOTHING_RUNS);
  });
  // On send, not on request: refusals made before any route (a method not allowed) carry it too.
  app.addHook('onSend', async (request, reply) => {
    if (!isReadAcrossOrigins(request.raw.url ?? '/')) return;
    if (!siteOrigins.length) {
      reply.header('Access-Control-Allow-Origin', '*');
      return;
    }
    // Beside a precompressed file's `Vary: Accept-Encoding`, never instead of it.
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${String(vary)}, Origin` : 'Origin');
    const origin = request.headers.origin;
    if (origin && siteOrigins.includes(origin)) reply.header('Access-Control-Allow-Origin', origin);
  });

  /** With the page's data when asked for with a page's path and there is any; else the build's file. */
  async function sendFragment(request: FastifyRequest, reply: FastifyReply, folder: string, fragment: string) {
    const pagePath = liveFragments && pagePathOf(request.raw.url);
    const page = pagePath && !hasDotSegment(fragment) ? await liveFragments(folder, fragment, pagePath) : null;
    if (!page) return reply.sendFile(`/${fragment}`, folder);
    const isFresh = request.headers['if-none-match'] === page.etag;
    reply.code(isFresh ? 304 : 200).headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ETag: page.etag });
    return reply.send(isFresh || request.method === 'HEAD' ? '' : page.body);
  }

  app.options('/*', async (_request, reply) =>
    reply.code(204).headers({ 'Access-Control-Allow-Methods': METHODS.remote.join(', '), 'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_S) }).send(),
  );
  app.get('/fragments/*', async (request, reply) => sendFragment(request, reply, path.resolve(root), `fragments/${(request.params as { '*': string })['*']}`));

  if (store) {
    // Read by every page server up to every 0.1 s: a remote never released names its build, not a 404 in every log.
    app.get('/releases/live.json', async (_request, reply) =>
      fs.existsSync(path.join(store, 'live.json'))
        ? reply.sendFile('/live.json', store)
        : reply.headers({ 'Cache-Control': cacheControlOf('/releases/live.json') }).send({ version: null }),
    );
    app.get('/releases/:version/*', async (request, reply) => {
      const { version, '*': rest } = request.params as { version: string; '*': string };
      if (!isVersionName(version)) return sendPlain(reply, 404);
      const folder = path.join(store, version);
      return rest.startsWith('fragments/') ? sendFragment(request, reply, folder, rest) : reply.sendFile(`/${rest}`, folder);
    });
  }

  app.get('/*', async (request, reply) => reply.sendFile(requestPath(request.raw.url) ?? '/'));
  return app;
}
