// The release service as `pnpm start` runs it (decision 027), from its environment:
//   PORT_RELEASES             its port (on 127.0.0.1; nginx is its public face)
//   VITAL_SITE_URL            the live site as visitors reach it, where the check runs
//   VITAL_PAGE_SERVERS        every page server, comma-separated, each confirmed after a pointer moves
//   VITAL_RELEASE_TOKENS      a JSON file: { "<remote>": { "<token name>": "<SHA-256 of the token, hex>" } }
//   VITAL_PAGE_CACHE_DIR      nginx's page cache, when nginx runs on this machine: emptied when a pointer moves
//   VITAL_FIELD_ENDPOINTS     every page server's metrics port, comma-separated: canaries are judged on their field reports
//   VITAL_CANARY_SETTINGS     the canary controller's thresholds and stage times (JSON; scripts/release/canary-rules.ts)
//   VITAL_PREVIEW_KEY, VITAL_RELEASES_DIR as the page servers have them
import fs from 'node:fs';
import { releasesPort } from '../apps.ts';
import { fieldEndpoints, readHealth } from './health.ts';
import { createReleaseService } from './service.ts';

const need = (name: string) => process.env[name] || (console.error(`The release service needs ${name}.`), process.exit(1));

const service = await createReleaseService({
  siteUrl: need('VITAL_SITE_URL').replace(/\/+$/, ''),
  pageServers: need('VITAL_PAGE_SERVERS').split(',').map((url) => url.trim().replace(/\/+$/, '')),
  tokens: JSON.parse(fs.readFileSync(need('VITAL_RELEASE_TOKENS'), 'utf8')),
  previewKey: need('VITAL_PREVIEW_KEY'),
  pageCache: process.env.VITAL_PAGE_CACHE_DIR || undefined,
  // Canaries are judged on every page server's field reports (decision 030).
  readHealth: (remote) => readHealth(fieldEndpoints(), remote as Parameters<typeof readHealth>[1], { isByCohort: false }),
});
await service.listen({ port: releasesPort, host: '127.0.0.1' });
console.log(`release service on http://127.0.0.1:${releasesPort}`);
