import path from 'node:path';

/**
 * Rate limits, each "so many requests per window per client address" (the window is
 * `windowSeconds` long); 0 turns a limit off. Environment variables and defaults:
 *   PORTAL_RATE_WINDOW_SECONDS          60    length of every window
 *   PORTAL_RATE_SIGNIN_PER_ACCOUNT       5    sign-ins per client and e-mail address (trimmed, lower-case)
 *   PORTAL_RATE_SIGNIN_PER_CLIENT       30    sign-ins per client, whatever the address
 *   PORTAL_RATE_SIGNIN_SITE_WIDE       240    sign-ins from all clients together: about what two
 *                                              password hashes at a time can check in a window
 *   PORTAL_RATE_SIGNUP_PER_CLIENT       10    sign-ups per client, both account types together
 *   PORTAL_RATE_CONTACT_PER_CLIENT      10    contact messages per client
 *   PORTAL_RATE_NEWSLETTER_PER_CLIENT   10    newsletter sign-ups per client
 *   PORTAL_RATE_GENERAL_PER_CLIENT    1000    any /api call, /chat and /portal page per client
 * Media (/storage), /health and CORS preflights are never limited, nor are the site's own
 * servers' calls (PORTAL_SERVER_KEY) by the general limit. Behind a proxy, PORTAL_TRUST_PROXY
 * names it, so that each limit keys on the visitor, not the proxy. The browser tests send
 * everything from 127.0.0.1, so their server raises the per-client ceilings and keeps the
 * per-account one: guessing one account's password stays slow there too.
 */
export interface RateLimits {
  windowSeconds: number;
  signInPerAccount: number;
  signInPerClient: number;
  signInSiteWide: number;
  signUpPerClient: number;
  contactPerClient: number;
  newsletterPerClient: number;
  generalPerClient: number;
}

/** Socket and request timeouts, in milliseconds (see buildApp). */
interface Timeouts {
  /** The whole request (headers and body) must arrive within this. */
  requestMs: number;
  /** A socket with no traffic either way for this long is closed. */
  connectionMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
}

export interface ApiConfig {
  port: number;
  host: string;
  /** The SQLite file; created and seeded on first start. */
  databaseFile: string;
  /** Origins allowed to call the API from a browser (the site's host). */
  allowedOrigins: string[];
  /** Public address of this server, used for absolute media URLs in the seed. */
  publicUrl: string;
  /** Where the site sends visitors after the portal stand-in pages. */
  siteUrl: string;
  isProduction: boolean;
  /** The largest request body accepted. */
  bodyLimitBytes: number;
  /**
   * The key the site's own servers (the page servers) send in X-Vital-Server-Key: their calls
   * are not counted against any visitor's limits. Null: no request is recognised as theirs.
   */
  serverKey: string | null;
  /**
   * The proxies in front of the API (addresses or CIDR ranges, e.g. nginx's): behind them the
   * client is the address X-Forwarded-For names. None: the client is the connection's address,
   * and X-Forwarded-For is ignored.
   */
  trustProxy: string[];
  rateLimits: RateLimits;
  timeouts: Timeouts;
}

const packageDir = path.resolve(import.meta.dirname, '..');

/** A whole number of at least `min` from the environment, or the default; anything else stops the start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}").`);
  }
  return value;
}

export function readRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  return {
    windowSeconds: wholeNumber(env, 'PORTAL_RATE_WINDOW_SECONDS', 60, 1),
    signInPerAccount: wholeNumber(env, 'PORTAL_RATE_SIGNIN_PER_ACCOUNT', 5),
    signInPerClient: wholeNumber(env, 'PORTAL_RATE_SIGNIN_PER_CLIENT', 30),
    signInSiteWide: wholeNumber(env, 'PORTAL_RATE_SIGNIN_SITE_WIDE', 240),
    signUpPerClient: wholeNumber(env, 'PORTAL_RATE_SIGNUP_PER_CLIENT', 10),
    contactPerClient: wholeNumber(env, 'PORTAL_RATE_CONTACT_PER_CLIENT', 10),
    newsletterPerClient: wholeNumber(env, 'PORTAL_RATE_NEWSLETTER_PER_CLIENT', 10),
    generalPerClient: wholeNumber(env, 'PORTAL_RATE_GENERAL_PER_CLIENT', 1000),
  };
}

/** PORTAL_SERVER_KEY: long enough not to be guessed, or the start stops. */
function readServerKey(env: NodeJS.ProcessEnv): string | null {
  const key = env.PORTAL_SERVER_KEY?.trim();
  if (!key) return null;
  if (key.length < 24) throw new Error('PORTAL_SERVER_KEY must be at least 24 characters long.');
  return key;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 3100);
  const isProduction = env.NODE_ENV === 'production';
  const hostPort = Number(env.PORT_HOST ?? 3000);
  const siteUrl = env.SITE_URL ?? `http://localhost:${hostPort}`;
  const origins = env.ALLOWED_ORIGINS
    ? env.ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
    : [siteUrl, siteUrl.replace('localhost', '127.0.0.1')];
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseFile: env.PORTAL_DB ?? path.join(packageDir, 'data', 'portal.sqlite'),
    allowedOrigins: origins,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    siteUrl,
    isProduction,
    bodyLimitBytes: 32 * 1024,
    serverKey: readServerKey(env),
    trustProxy: (env.PORTAL_TRUST_PROXY ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
    rateLimits: readRateLimits(env),
    timeouts: {
      requestMs: 15_000,
      // A sign-in may wait its turn for a password hash for up to some 16 s under a burst
      // (security/password.ts), silently: the idle timeout must outlast it, or it would turn
      // into a dropped connection.
      connectionMs: 30_000,
      keepAliveMs: 5_000,
    },
  };
}
