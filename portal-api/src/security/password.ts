import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import os from 'node:os';
import { readHashNice } from '../config.ts';
import { createBackgroundScrypt } from './background-scrypt.ts';
import { Semaphore, type Slot } from './semaphore.ts';

// scrypt with N=2^17, r=8, p=1: OWASP's recommended parameters (Password Storage Cheat Sheet).
// One hash needs 128 * N * r = 128 MiB of memory, so maxmem leaves room for it and more.
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const MAX_MEMORY = 256 * 1024 * 1024;
const KEY_LENGTH = 64;

// Each scrypt call takes a core for about half a second on a thread of its own
// (background-scrypt.ts), and the site needs the rest: on a machine of two cores the event loop
// needs the other one. So at most two hashes run at once,
// and one fewer than there are cores. The rest wait their turn here, the next turn going to the
// client that has used the fewest hashes lately (security/semaphore.ts), so a visitor is hashed
// next however many clients flood; past 32 waiting (some 8 to 16 s of work) a client that has used
// no fewer than every waiting one is refused at once (QueueFull, a 503 in http.ts) rather than left
// to time out. One client has at most 4 hashes running or waiting (beyond, a 429). One more slot is
// kept for clean clients (none asked for a hash lately), so that a visitor is hashed at once and not
// after a flooder's hash: on two cores the site then briefly shares its core with a visitor's hash.
// The shared slots, where a flood's hashes queue, hash at the lowest CPU priority: that work takes
// what the site's servers leave, never a page's turn; a clean client's hash keeps the usual one.
const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(2, os.availableParallelism() - 1));
const hashing = new Semaphore(MAX_CONCURRENT_HASHES, { maxWaiting: 32, maxPerOwner: 4, cleanSlots: 1 });
const scrypt: Record<Slot, ReturnType<typeof createBackgroundScrypt>> = { shared: createBackgroundScrypt(readHashNice()), clean: createBackgroundScrypt(0) };

interface Params {
  N: number;
  r: number;
  p: number;
}

/**
 * Whom a hash is for: the client (the request's clientKey) has its share of the hashing queue,
 * and a hash whose request is `hungUp` before its turn leaves the queue. None for the server's own.
 */
export interface HashRequester {
  client: string;
  hungUp: AbortSignal;
}

function derive(password: string, salt: Buffer, requester: HashRequester | undefined, params: Params = PARAMS): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY };
  return hashing.run((slot) => scrypt[slot](password.normalize('NFKC'), salt, KEY_LENGTH, options), requester?.client, requester?.hungUp);
}

interface StoredHash {
  params: Params;
  salt: Buffer;
  key: Buffer;
}

/** `scrypt$N$r$p$salt$hash`, or null for anything else. */
function parse(stored: string): StoredHash | null {
  const [scheme, n, r, p, saltText, hashText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText || rest.length > 0) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { params, salt: Buffer.from(saltText, 'base64'), key: Buffer.from(hashText, 'base64') };
}

/** `scrypt$N$r$p$salt$hash`, all that is needed to verify later. */
export async function hashPassword(password: string, requester?: HashRequester): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, requester);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, requester?: HashRequester): Promise<boolean> {
  const hash = parse(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, requester, hash.params);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/** True when the stored hash was made with other parameters than today's: hash it again at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const hash = parse(stored);
  return !hash || hash.params.N !== PARAMS.N || hash.params.r !== PARAMS.r || hash.params.p !== PARAMS.p || hash.key.length !== KEY_LENGTH;
}
