// Previews (decision 026): the release check's look at a candidate version before it is live, for
// its browser alone. Only a holder of the site's preview key (the page servers and the release check)
// can make one, it lasts minutes, and a page server takes it only for a version that is published:
// a version that failed its check is withdrawn from the store. Without a key, previews are off.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isVersionName } from '@vital/shared/contract';

/** `X-Vital-Preview: <remote>=<version>; expires=<unix seconds>; sig=<HMAC-SHA256, base64url>`. */
export const PREVIEW_HEADER = 'x-vital-preview';
/** Longer than any check takes; a token that claims more is refused. */
export const PREVIEW_LIFETIME_S = 600;
const MIN_KEY_LENGTH = 24;

export type Preview = { remote: string; version: string } | null;

const signatureOf = (key: string, claim: string) => createHmac('sha256', key).update(claim).digest('base64url');

export function signPreview(key: string, remote: string, version: string, now = Date.now()) {
  const claim = `${remote}=${version}; expires=${Math.floor(now / 1000) + PREVIEW_LIFETIME_S}`;
  return `${claim}; sig=${signatureOf(key, claim)}`;
}

/** The preview a header's token names, or null: none, malformed, forged, expired or claiming too long a life. */
export function verifyPreview(header: string | string[] | undefined, key: string | null, now = Date.now()): Preview {
  if (!key || typeof header !== 'string') return null;
  const match = /^(([a-z]+)=(\S+); expires=(\d{1,12})); sig=([\w-]{43})$/.exec(header.trim());
  const [, claim = '', remote = '', version = '', expires = '', sig = ''] = match ?? [];
  if (!match || !isVersionName(version)) return null;
  const secondsLeft = Number(expires) - now / 1000;
  if (secondsLeft <= 0 || secondsLeft > PREVIEW_LIFETIME_S) return null;
  const [given, expected] = [Buffer.from(sig), Buffer.from(signatureOf(key, claim))];
  return given.length === expected.length && timingSafeEqual(given, expected) ? { remote, version } : null;
}

/** VITAL_PREVIEW_KEY: long enough not to be guessed, or the start stops; none turns previews off. */
export function readPreviewKey(env: NodeJS.ProcessEnv): string | null {
  const key = env.VITAL_PREVIEW_KEY?.trim();
  if (!key) return null;
  if (key.length < MIN_KEY_LENGTH) throw new Error(`VITAL_PREVIEW_KEY must be at least ${MIN_KEY_LENGTH} characters long.`);
  return key;
}
