import path from 'node:path';

/**
 * Limits on what one client may ask of the API, and on what strangers may store. A client is an
 * IPv4 address or an IPv6 /64 (security/client-key.ts); behind a proxy, PORTAL_TRUST_PROXY names
 * it, so that each limit keys on the visitor, not the proxy. Environment variables and defaults
 * (0 turns a limit off; a duration is at least 1):
 * Requests per window per client, the window PORTAL_RATE_WINDOW_SECONDS long (429):
 *   PORTAL_RATE_WINDOW_SECONDS          60    length of every window
 *   PORTAL_RATE_SIGNIN_PER_CLIENT       30    sign-in attempts per client, whatever the account
 *   PORTAL_RATE_SIGNUP_PER_CLIENT       10    sign-ups per client, both account types together
 *   PORTAL_RATE_CONTACT_PER_CLIENT      10    contact messages per client
 *   PORTAL_RATE_NEWSLETTER_PER_CLIENT   10    newsletter sign-ups per client
 *   PORTAL_RATE_GENERAL_PER_CLIENT    1000    any /api call, /chat and /portal page per client
 * Failed sign-ins (a wrong password or an unknown address) per key: the failure that uses up a
 * key's allowance blocks it, and so does each one after, for twice as long as the last time, from
 * the first delay up to the longest; meanwhile it is refused at once (security/sign-in-throttle.ts):
 *   PORTAL_SIGNIN_FAILURES_PER_CLIENT_ACCOUNT   5    per client and e-mail address (trimmed, lower-case)
 *   PORTAL_SIGNIN_FAILURES_PER_CLIENT          20    per client, whatever the account
 *   PORTAL_SIGNIN_FAILURES_PER_ACCOUNT         20    per e-mail address, all clients together; it blocks
 *                                                    only clients that have failed on that address
 *   PORTAL_SIGNIN_FORGET_SECONDS              900    a key without a failure for this long starts afresh
 *   PORTAL_SIGNIN_FIRST_DELAY_SECONDS           1    the first block
 *   PORTAL_SIGNIN_MAX_DELAY_SECONDS           900    the longest block
 * Contact messages and newsletter sign-ups together, in any hour, as the bytes of their text plus
 * 128 bytes a row (security/write-budget.ts):
 *   PORTAL_WRITE_BUDGET_BYTES_PER_HOUR            2097152    from all clients together (503)
 *   PORTAL_WRITE_BUDGET_PER_CLIENT_BYTES_PER_HOUR   65536    per client (429)
 *   PORTAL_CONTACT_RETENTION_DAYS                     365    contact messages older than this are deleted
 * Password hashing (security/password.ts):
 *   PORTAL_HASH_NICE                                   19    the CPU priority (nice, 0 to 19) of the hashes a flood
 *                                                           queues for; a clean client's hash keeps the usual one
 * Media (/storage), /health and CORS preflights are never limited. The site's own servers
 * (PORTAL_SERVER_KEY) read the API for every visitor's page, so the general limit does not count
 * their calls; every other limit counts them like anyone's. The browser tests send everything from
 * 127.0.0.1, so their server raises the per-client ceilings and allowance and keeps the per-client
 * and account one: guessing one account's password stays slow there too. For the same reason it
 * hashes at the usual priority: the browsers keep every core busy, and at nice 19 each of their
 * sign-ins after the first would wait for a core.
 */
export interface RateLimits {
  windowSeconds: number;
  signInPerClient: number;
  signUpPerClient: number;
  contactPerClient: number;
  newsletterPerClient: number;
  generalPerClient: number;
}

/** Failed sign-ins allowed per key before it is blocked, and for how long (see RateLimits). */
export interface SignInThrottleSettings {
  failuresPerClientAccount: number;
  failuresPerClient: number;
  failuresPerAccount: number;
  forgetSeconds: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/** Bytes contact messages and newsletter sign-ups may store in any hour (see RateLimits). */
export interface WriteBudgetSettings {
  bytesPerHour: number;
  perClientBytesPerHour: number;
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
   * The key the site's own servers (the page servers) send in X-Vital-Server-Key: the general
   * limit does not count their calls. Null: no request is recognised as theirs.
   */
  serverKey: string | null;
  /**
   * The proxies in front of the API (addresses or CIDR ranges, e.g. nginx's): behind them the
   * client is the address X-Forwarded-For names. None: the client is the connection's address,
   * and X-Forwarded-For is ignored.
   */
  trustProxy: string[];
  rateLimits: RateLimits;
  signInThrottle: SignInThrottleSettings;
  writeBudget: WriteBudgetSettings;
  /** Contact messages older than this many days are deleted; 0 keeps them. */
  contactRetentionDays: number;
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

/** PORTAL_HASH_NICE, read once by the process's one hashing queue. */
export const readHashNice = (env: NodeJS.ProcessEnv = process.env) => Math.min(19, wholeNumber(env, 'PORTAL_HASH_NICE', 19));

export function readRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  return {
    windowSeconds: wholeNumber(env, 'PORTAL_RATE_WINDOW_SECONDS', 60, 1),
    signInPerClient: wholeNumber(env, 'PORTAL_RATE_SIGNIN_PER_CLIENT', 30),
    signUpPerClient: wholeNumber(env, 'PORTAL_RATE_SIGNUP_PER_CLIENT', 10),
    contactPerClient: wholeNumber(env, 'PORTAL_RATE_CONTACT_PER_CLIENT', 10),
    newsletterPerClient: wholeNumber(env, 'PORTAL_RATE_NEWSLETTER_PER_CLIENT', 10),
    generalPerClient: wholeNumber(env, 'PORTAL_RATE_GENERAL_PER_CLIENT', 1000),
  };
}

function readSignInThrottle(env: NodeJS.ProcessEnv): SignInThrottleSettings {
  return {
    failuresPerClientAccount: wholeNumber(env, 'PORTAL_SIGNIN_FAILURES_PER_CLIENT_ACCOUNT', 5),
    failuresPerClient: wholeNumber(env, 'PORTAL_SIGNIN_FAILURES_PER_CLIENT', 20),
    failuresPerAccount: wholeNumber(env, 'PORTAL_SIGNIN_FAILURES_PER_ACCOUNT', 20),
    forgetSeconds: wholeNumber(env, 'PORTAL_SIGNIN_FORGET_SECONDS', 15 * 60, 1),
    firstDelaySeconds: wholeNumber(env, 'PORTAL_SIGNIN_FIRST_DELAY_SECONDS', 1, 1),
    maxDelaySeconds: wholeNumber(env, 'PORTAL_SIGNIN_MAX_DELAY_SECONDS', 15 * 60, 1),
  };
}

function readWriteBudget(env: NodeJS.ProcessEnv): WriteBudgetSettings {
  return {
    bytesPerHour: wholeNumber(env, 'PORTAL_WRITE_BUDGET_BYTES_PER_HOUR', 2 * 1024 * 1024),
    perClientBytesPerHour: wholeNumber(env, 'PORTAL_WRITE_BUDGET_PER_CLIENT_BYTES_PER_HOUR', 64 * 1024),
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
    signInThrottle: readSignInThrottle(env),
    writeBudget: readWriteBudget(env),
    contactRetentionDays: wholeNumber(env, 'PORTAL_CONTACT_RETENTION_DAYS', 365),
    timeouts: {
      requestMs: 15_000,
      // A sign-in may wait its turn for a password hash for up to some 16 s under a burst
      // (security/password.ts), silently: the idle timeout must outlast it, or it would turn
      // into a dropped connection. A client that floods may wait longer, until this closes its
      // connection and its sign-in leaves the queue.
      connectionMs: 30_000,
      keepAliveMs: 5_000,
    },
  };
}
