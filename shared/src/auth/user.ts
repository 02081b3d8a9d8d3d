export const USER_TYPES = ['professional', 'company'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The signed-in visitor, as kept in browser storage under `vital_user`. */
export interface User {
  id: string;
  email: string;
  name: string;
  userType: UserType;
}

export interface Credentials {
  email: string;
  password: string;
  userType: UserType;
}

/** The local storage key. */
export const AUTH_STORAGE_KEY = 'vital_user';
/**
 * A cookie that only says a visitor is signed in on this browser (never who, never a token):
 * the page server sends a signed-out visitor of a signed-in-only page straight to sign-in
 * instead of a page that the browser would redirect after start-up.
 */
export const SIGNED_IN_COOKIE = 'vital_signed_in';
/** The simulated delay of the demo sign-in (docs/product.md, Signing in). */
export const DEMO_SIGN_IN_DELAY_MS = 1000;
/** The demo accounts show a fixed display name per user type. */
export const DEMO_DISPLAY_NAMES: Record<UserType, string> = {
  professional: 'Demo Professional',
  company: 'Demo Company',
};

export function isUserType(value: unknown): value is UserType {
  return value === 'professional' || value === 'company';
}

/** Reads a user out of untrusted data (storage, an API answer); null when it is not one. */
export function toUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const id = typeof v.id === 'number' && Number.isFinite(v.id) ? String(v.id) : v.id;
  if (typeof id !== 'string' || id === '') return null;
  if (typeof v.email !== 'string' || typeof v.name !== 'string' || !isUserType(v.userType)) return null;
  return { id, email: v.email, name: v.name, userType: v.userType };
}
