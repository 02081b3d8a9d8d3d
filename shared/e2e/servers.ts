// Where the browser tests' servers listen and keep their data: read by playwright.config.ts, which
// starts them, and by the tests that talk to them. E2E_PORT_BASE moves the whole set, e.g. to run
// two checkouts' suites side by side.
import os from 'node:os';
import path from 'node:path';
import { portVariable, REMOTE_NAMES, type RemoteName } from '../src/contract/remotes';

const base = Number(process.env.E2E_PORT_BASE ?? 4000);

/** Each remote on the port after the one before it, in the contract's order (REMOTES): 4001 for the first. */
const remotePort = (remote: RemoteName) => base + 1 + REMOTE_NAMES.indexOf(remote);

/** The ports `pnpm start` is given during the browser tests (the host on 4000, the remotes after it, the API 4100, by default). */
export const e2ePorts: Record<string, string> = {
  PORT_HOST: String(base),
  ...Object.fromEntries(REMOTE_NAMES.map((remote) => [portVariable(remote), String(remotePort(remote))])),
  PORT_API: String(base + 100),
};

export const e2eUrls = {
  site: `http://localhost:${base}`,
  api: `http://localhost:${base + 100}`,
  portal: `http://localhost:${base + 100}/portal`,
  remote: (remote: RemoteName) => `http://localhost:${remotePort(remote)}`,
};

/** The portal API's database during the browser tests: created afresh for each run. */
export const e2eDatabase = path.join(os.tmpdir(), `vital-e2e-${base}`, 'portal.sqlite');
