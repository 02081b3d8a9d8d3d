import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import type { ApiConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { faultRoutes, Faults } from './faults.ts';
import { frameworkErrors, installErrorHandling } from './http.ts';
import { authRoutes } from './routes/auth.ts';
import { chatRoutes } from './routes/chat.ts';
import { contentRoutes } from './routes/content.ts';
import { messageRoutes } from './routes/messages.ts';
import { portalRoutes } from './routes/portal.ts';

const mediaDir = path.resolve(import.meta.dirname, '..', 'media');

/** The portal API: every call of SPEC §7 under /api, the chatbot, media and the portal stand-in. */
export async function buildApp(config: ApiConfig, db: Db): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: config.bodyLimitBytes,
    logger: config.isProduction ? { level: 'info' } : false,
    ajv: { customOptions: { allErrors: false, removeAdditional: false, coerceTypes: false } },
    frameworkErrors,
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

  // Media live under the storage segment, as on the real portal (SPEC §3, Blog).
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/storage/',
    cacheControl: true,
    maxAge: '7d',
    setHeaders: (res) => res.header('Cross-Origin-Resource-Policy', 'cross-origin'),
  });

  const faults = config.faultsEnabled ? new Faults() : null;
  contentRoutes(app, db, faults, config.publicUrl);
  authRoutes(app, db);
  messageRoutes(app, db);
  chatRoutes(app);
  portalRoutes(app, config.siteUrl);
  if (faults) faultRoutes(app, faults);
  app.get('/health', async () => ({ ok: true }));
  return app;
}
