// Where the browser tests' servers listen and keep their data: read by playwright.config.ts, which
// starts them, and by the tests that talk to them. E2E_PORT_BASE moves the whole set, e.g. to run
// two checkouts' suites side by side.
import os from 'node:os';
import path from 'node:path';

const base = Number(process.env.E2E_PORT_BASE ?? 4000);

/** The ports `pnpm start` is given during the browser tests (4000–4004, the API 4100, by default). */
export const e2ePorts = {
  PORT_HOST: String(base),
  PORT_MARKETING: String(base + 1),
  PORT_INDUSTRIES: String(base + 2),
  PORT_ACCOUNTS: String(base + 3),
  PORT_CHAT: String(base + 4),
  PORT_API: String(base + 100),
};

export const e2eUrls = {
  site: `http://localhost:${base}`,
  api: `http://localhost:${base + 100}`,
  portal: `http://localhost:${base + 100}/portal`,
  remote: (offset: 1 | 2 | 3 | 4) => `http://localhost:${base + offset}`,
};

/** The portal API's database during the browser tests: created afresh for each run. */
export const e2eDatabase = path.join(os.tmpdir(), `vital-e2e-${base}`, 'portal.sqlite');
