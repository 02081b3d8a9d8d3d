// What every server of the site does the same way: fastify with short timeouts, the security
// headers on every answer, a clear 4xx for a target, method or path it does not serve, and a
// logged 500 for the one request whose handling threw, never a crash.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Duplex } from 'node:stream';
import { baseSecurityHeaders } from './security-headers.ts';

/**
 * The policy of whatever is not one of the host's pages (a remote's files, fragments and
 * manifests, a short text answer): opened as a document, nothing in it may run, load or be
 * framed, and it gets an origin of its own (`sandbox`).
 */
export const NOTHING_RUNS = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** A short text answer that nothing can run in, and no cache keeps. */
export function sendPlain(reply: FastifyReply, status: number, text: string) {
  return reply
    .code(status)
    .headers({ 'Content-Security-Policy': NOTHING_RUNS, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' })
    .send(text);
}

/**
 * The decoded path of a request target, or null when it is not one this server can use:
 * origin-form (`/a/b?c`) or a valid absolute URL, percent-encoding that decodes, and no
 * control characters once decoded.
 */
export function requestPath(target: string | undefined): string | null {
  if (!target) return null;
  let raw: string;
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

/** A path segment that starts with a dot: never a file the site serves. */
export const hasDotSegment = (pathname: string) => pathname.split('/').some((segment) => segment.startsWith('.'));

/**
 * Requests Node's parser refuses (a malformed line or header, headers too large, a body
 * framed two ways) get a short status instead of a bare reset.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex) {
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
 * A server that answers `methods` (every other gets 405 with them in `Allow`) and sends what no
 * route has to `onNotFound` (a short 404 by default).
 */
export function createApp(methods: readonly string[], onNotFound?: (request: FastifyRequest, reply: FastifyReply) => unknown): FastifyInstance {
  const app = Fastify({
    // A client that sends its request slowly, or never, holds a socket for seconds, not minutes.
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    requestTimeout: 30_000,
    // A trailing slash is the same page.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    logger: false,
    clientErrorHandler: answerClientError,
    // Fastify's own answer to a target it cannot parse is a 400 with this body.
    frameworkErrors: (_error, _request, reply) => sendPlain(reply, 400, 'Bad request: the address is not valid.'),
  });
  const allowed = methods.join(', ');
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(baseSecurityHeaders);
    if (requestPath(request.raw.url) === null) return sendPlain(reply, 400, 'Bad request: the address is not valid.');
    if (!methods.includes(request.method)) {
      reply.header('Allow', allowed);
      return sendPlain(reply, 405, `Method not allowed: use ${allowed}.`);
    }
  });
  app.setNotFoundHandler(onNotFound ?? ((_request, reply) => sendPlain(reply, 404, 'Not found.')));
  // A refusal from a library (a range past the file, a path that climbs out of its folder) keeps its
  // status and headers with a short text; anything else is a logged 500 for this request alone.
  app.setErrorHandler((error: Error & { statusCode?: number; headers?: Record<string, string> }, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(`500 ${request.method} ${String(request.raw.url).slice(0, 200)}:`, error);
    if (reply.sent) return;
    if (status !== 500 && error.headers) reply.headers(error.headers);
    return sendPlain(reply, status, status === 500 ? 'Something went wrong on our side.' : `${error.message || 'Bad request'}.`);
  });
  return app;
}
