import { AUTH_STORAGE_KEY, SIGNED_IN_COOKIE, toUser, type User } from './user';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy mode, sandboxed frames).
    return null;
  }
}

function parseUser(raw: string): User | null {
  try {
    return toUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Keeps the signed-in cookie in step with the stored user (a year, like the stored user: until sign-out). */
function markSignedIn(isSignedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const isMarked = document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);
  if (isSignedIn === isMarked) return;
  document.cookie = signedInCookie(isSignedIn, window.location.protocol === 'https:');
}

/** The signed-in cookie as written: never sent over plain HTTP when the site is on HTTPS. */
export function signedInCookie(isSignedIn: boolean, isHttps: boolean): string {
  const lifetime = isSignedIn ? 'Max-Age=31536000' : 'Max-Age=0';
  return `${SIGNED_IN_COOKIE}=${isSignedIn ? '1' : ''}; Path=/; ${lifetime}; SameSite=Lax${isHttps ? '; Secure' : ''}`;
}

/** The stored user; a corrupt entry is removed silently (docs/product.md, Signing in). */
export function readStoredUser(): User | null {
  const store = storage();
  const raw = store?.getItem(AUTH_STORAGE_KEY);
  const user = raw == null ? null : parseUser(raw);
  if (raw != null && !user) store?.removeItem(AUTH_STORAGE_KEY);
  markSignedIn(user !== null);
  return user;
}

/** Stores only the four user fields: never a password or token. */
export function writeStoredUser(user: User): void {
  const { id, email, name, userType } = user;
  try {
    storage()?.setItem(AUTH_STORAGE_KEY, JSON.stringify({ id, email, name, userType }));
  } catch {
    // Quota or privacy errors: the session still works in memory.
  }
  markSignedIn(true);
}

export function clearStoredUser(): void {
  storage()?.removeItem(AUTH_STORAGE_KEY);
  markSignedIn(false);
}
