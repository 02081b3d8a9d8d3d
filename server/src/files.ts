// A build folder's files through @fastify/static, with the site's rules on what may be served (decision 023).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { hasDotSegment } from './http.ts';

/** Files that name other files, or change with every release: never cached stale. */
const REVALIDATE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|mf-manifest-stats\.json|site\.config\.json|shells\.json|live\.json)$|\/fragments\//;
const HASHED = /\.[0-9a-f]{10,}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;
/** Compressed variants are chosen by the server, never asked for by name; source maps and server code stay private. */
const PRIVATE = /\.(br|gz|map|cjs)$/;

/** Checked through real paths: a planted link never reaches outside `root`. */
function isServable(pathname: string, root: string | undefined): boolean {
  if (!root || hasDotSegment(pathname) || pathname.includes('\\') || PRIVATE.test(pathname) || pathname.split('/')[1] === 'server') return false;
  try {
    const realRoot = fs.realpathSync(root);
    return fs.realpathSync(path.join(root, pathname)).startsWith(realRoot + path.sep);
  } catch {
    return false;
  }
}

function cacheControl(file: string, immutableRoot: string | undefined) {
  if (immutableRoot && file.startsWith(path.resolve(immutableRoot) + path.sep)) {
    return file.endsWith(`${path.sep}live.json`) ? 'no-cache' : 'public, max-age=31536000, immutable';
  }
  const slashed = file.split(path.sep).join('/');
  if (REVALIDATE.test(slashed)) return 'no-cache';
  return HASHED.test(slashed) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/** `reply.sendFile(pathname, folder)`: in a release store (`immutableRoot`) all but the pointer, live.json, never changes. */
export async function registerFiles(app: FastifyInstance, { root, immutableRoot }: { root: string; immutableRoot?: string }) {
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    dotfiles: 'deny',
    preCompressed: true,
    cacheControl: false,
    allowedPath: isServable,
    setHeaders: (reply, file) => reply.header('Cache-Control', cacheControl(file, immutableRoot)),
  });
}
