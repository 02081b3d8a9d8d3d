import type { SignInThrottleSettings } from '../config.ts';
import { RecentMap } from './recent-map.ts';

/** Keys kept per kind: a stranger who fails with ever new addresses pushes out only the oldest. */
const MAX_KEYS = 100_000;

interface Failures {
  count: number;
  lastAt: number;
  blockedUntil: number;
}

/** Failures of one kind of key, each key blocked from its `allowance`-th failure on (0: never). */
class FailureCount {
  private readonly keys: RecentMap<Failures>;

  constructor(
    private readonly allowance: number,
    private readonly settings: SignInThrottleSettings,
    private readonly now: () => number,
    maxKeys: number,
  ) {
    const forgetMs = settings.forgetSeconds * 1000;
    this.keys = new RecentMap(maxKeys, (entry) => {
      const now = this.now();
      return now >= entry.blockedUntil && now - entry.lastAt >= forgetMs;
    });
  }

  get size(): number {
    return this.keys.size;
  }

  hasFailed(key: string): boolean {
    return this.keys.get(key) !== undefined;
  }

  /** Milliseconds until the key may try again; 0 when it may now. */
  blockedFor(key: string): number {
    return Math.max(0, (this.keys.get(key)?.blockedUntil ?? 0) - this.now());
  }

  fail(key: string) {
    const now = this.now();
    const count = (this.keys.get(key)?.count ?? 0) + 1;
    let blockedUntil = 0;
    if (this.allowance > 0 && count >= this.allowance) {
      const { firstDelaySeconds, maxDelaySeconds } = this.settings;
      blockedUntil = now + Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (count - this.allowance)) * 1000;
    }
    this.keys.set(key, { count, lastAt: now, blockedUntil });
  }

  clear(key: string) {
    this.keys.delete(key);
  }
}

/**
 * Slows down password guessing without locking anyone out. Failed sign-ins are counted for the
 * client, for the client and account, and for the account from all clients together. The failure
 * that uses up a key's allowance blocks it, and so does each one after, for twice as long as the
 * last time, so an attacker's guesses grow ever rarer while a visitor who mistyped a few times waits seconds;
 * a sign-in with a blocked key is refused at once, before it costs a password hash, and does not
 * count. The account's key holds back only clients that have failed on the account themselves: a
 * visitor's first try is never refused for what others did, so nobody can lock an account's owner
 * out by failing on it.
 */
export class SignInThrottle {
  private readonly clients: FailureCount;
  private readonly clientAccounts: FailureCount;
  private readonly accounts: FailureCount;

  constructor(settings: SignInThrottleSettings, now: () => number = Date.now, maxKeys = MAX_KEYS) {
    this.clients = new FailureCount(settings.failuresPerClient, settings, now, maxKeys);
    this.clientAccounts = new FailureCount(settings.failuresPerClientAccount, settings, now, maxKeys);
    this.accounts = new FailureCount(settings.failuresPerAccount, settings, now, maxKeys);
  }

  /** Keys held, the most of any kind. */
  get size(): number {
    return Math.max(this.clients.size, this.clientAccounts.size, this.accounts.size);
  }

  /** Whole seconds `client` must wait before signing in to `email`; 0 when it may now. */
  secondsToWait(client: string, email: string): number {
    const account = accountKey(email);
    const clientAccount = `${client} ${account}`;
    const ms = Math.max(
      this.clients.blockedFor(client),
      this.clientAccounts.blockedFor(clientAccount),
      this.clientAccounts.hasFailed(clientAccount) ? this.accounts.blockedFor(account) : 0,
    );
    return Math.ceil(ms / 1000);
  }

  /** Counts a sign-in whose password was checked: a failure counts for all three keys; a success clears the account's. */
  record(client: string, email: string, isValid: boolean) {
    const account = accountKey(email);
    const clientAccount = `${client} ${account}`;
    if (isValid) {
      this.clientAccounts.clear(clientAccount);
      this.accounts.clear(account);
      return;
    }
    this.clients.fail(client);
    this.clientAccounts.fail(clientAccount);
    this.accounts.fail(account);
  }
}

/** The account a sign-in is for, as the users table compares addresses (trimmed, any letter case). */
const accountKey = (email: string) => email.trim().toLowerCase();
