import type { DemoAccount } from '../config/site-config';
import { DEMO_DISPLAY_NAMES, type Credentials, type User } from './user';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Checks credentials against the demo accounts of the runtime config. Only a
 * hash of each demo password is configured, so no password ships with the site.
 */
export async function matchDemoAccount(accounts: DemoAccount[], credentials: Credentials): Promise<User | null> {
  const email = credentials.email.trim().toLowerCase();
  const account = accounts.find(
    (a) => a.email.toLowerCase() === email && a.userType === credentials.userType,
  );
  if (!account) return null;
  const hash = await sha256Hex(credentials.password);
  if (hash !== account.passwordSha256.toLowerCase()) return null;
  return {
    id: String(Date.now()),
    email: account.email,
    name: DEMO_DISPLAY_NAMES[account.userType],
    userType: account.userType,
  };
}
