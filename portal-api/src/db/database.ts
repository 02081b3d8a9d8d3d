import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { SCHEMA_V1 } from './schema.ts';
import { seedContent, type SeedOptions } from './seed.ts';

export type Db = Database.Database;

/**
 * Opens (and on first start creates and seeds) the SQLite file. Writes are
 * synchronous with FULL durability: whatever the API answered "success" for
 * is on disk before the answer leaves.
 */
export function openDatabase(file: string, seed: SeedOptions): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA_V1);
  const seeded = db.prepare('SELECT value FROM meta WHERE key = ?').get('seeded_at') as { value: string } | undefined;
  if (!seeded) {
    db.transaction(() => {
      seedContent(db, seed);
      db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('seeded_at', new Date().toISOString());
    })();
  }
  return db;
}
