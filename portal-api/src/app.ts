import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import path from 'node:path';
import type { ApiConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { clientErrors, frameworkErrors, installErrorHandling } from './http.ts';
import { authRoutes } from './routes/auth.ts';
import { chatRoutes } from './routes/chat.ts';
import { contentRoutes } from './routes/content.ts';
import { messageRoutes } from './routes/messages.ts';
import { portalRoutes } from './routes/portal.ts';
import { installRateLimits } from './security/rate-limits.ts';

const mediaDir = path.resolve(import.meta.dirname, '..', 'media');

/** The portal API: every call the site makes under /api (docs/product.md, Portal API calls), the chatbot, media and the portal stand-in. */
export async function buildApp(config: ApiConfig, db: Db): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: config.bodyLimitBytes,
    // request.ip, which every limit keys on (as its clientKey), is the visitor behind a known proxy only.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    // In production start-up, warnings and every 500 (request.log.error in http.ts) are logged;
    // the access log is the front proxy's, not a line per request here.
    logger: config.isProduction ? { level: 'info' } : false,
    logController: new LogController({ disableRequestLogging: true }),
    // removeAdditional stays false: the strict body schemas refuse unknown fields instead of
    // dropping them (routes/schemas.ts); coerceTypes false: a number is never taken as text.
    ajv: { customOptions: { allErrors: false, removeAdditional: false, coerceTypes: false } },
    frameworkErrors,
    clientErrorHandler: clientErrors,
    // A client must send its whole request within requestTimeout, and a socket silent both ways for
    // connectionTimeout is closed, so slow or stalled clients cannot hold connections open.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    // Node checks those timeouts every 30 s by default, which would let a stalled request live 45 s.
    http: { connectionsCheckingInterval: 2_000 },
  });

  installErrorHandling(app);
  // The API takes JSON only: without this, Fastify's built-in text/plain parser let such bodies through
  // to validation, which answered 400 'must be a JSON object' instead of 415.
  app.removeContentTypeParser('text/plain');
  await app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  // Media live under the storage segment, as on the real portal.
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/storage/',
    cacheControl: true,
    maxAge: '7d',
    setHeaders: (res) => {
      res.header('Cross-Origin-Resource-Policy', 'cross-origin');
      // A medium opened on its own (an SVG, say) is a file, never a page: no script, nothing loaded.
      res.header('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });

  // Registered after the media and CORS preflight routes, so those two are never limited.
  const limits = await installRateLimits(app, config.rateLimits, config.signInThrottle, config.serverKey);

  contentRoutes(app, db, config.publicUrl);
  authRoutes(app, db, limits);
  messageRoutes(app, db, limits, config);
  chatRoutes(app);
  portalRoutes(app, config.siteUrl);
  // Polled by start-up scripts and supervisors: never limited.
  app.get('/health', { config: { rateLimit: false } }, async () => ({ ok: true }));
  return app;
}
