import fs from 'node:fs';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';

const config = readConfig();
// Browser tests start from a fresh database on every run.
if (process.env.PORTAL_DB_RESET === '1') {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${config.databaseFile}${suffix}`, { force: true });
}
const db = openDatabase(config.databaseFile, { publicUrl: config.publicUrl });
const app = await buildApp(config, db);
await app.listen({ port: config.port, host: config.host });
console.log(`portal-api on http://localhost:${config.port} (database ${config.databaseFile})`);

let isClosing = false;
const shutdown = async () => {
  if (isClosing) return;
  isClosing = true;
  await app.close();
  db.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// Started by `pnpm start`'s supervisor (an IPC channel): never outlive it.
process.on('disconnect', shutdown);
