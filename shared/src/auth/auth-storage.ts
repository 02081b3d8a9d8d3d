import { AUTH_STORAGE_KEY, toUser, type User } from './user';

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

/** The stored user; a corrupt entry is removed silently (SPEC §4). */
export function readStoredUser(): User | null {
  const store = storage();
  const raw = store?.getItem(AUTH_STORAGE_KEY);
  if (raw == null) return null;
  const user = parseUser(raw);
  if (!user) store?.removeItem(AUTH_STORAGE_KEY);
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
}

export function clearStoredUser(): void {
  storage()?.removeItem(AUTH_STORAGE_KEY);
}
