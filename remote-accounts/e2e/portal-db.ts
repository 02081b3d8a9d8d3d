// Read-only access to the portal API's SQLite file during the browser tests,
// to check what the site's forms really stored.
import { createRequire } from 'node:module';
import path from 'node:path';
import { e2eDatabase } from '@vital/shared/e2e';

interface Statement {
  all(...params: unknown[]): unknown[];
}
interface ReadonlyDatabase {
  prepare(sql: string): Statement;
  close(): void;
}
type DatabaseConstructor = new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => ReadonlyDatabase;

// better-sqlite3 is the portal API's dependency, not the site's: load it from there.
const requireFromApi = createRequire(path.resolve(import.meta.dirname, '../../portal-api/package.json'));
const Database = requireFromApi('better-sqlite3') as DatabaseConstructor;

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(e2eDatabase, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export interface UserRow {
  id: number;
  email: string;
  user_type: 'professional' | 'company';
  name: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  location: string | null;
  website: string | null;
  industry: string | null;
  password_hash: string;
}

export interface ContactRow {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string;
  phone_number: string | null;
  inquiry_type: string;
  message: string;
}

export const usersWithEmail = (email: string) => query<UserRow>('SELECT * FROM users WHERE email = ?', email);

export const contactMessagesFrom = (email: string) =>
  query<ContactRow>(
    'SELECT id, first_name, last_name, email, phone_number, inquiry_type, message FROM contact_messages WHERE email = ? ORDER BY id',
    email,
  );

/** An address no other test (or earlier run against the same file) uses. */
export function uniqueEmail(name: string, domain = 'example.com'): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@${domain}`;
}
