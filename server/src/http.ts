// What every server of the site does the same way (decision 023): a clear 4xx for what it does
// not serve, and a logged 500 for the one request whose handling threw, never a crash.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** For servers outside this package (the release service): fastify is this package's dependency. */
export type { FastifyReply, FastifyRequest };
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { CACHE, methodNotAllowed, methodsAt, NOTHING_RUNS, REFUSALS, RESOURCE_POLICY, type RefusalStatus, type Role, SECURITY_HEADERS } from './site-rules.ts';

/** A refusal's headers, as nginx sends them for its own (snippets/short-answer.conf); its resource policy is its role's. */
const REFUSAL_HEADERS = {
  'Content-Security-Policy': NOTHING_RUNS,
  'Cache-Control': CACHE.never,
  'Content-Type': 'text/plain; charset=utf-8',
};

/** A refusal: its status's short text (site-rules.ts), or a more precise one (a 415's own). */
export function sendPlain(reply: FastifyReply, status: RefusalStatus | 405 | 415, text: string = REFUSALS[status as RefusalStatus]) {
  return reply.code(status).headers(REFUSAL_HEADERS).send(text);
}

/** The decoded path of an origin-form or absolute target, or null: bad percent-encoding or control characters. */
export function requestPath(target = ''): string | null {
  const isOriginForm = target.startsWith('/');
  if (!isOriginForm && !/^https?:\/\//i.test(target)) return null;
  try {
    const decoded = decodeURIComponent(isOriginForm ? (target.split(/[?#]/)[0] ?? '') : new URL(target).pathname);
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    return /[\u0000-\u001f\u007f]/.test(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

export const hasDotSegment = (pathname: string) => pathname.split('/').some((segment) => segment.startsWith('.'));

/** What Node's parser refuses gets a status and its short text instead of a bare reset. */
const answerClientError = (role: Role) => (error: Error & { code?: string }, socket: Duplex) => {
  if (socket.writable && !socket.destroyed) {
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const headers = Object.entries({
      ...SECURITY_HEADERS,
      ...REFUSAL_HEADERS,
      'Cross-Origin-Resource-Policy': RESOURCE_POLICY[role],
      'Content-Length': String(Buffer.byteLength(REFUSALS[status])),
      Connection: 'close',
    });
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${REFUSALS[status]}`);
  }
  socket.destroy();
};

/** A server of `role`: the methods it answers, the headers every answer has, a 4xx for what it does not serve. */
export function createApp(role: Role, onNotFound?: (request: FastifyRequest, reply: FastifyReply) => unknown): FastifyInstance {
  // The release service answers a release as it goes, for a minute or more (its check runs journeys in a
  // browser): its answers may last minutes. Its clients hold a token, checked before a body is read.
  const answerMs = role === 'release' ? 10 * 60_000 : 30_000;
  const app = Fastify({
    // A client that sends its request slowly, or never, holds a socket for seconds, not minutes.
    connectionTimeout: answerMs,
    keepAliveTimeout: 5_000,
    requestTimeout: answerMs,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    logger: false,
    clientErrorHandler: answerClientError(role),
    frameworkErrors: (_error, _request, reply) => sendPlain(reply, 400, 'Bad request: the address is not valid.'),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers({ ...SECURITY_HEADERS, 'Cross-Origin-Resource-Policy': RESOURCE_POLICY[role] });
    const pathname = requestPath(request.raw.url);
    if (pathname === null) return sendPlain(reply, 400, 'Bad request: the address is not valid.');
    const methods = methodsAt(role, pathname);
    if (!methods.includes(request.method)) {
      reply.header('Allow', methods.join(', '));
      return sendPlain(reply, 405, methodNotAllowed(methods));
    }
  });
  app.setNotFoundHandler(onNotFound ?? ((_request, reply) => sendPlain(reply, 404)));
  // A library's refusal (a range past the file, a path out of its folder) keeps its status and headers.
  app.setErrorHandler((error: Error & { statusCode?: number; headers?: Record<string, string> }, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(`500 ${request.method} ${String(request.raw.url).slice(0, 200)}:`, error);
    if (reply.sent) return;
    if (status !== 500 && error.headers) reply.headers(error.headers);
    return sendPlain(reply, status as RefusalStatus, status === 500 ? REFUSALS[500] : `${error.message || 'Bad request'}.`);
  });
  return app;
}
