// A build folder's files through @fastify/static, with the site's rules on what may be served and
// for how long (server/src/site-rules.ts, which nginx's rules are rendered from too; decision 026).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { cacheControlOf, isNeverServed, RESOURCE_POLICY } from './site-rules.ts';

/** Checked through real paths: a planted link never reaches outside `root`. */
function isServable(pathname: string, root: string | undefined): boolean {
  if (!root || pathname.includes('\\') || isNeverServed(pathname)) return false;
  try {
    const realRoot = fs.realpathSync(root);
    return fs.realpathSync(path.join(root, pathname)).startsWith(realRoot + path.sep);
  } catch {
    return false;
  }
}

/** The address a file on disk is served at: under /releases/ when it is in the release store. */
function urlPathOf(file: string, root: string, store: string | undefined) {
  const [base, prefix] = store && file.startsWith(store + path.sep) ? [store, '/releases/'] : [root, '/'];
  return prefix + path.relative(base, file).split(path.sep).join('/');
}

/** `reply.sendFile(pathname, folder)`: from the build (`root`) or a release store (`store`), served under /releases/. */
export async function registerFiles(app: FastifyInstance, { root, store }: { root: string; store?: string }) {
  const [resolvedRoot, resolvedStore] = [path.resolve(root), store && path.resolve(store)];
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    dotfiles: 'deny',
    preCompressed: true,
    cacheControl: false,
    allowedPath: isServable,
    setHeaders: (reply, file) =>
      reply.headers({ 'Cache-Control': cacheControlOf(urlPathOf(file, resolvedRoot, resolvedStore)), 'Cross-Origin-Resource-Policy': RESOURCE_POLICY.file }),
  });
}
