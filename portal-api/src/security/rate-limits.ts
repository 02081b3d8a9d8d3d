import rateLimit from '@fastify/rate-limit';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimits, SignInThrottleSettings } from '../config.ts';
import { Refused } from '../http.ts';
import { clientKey } from './client-key.ts';
import { SignInThrottle } from './sign-in-throttle.ts';

const pleaseWait = (seconds: number) => `Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`;

/** What each limit says before "Please wait N seconds and try again." */
export const TOO_MANY = {
  signIn: 'Too many sign-in attempts.',
  signUp: 'Too many sign-up attempts.',
  contact: 'Too many messages sent.',
  newsletter: 'Too many newsletter sign-ups.',
  general: 'Too many requests.',
} as const;

/** A 429 whose message names the same wait as its Retry-After. */
export const tooMany = (lead: string, seconds: number) => new Refused(429, `${lead} ${pleaseWait(seconds)}`, seconds);

/** The client every per-client limit counts: its address, or its IPv6 /64. */
export const byClient = (request: FastifyRequest) => clientKey(request.ip);

/** The stricter limits of the routes that write or hash, run after the body has been validated. */
export interface RouteLimits {
  signIn: preHandlerAsyncHookHandler[];
  signUp: preHandlerAsyncHookHandler[];
  contact: preHandlerAsyncHookHandler[];
  newsletter: preHandlerAsyncHookHandler[];
  /** To be told the outcome of every sign-in whose password was checked. */
  signInThrottle: SignInThrottle;
}

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

/**
 * One per-client limit as a preHandler (none when `max` is 0). Built on createRateLimit rather
 * than the route's `config.rateLimit`, an onRequest hook, so that it runs after the body has been
 * validated (a refused body does not count) and, on sign-in, after the throttle.
 */
function limit(app: FastifyInstance, max: number, windowMs: number, message: string): preHandlerAsyncHookHandler[] {
  if (max === 0) return [];
  // createRateLimit inherits the plugin's allowList: emptied, so the site's servers are counted here.
  const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: byClient, allowList: [] });
  return [
    async (request) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      throw tooMany(message, Math.max(1, result.ttlInSeconds));
    },
  ];
}

/** Refuses, before its password hash, a sign-in whose client or account is blocked. */
function throttled(throttle: SignInThrottle): preHandlerAsyncHookHandler {
  return async (request) => {
    const seconds = throttle.secondsToWait(byClient(request), (request.body as { email: string }).email);
    if (seconds > 0) throw tooMany(TOO_MANY.signIn, seconds);
  };
}

/**
 * Registers @fastify/rate-limit (in memory, per client). The general limit applies to every
 * route registered after this call, except those whose config says `rateLimit: false`; the
 * stricter limits are returned for the routes to use. Both count per window from the first
 * request, and a refusal is a 429 with Retry-After and the API's envelope. The site's own servers
 * (`serverKey`) read the API for every visitor's page: the general limit does not count them, or
 * anyone could spend the budget of every page's data. Nothing else spares them: a leaked key
 * must not lift the limits on guessing passwords or writing.
 */
export async function installRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
  throttleSettings: SignInThrottleSettings,
  serverKey: string | null,
): Promise<RouteLimits> {
  const windowMs = limits.windowSeconds * 1000;
  await app.register(rateLimit, {
    global: limits.generalPerClient > 0,
    max: limits.generalPerClient,
    timeWindow: windowMs,
    keyGenerator: byClient,
    allowList: siteServerCheck(serverKey),
    errorResponseBuilder: (_request, context) =>
      new Refused(429, `${TOO_MANY.general} ${pleaseWait(Math.max(1, Math.ceil(context.ttl / 1000)))}`),
  });
  const signInThrottle = new SignInThrottle(throttleSettings);
  return {
    // In this order: a sign-in the throttle refuses does not spend the client's attempts.
    signIn: [throttled(signInThrottle), ...limit(app, limits.signInPerClient, windowMs, TOO_MANY.signIn)],
    signUp: limit(app, limits.signUpPerClient, windowMs, TOO_MANY.signUp),
    contact: limit(app, limits.contactPerClient, windowMs, TOO_MANY.contact),
    newsletter: limit(app, limits.newsletterPerClient, windowMs, TOO_MANY.newsletter),
    signInThrottle,
  };
}
