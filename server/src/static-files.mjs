// Sends the files of a build folder: what is on disk now (a rebuild is
// served at once), a precompressed variant when the client takes it,
// validators, and byte ranges read strictly (RFC 9110 §14). Anything it does
// not understand in a request is answered in a way that cannot throw.
import fs from 'node:fs';
import path from 'node:path';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** Precompressed variants the build writes beside a file, best first. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br', accepted: /(^|[\s,])br(?![\w-])(?!\s*;\s*q=0(\.0*)?(\s|,|$))/i },
  { encoding: 'gzip', suffix: '.gz', accepted: /(^|[\s,])gzip(?![\w-])(?!\s*;\s*q=0(\.0*)?(\s|,|$))/i },
];

/**
 * The file a decoded path names inside `root`, or null. Dotfiles and dot
 * segments are never served (no `/.env`, no `..`), nor the compressed
 * variants by their own names, nor source maps.
 * @param {string} root absolute path of the build folder
 * @param {string} pathname decoded, starting with '/'
 */
export function resolveFile(root, pathname) {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.') || segment.includes('\\'))) return null;
  const file = path.join(root, ...segments);
  if (!file.startsWith(root + path.sep)) return null;
  // Compressed variants are chosen by the server, never asked for by name; source maps and server code (.cjs) stay private.
  if (/\.(br|gz|map|cjs)$/.test(file)) return null;
  try {
    if (!fs.statSync(file).isFile()) return null;
    // Through the real paths: a link planted inside the folder never serves a file outside it.
    return fs.realpathSync(file).startsWith(fs.realpathSync(root) + path.sep) ? file : null;
  } catch {
    return null;
  }
}

/**
 * Whether a path has a segment that starts with a dot (never a page or an asset).
 * @param {string} pathname
 */
export const hasDotSegment = (pathname) => pathname.split('/').some((segment) => segment.startsWith('.'));

/**
 * Reads a Range header against a file's size (RFC 9110 §14.1.2). One
 * byte range is honoured; several ranges, another unit or a malformed spec
 * are ignored, so the whole file is sent; a range that starts past the end
 * cannot be satisfied.
 * @param {string | undefined} header
 * @param {number} size
 * @returns {{ start: number, end: number } | 'unsatisfiable' | null}
 */
export function parseRange(header, size) {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (!first && !last) return null;
  // Digits beyond what a number holds exactly mean "past any file".
  const toNumber = (/** @type {string} */ digits) => (digits.length > 15 ? Infinity : Number(digits));
  if (!first) {
    const suffix = toNumber(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = toNumber(first);
  const end = last ? toNumber(last) : Infinity;
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/**
 * Sends a file if the path names one; resolves false (sending nothing) when
 * it does not, so the caller answers 404 its own way.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ root: string, pathname: string, headers?: (pathname: string) => Record<string, string> }} options
 */
export function sendFile(req, res, { root, pathname, headers = () => ({}) }) {
  const file = resolveFile(root, pathname);
  if (!file) return false;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const variants = VARIANTS.filter(({ suffix }) => fs.existsSync(file + suffix));
  const chosen = variants.find(({ accepted: pattern }) => pattern.test(accepted));
  const sent = chosen ? file + chosen.suffix : file;
  const stats = fs.statSync(sent);
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${chosen ? `-${chosen.encoding}` : ''}"`;

  res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  res.setHeader('Accept-Ranges', 'bytes');
  if (variants.length) res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (chosen) res.setHeader('Content-Encoding', chosen.encoding);
  for (const [name, value] of Object.entries(headers(pathname))) res.setHeader(name, value);

  if (isFresh(req.headers['if-none-match'], etag)) {
    res.writeHead(304).end();
    return true;
  }
  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : parseRange(req.headers.range, stats.size);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { 'Content-Range': `bytes */${stats.size}`, 'Content-Length': 0 }).end();
    return true;
  }
  const { start, end } = range ?? { start: 0, end: stats.size - 1 };
  const length = Math.max(0, end - start + 1);
  res.writeHead(range ? 206 : 200, {
    'Content-Length': length,
    ...(range && { 'Content-Range': `bytes ${start}-${end}/${stats.size}` }),
  });
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return true;
  }
  const stream = fs.createReadStream(sent, { start, end });
  // A file removed or replaced by a rebuild mid-send: end this response only.
  stream.on('error', () => res.destroy());
  stream.pipe(res);
  return true;
}

/**
 * If-None-Match against the current tag (weak comparison, lists and `*` included).
 * @param {string | undefined} header
 * @param {string} etag
 */
function isFresh(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}
