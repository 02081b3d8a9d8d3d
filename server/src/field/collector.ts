// Where a page's beacons arrive (decision 030): `POST /_vital/field` on the host's page server, the
// one address of the site that takes a body. A batch is refused before it is read when its client has
// posted too many (429) or it is too large (413), and before it is counted when it is not a batch
// (400, parseFieldBatch's reason); every batch counted is answered 204, never kept by a cache.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIELD_LIMITS, FIELD_PATH, parseFieldBatch, type FieldSource } from '@vital/shared/contract';
import { sendPlain } from '../http.ts';
import { CACHE, REFUSALS, RETRY_AFTER_SECONDS } from '../site-rules.ts';
import { createFieldStore, type FieldStoreOptions } from './aggregate.ts';
import { clientOf, LOOPBACK_PROXIES, proxyTrust } from './client.ts';
import { BATCH_OUTCOMES, type BatchOutcome, renderPrometheus } from './prometheus.ts';

export interface FieldCollectorOptions extends FieldStoreOptions {
  /** Batches one client may post a minute: as many at once, then one every 60/N seconds (429 beyond). */
  batchesPerMinute?: number;
  /** Clients whose allowance is remembered (the least recently seen forgotten first). */
  maxRateClients?: number;
  /** The proxies (addresses or CIDR blocks) whose X-Forwarded-For names the client: loopback, where nginx runs beside the page servers. */
  trustedProxies?: readonly string[];
  now?: () => number;
}

export const FIELD_RATE = { batchesPerMinute: 60, maxRateClients: 10_000 } as const;

/** A token bucket per client: `perMinute` at once, refilled at `perMinute` a minute. */
function createRateLimit(perMinute: number, maxClients: number, now: () => number) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(client: string): boolean {
      const at = now();
      const bucket = buckets.get(client) ?? { tokens: perMinute, at };
      bucket.tokens = Math.min(perMinute, bucket.tokens + ((at - bucket.at) * perMinute) / 60_000);
      bucket.at = at;
      const isAllowed = bucket.tokens >= 1;
      if (isAllowed) bucket.tokens -= 1;
      buckets.delete(client);
      buckets.set(client, bucket);
      if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value as string);
      return isAllowed;
    },
    size: () => buckets.size,
  };
}

/** The field reports of one page server: the intake's checks, the store, and what /metrics and /health.json read. */
export function createFieldCollector(options: FieldCollectorOptions = {}) {
  const store = createFieldStore(options);
  const rate = createRateLimit(options.batchesPerMinute ?? FIELD_RATE.batchesPerMinute, options.maxRateClients ?? FIELD_RATE.maxRateClients, options.now ?? Date.now);
  const isTrusted = proxyTrust(options.trustedProxies ?? LOOPBACK_PROXIES);
  const batches = Object.fromEntries(BATCH_OUTCOMES.map((outcome) => [outcome, 0])) as Record<BatchOutcome, number>;
  return {
    /** The client of a request (its peer, or the visitor a trusted proxy names); null when it has no address. */
    clientOf: (request: FastifyRequest) => clientOf(request.socket.remoteAddress, request.headers['x-forwarded-for'], isTrusted),
    /** Whether `client` may post one more batch now. */
    allows: (client: string) => rate.take(client),
    /** A body as it arrived: counted, or refused with the 400's reason. */
    receive(text: string, client: string): { outcome: 'counted' } | { outcome: 'invalid' | 'unknown_version'; reason: string } {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return { outcome: 'invalid', reason: 'a batch must be JSON' };
      }
      const batch = parseFieldBatch(value);
      if (typeof batch === 'string') return { outcome: 'invalid', reason: batch };
      const added = store.add(batch, client);
      return added.counted ? { outcome: 'counted' } : { outcome: 'unknown_version', reason: added.reason };
    },
    count: (outcome: BatchOutcome) => (batches[outcome] += 1),
    health: (source?: FieldSource) => store.health(source),
    metrics: () => renderPrometheus(store.health(), batches),
    /** How much is kept (tests hold it within bounds). */
    sizes: () => ({ ...store.sizes(), rateClients: rate.size() }),
  };
}

export type FieldCollector = ReturnType<typeof createFieldCollector>;

const JSON_OR_TEXT = /^(application\/json|text\/plain)\s*(;|$)/i;

/** A refusal of the intake, counted by what it was. */
function refuse(reply: FastifyReply, collector: FieldCollector, outcome: BatchOutcome, status: 400 | 413 | 415 | 429, text: string) {
  collector.count(outcome);
  if (status === 413) reply.header('Connection', 'close');
  return sendPlain(reply, status, text);
}

/** `POST FIELD_PATH` on `app` (the site's role allows POST there alone: site-rules.ts). */
export function registerFieldRoute(app: FastifyInstance, collector: FieldCollector) {
  app.register(async (scope) => {
    // A body is read here only, as text, and never past the limit (Fastify refuses a longer
    // Content-Length before reading, and stops reading a body that grows past it).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: FIELD_LIMITS.maxBodyBytes }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (error.statusCode === 413) return refuse(reply, collector, 'too_large', 413, REFUSALS[413]);
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) return refuse(reply, collector, 'invalid', 400, REFUSALS[400]);
      console.error(`500 POST ${FIELD_PATH}:`, error);
      return sendPlain(reply, 500);
    });
    scope.post(FIELD_PATH, {
      // Before the body is read: whose it is, whether it may post now, and whether it says JSON.
      onRequest: async (request, reply) => {
        const client = collector.clientOf(request);
        if (client === null) return refuse(reply, collector, 'invalid', 400, 'Bad request: no client address.');
        if (!collector.allows(client)) return refuse(reply.header('Retry-After', String(RETRY_AFTER_SECONDS)), collector, 'rate_limited', 429, REFUSALS[429]);
        if (!JSON_OR_TEXT.test(request.headers['content-type'] ?? '')) {
          return refuse(reply, collector, 'unsupported_type', 415, 'A batch of field reports is JSON, sent as application/json or text/plain.');
        }
      },
      handler: async (request, reply) => {
        const received = collector.receive(typeof request.body === 'string' ? request.body : '', collector.clientOf(request) ?? '');
        if (received.outcome !== 'counted') return refuse(reply, collector, received.outcome, 400, `Bad request: ${received.reason}.`);
        collector.count('counted');
        return reply.code(204).header('Cache-Control', CACHE.never).send();
      },
    });
  });
}
