import rateLimit from '@fastify/rate-limit';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimits } from '../config.ts';
import { TooManyRequests } from '../http.ts';

const pleaseWait = (seconds: number) => `Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`;

/** What each limit says before "Please wait N seconds and try again." */
const TOO_MANY = {
  signIn: 'Too many sign-in attempts.',
  signUp: 'Too many sign-up attempts.',
  contact: 'Too many messages sent.',
  newsletter: 'Too many newsletter sign-ups.',
  general: 'Too many requests.',
} as const;

/** The stricter limits of the routes that write or hash, run after the body has been validated. */
export interface RouteLimits {
  signIn: preHandlerAsyncHookHandler[];
  signUp: preHandlerAsyncHookHandler[];
  contact: preHandlerAsyncHookHandler[];
  newsletter: preHandlerAsyncHookHandler[];
}

const byClient = (request: FastifyRequest) => request.ip;

/** The header the site's own servers name themselves with (PORTAL_SERVER_KEY). */
const SERVER_KEY_HEADER = 'x-vital-server-key';

/** Whether a request comes from one of the site's own servers: it carries their key. */
function siteServerCheck(serverKey: string | null) {
  if (!serverKey) return () => false;
  const expected = Buffer.from(serverKey);
  return (request: FastifyRequest) => {
    const sent = request.headers[SERVER_KEY_HEADER];
    if (typeof sent !== 'string') return false;
    const given = Buffer.from(sent);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}
const siteWide = () => 'site';

/** The account a sign-in is for, as the users table compares addresses (trimmed, any letter case). */
const byClientAndAccount = (request: FastifyRequest) => {
  const { email } = request.body as { email: string };
  return `${request.ip} ${email.trim().toLowerCase()}`;
};

/**
 * One limit as a preHandler (none when `max` is 0). Built on createRateLimit rather than the
 * route's `config.rateLimit` because a route can have only one of those, and sign-in has two;
 * and because the per-account key needs the parsed body, which onRequest hooks do not have.
 */
function limit(
  app: FastifyInstance,
  max: number,
  windowMs: number,
  key: (request: FastifyRequest) => string,
  message: string,
): preHandlerAsyncHookHandler[] {
  if (max === 0) return [];
  const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key });
  return [
    async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('retry-after', seconds);
      throw new TooManyRequests(`${message} ${pleaseWait(seconds)}`);
    },
  ];
}

/**
 * Registers @fastify/rate-limit (in memory, per client address). The general limit applies to
 * every route registered after this call, except those whose config says `rateLimit: false`;
 * the stricter limits are returned for the routes to use. Both count per window from the
 * first request, and a refusal is a 429 with Retry-After and the API's envelope. The site's
 * own servers (`serverKey`) read the API for every visitor's page: the general limit does not
 * count them, or anyone could spend the budget of every page's data.
 */
export async function installRateLimits(app: FastifyInstance, limits: RateLimits, serverKey: string | null): Promise<RouteLimits> {
  const windowMs = limits.windowSeconds * 1000;
  await app.register(rateLimit, {
    global: limits.generalPerClient > 0,
    max: limits.generalPerClient,
    timeWindow: windowMs,
    keyGenerator: byClient,
    allowList: siteServerCheck(serverKey),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(`${TOO_MANY.general} ${pleaseWait(Math.max(1, Math.ceil(context.ttl / 1000)))}`),
  });
  return {
    // In this order: a request one client's limits refuse does not spend the site's budget.
    signIn: [
      ...limit(app, limits.signInPerClient, windowMs, byClient, TOO_MANY.signIn),
      ...limit(app, limits.signInPerAccount, windowMs, byClientAndAccount, TOO_MANY.signIn),
      ...limit(app, limits.signInSiteWide, windowMs, siteWide, TOO_MANY.signIn),
    ],
    signUp: limit(app, limits.signUpPerClient, windowMs, byClient, TOO_MANY.signUp),
    contact: limit(app, limits.contactPerClient, windowMs, byClient, TOO_MANY.contact),
    newsletter: limit(app, limits.newsletterPerClient, windowMs, byClient, TOO_MANY.newsletter),
  };
}
