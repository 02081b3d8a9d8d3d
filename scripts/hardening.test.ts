// The servers `pnpm start` runs, as a visitor (or an attacker) meets them:
// hundreds of hostile raw requests leave every server answering, and a
// server killed outright is back within 20 s while the others never stop.
// Needs the production builds (`pnpm test` makes them first).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fireAll, hostileRequests, isAnswering, summarise } from './testing/hostile-requests.ts';
import { startSite } from './apps.ts';

const BASE = Number(process.env.HARDENING_PORT_BASE ?? 4400);
const ports = { host: BASE, marketing: BASE + 1, industries: BASE + 2, accounts: BASE + 3, chat: BASE + 4, api: BASE + 10 };
/** Per server: a file it serves (ranges are tried on it) and a path it answers with 200. */
const targets = {
  host: { file: '/robots.txt', page: '/about' },
  // The page a fragment request names, rendered with the API's answers (decision 020).
  marketing: { file: '/remoteEntry.js', page: '/fragments/blogs/_id.html?path=/blogs/1' },
  industries: { file: '/remoteEntry.js', page: '/mf-manifest.json' },
  accounts: { file: '/remoteEntry.js', page: '/mf-manifest.json' },
  chat: { file: '/remoteEntry.js', page: '/mf-manifest.json' },
  api: { file: '/storage/blog_files/remote-contracts.svg', page: '/api/services' },
};
const ids = Object.keys(ports) as Array<keyof typeof ports>;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-hardening-'));
let site: Awaited<ReturnType<typeof startSite>>;

const pidOf = (id: string) => site.pidOf(id);

// The supervisor's own default, production, is what is tested.
const withoutNodeEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));

before(async () => {
  site = await startSite({ base: BASE, workDir, env: withoutNodeEnv });
});

after(async () => {
  await site?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('pnpm start under hostile requests', () => {
  it('answers at least 300 hostile raw requests per server with no 5xx, and every server stays up', async (t) => {
    const pidsBefore = Object.fromEntries(ids.map((id) => [id, pidOf(id)]));
    for (const id of ids) {
      const requests = hostileRequests({ host: `localhost:${ports[id]}`, ...targets[id] });
      assert.ok(requests.length >= 300, `${requests.length} requests for ${id}`);
      const results = await fireAll(ports[id], requests);
      t.diagnostic(`${id}: ${requests.length} requests ${JSON.stringify(summarise(results))}`);
      const serverErrors = results.filter(({ status }) => typeof status === 'number' && status >= 500);
      assert.deepEqual(serverErrors, [], `${id} answered 5xx`);
      assert.ok(await isAnswering(ports[id], targets[id].page), `${id} still answers`);
    }
    // Still the same processes: none died and was restarted.
    assert.deepEqual(Object.fromEntries(ids.map((id) => [id, pidOf(id)])), pidsBefore);
    assert.doesNotMatch(site.output(), /exited \(/);
  });
});

describe('pnpm start when a server dies', () => {
  for (const victim of ['api', 'host'] as const) {
    it(`restarts the ${victim} within 20 s after kill -9, and the others never stop`, async () => {
      const pid = pidOf(victim);
      assert.ok(pid > 0, `the supervisor reported the ${victim}'s pid`);
      const others = ids.filter((id) => id !== victim);
      process.kill(pid, 'SIGKILL');
      const killedAt = Date.now();
      let isBack = false;
      while (!isBack && Date.now() - killedAt < 20_000) {
        const othersUp = await Promise.all(others.map((id) => isAnswering(ports[id], targets[id].page)));
        assert.deepEqual(othersUp, others.map(() => true), 'the other servers answer throughout');
        isBack = await isAnswering(ports[victim], targets[victim].page);
        if (!isBack) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      assert.ok(isBack, `${victim} answers again within 20 s`);
      assert.notEqual(pidOf(victim), pid, 'a new process');
      const log = fs.readFileSync(path.join(workDir, 'site.log'), 'utf8');
      assert.match(log, new RegExp(`\\[${victim}\\] exited \\(signal SIGKILL\\); restarting in`));
    });
  }
});
