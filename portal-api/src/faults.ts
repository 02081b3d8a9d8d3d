import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Test-only fault injection for the listing routes (blogs, blog, teams,
 * reviews, services, projects): answer with an error, answer slowly, or answer
 * with malformed data. Enabled only by VITAL_API_FAULTS=1 outside production
 * (readConfig refuses the combination), and then switched at run time through
 * PUT/DELETE /__faults, so one running server serves a whole test suite.
 */
export type ListingRoute = 'blogs' | 'blog' | 'teams' | 'reviews' | 'services' | 'projects';

export interface FaultState {
  mode: 'off' | 'error' | 'slow' | 'malformed';
  /** Which routes are affected; all listing routes when empty. */
  routes: ListingRoute[];
  delayMs: number;
  /** For 'malformed': the JSON value to answer with, or `raw` text sent as JSON. */
  body?: unknown;
  raw?: string;
}

const OFF: FaultState = { mode: 'off', routes: [], delayMs: 0 };

export class Faults {
  private state: FaultState = OFF;

  set(next: Partial<FaultState>) {
    this.state = { ...OFF, ...next };
  }

  reset() {
    this.state = OFF;
  }

  /** Applies the fault to a listing answer; true when the reply has been sent. */
  async apply(route: ListingRoute, reply: FastifyReply): Promise<boolean> {
    const { mode, routes, delayMs, body, raw } = this.state;
    if (mode === 'off' || (routes.length > 0 && !routes.includes(route))) return false;
    switch (mode) {
      case 'error':
        await reply.code(500).send({ success: false, message: 'Injected failure' });
        return true;
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, delayMs || 20_000));
        return false;
      case 'malformed':
        if (raw !== undefined) await reply.code(200).type('application/json').send(raw);
        else await reply.code(200).type('application/json').send(JSON.stringify(body ?? null));
        return true;
    }
  }
}

const ROUTES: ListingRoute[] = ['blogs', 'blog', 'teams', 'reviews', 'services', 'projects'];

export function faultRoutes(app: FastifyInstance, faults: Faults) {
  app.put<{ Body: Partial<FaultState> }>(
    '/__faults',
    {
      // Hostile test payloads include megabyte strings and long lists.
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        body: {
          type: 'object',
          required: ['mode'],
          properties: {
            mode: { type: 'string', enum: ['off', 'error', 'slow', 'malformed'] },
            routes: { type: 'array', items: { type: 'string', enum: ROUTES } },
            delayMs: { type: 'integer', minimum: 0, maximum: 120_000 },
            body: {},
            raw: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      faults.set(request.body);
      return reply.code(204).send();
    },
  );
  app.delete('/__faults', async (_request, reply) => {
    faults.reset();
    return reply.code(204).send();
  });
}
