// `pnpm --filter @vital/portal-api records`: what visitors sent us, for the team.
// Lists stored contact messages, sign-ups and newsletter subscribers.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import { readConfig } from './config.ts';

const { databaseFile } = readConfig();
if (!fs.existsSync(databaseFile)) {
  console.log(`No database yet at ${databaseFile}: start the API once (pnpm start).`);
  process.exit(0);
}
const db = new Database(databaseFile, { readonly: true });

const section = (title: string, rows: unknown[]) => {
  console.log(`\n${title} (${rows.length})`);
  if (rows.length) console.table(rows);
};

section(
  'Contact messages',
  db.prepare('SELECT id, created_at, first_name, last_name, email, phone_number, inquiry_type, message FROM contact_messages ORDER BY id').all(),
);
section(
  'Sign-ups',
  db.prepare('SELECT id, created_at, user_type, name, email, first_name, last_name, phone_number, location, website, industry FROM users ORDER BY id').all(),
);
section('Newsletter subscribers', db.prepare('SELECT id, created_at, email FROM newsletter_subscribers ORDER BY id').all());
db.close();
