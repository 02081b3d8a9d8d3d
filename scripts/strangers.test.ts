// One stranger cannot hurt other visitors (decision 026). Production's topology (nginx in front of two
// page servers, `pnpm start --nginx`) carries a steady load of real visitors (10 of them, each from an
// address of its own, over pages, files and fragments) while strangers, one attack after another:
//   1. ask 20 times a second for a signed-in page with a 4,100-character query (its redirect once
//      outgrew nginx's header buffer and took every page server out of the pool);
//   2. send the hostile raw requests of scripts/testing/hostile-requests.ts, 50 a second;
//   3. hold 2,400 slow connections from one address, opening new ones as nginx drops them;
//   4. flood sign-in from 64 clients (32 IPv4 addresses, 32 IPv6 /64s whose every request comes from
//      another address of the /64) with wrong passwords, for random accounts and the account that ten
//      clean addresses sign in to meanwhile, one after another;
//   5. flood the contact form and the newsletter from 40 addresses.
// The visitors lose no request and their p99 stays within 100 ms in every phase; each clean address
// signs in on its first try within 2 s; the database grows by no more than its write budget; no server
// restarts; nginx's error log stays small. Needs the production builds and Debian's nginx; the IPv6
// clients need root (CI runs as root): without them the IPv6 half of the flood is left out, and said so.
// Run alone (`pnpm test` gives it a step of its own): its latency budget is this machine's, unshared.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { root, startSite } from './apps.ts';
import { nginxBinary } from './nginx.ts';
import { fireAll, hostileRequests } from './testing/hostile-requests.ts';
import { ipv4Client, ipv6Client, ipv6ClientsUnavailable } from './testing/loopback-clients.ts';
import { databaseBytes, paced, request, sleep, slowConnections, statusCounts } from './testing/strangers.ts';
import type { VisitorLoadResult } from './testing/visitor-load.ts';

const BASE = Number(process.env.STRANGERS_PORT_BASE ?? 4500);
const NGINX = BASE + 50;
/** The portal API as browsers reach it: through nginx, after the remotes' ports. */
const API = NGINX + 5;
const MARKETING = NGINX + 1;
/** The API's write budget for this site: small, so that a few seconds of flood spend it. */
const WRITE_BUDGET = 256 * 1024;
const P99_BUDGET_MS = 100;
const SIGN_IN_BUDGET_MS = 2_000;
const SERVERS = ['api', 'marketing', 'industries', 'accounts', 'chat', 'host', 'host-2', 'nginx'];
/** Attackers' address groups (127.0.N.x); the visitors use 127.0.2.x and 127.0.3.x (visitor-load.ts). */
const GROUP = { redirect: 10, hostile: 11, slow: 12, signIn: 13, writers: 15 };

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-strangers-'));
const databaseFile = path.join(workDir, 'portal.sqlite');
const account = { email: 'visitor@example.com', password: 'a-real-visitors-passphrase' };

/** The visitors' mix: pages (one of them signed-in-only, which redirects), files of the host and a remote, a fragment with its data. */
const visitorUrls = () => {
  const hostScript = fs.readdirSync(path.join(root, 'host', 'dist', 'js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  return [
    `http://127.0.0.1:${NGINX}/`,
    `http://127.0.0.1:${NGINX}/js/${hostScript}`,
    `http://127.0.0.1:${NGINX}/about`,
    `http://127.0.0.1:${MARKETING}/remoteEntry.js`,
    `http://127.0.0.1:${NGINX}/industries/finance`,
    `http://127.0.0.1:${MARKETING}/fragments/blogs/_id.html?path=/blogs/1`,
    `http://127.0.0.1:${NGINX}/blogs/1`,
    `http://127.0.0.1:${NGINX}/robots.txt`,
    `http://127.0.0.1:${NGINX}/dashboard`,
  ];
};

/** Real visitors, in a process of their own (scripts/testing/visitor-load.ts); what it printed. */
function visitors<T>(args: string[]): Promise<T> {
  const child = spawn(process.execPath, ['--import', 'tsx/esm', 'scripts/testing/visitor-load.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as T) : reject(new Error(`visitor-load.ts exited ${code}`)))));
}
/** The visitors' load for `seconds`. */
const visitorLoad = (seconds: number) =>
  visitors<VisitorLoadResult>(['--urls', JSON.stringify(visitorUrls()), '--visitors', '10', '--rate', '12', '--seconds', String(seconds)]);

describe('one stranger cannot hurt other visitors', { skip: nginxBinary ? false : 'nginx is not installed (sudo apt-get install nginx)' }, () => {
  type Site = Awaited<ReturnType<typeof startSite>>;
  let site: Site;
  let ipv6Unavailable: string | null;
  let pidsBefore: number[];
  let errorLogBefore: number;
  const phases: Record<string, VisitorLoadResult> = {};
  const found: {
    redirects?: Array<{ status: number; location?: string }>;
    hostile?: Array<{ status: number | string }>;
    slow?: { opened: number; dropped: number; held: number };
    cleanSignIns?: Array<{ status: number; ms: number }>;
    signInFlood?: Record<string, number>;
    writes?: { statuses: Record<string, number>; grownBy: number };
  } = {};

  /** Runs `attack` while the visitors' load runs a second longer on each side. */
  async function phase(name: string, seconds: number, attack: () => Promise<void>) {
    const load = visitorLoad(seconds + 2);
    await sleep(1_000);
    await attack();
    phases[name] = await load;
  }

  before(async () => {
    ipv6Unavailable = await ipv6ClientsUnavailable();
    site = await startSite({
      base: BASE,
      workDir,
      args: ['--nginx', '--page-servers', '2'],
      // The API's write budget is small enough to be spent within the test.
      env: { ...process.env, PORTAL_WRITE_BUDGET_BYTES_PER_HOUR: String(WRITE_BUDGET) },
    });
    const created = await request(`http://127.0.0.1:${API}/api/signup/professional`, {
      localAddress: ipv4Client(GROUP.writers, 200),
      method: 'POST',
      body: { email: account.email, first_name: 'Vera', password: account.password },
    });
    assert.equal(created.status, 201);
    // A site that has been up a while: every page composed, every fragment rendered once.
    await visitorLoad(3);
    pidsBefore = SERVERS.map((id) => site.pidOf(id));
    errorLogBefore = fs.statSync(path.join(workDir, 'nginx', 'error.log')).size;

    await phase('oversized redirects, 20/s', 3, async () => {
      const query = 'a'.repeat(4_100);
      found.redirects = await paced(20, 3, () => request(`http://127.0.0.1:${NGINX}/dashboard?${query}`, { localAddress: ipv4Client(GROUP.redirect, 0) }));
    });

    await phase('hostile requests, 50/s', 7, async () => {
      const requests = hostileRequests({ host: `localhost:${NGINX}`, file: '/robots.txt', page: '/about' });
      found.hostile = await fireAll(NGINX, requests, { localAddress: ipv4Client(GROUP.hostile, 0), perSecond: 50, concurrency: 50 });
    });

    await phase('2,400 slow connections', 7, async () => {
      found.slow = await slowConnections(NGINX, 2_400, 7, ipv4Client(GROUP.slow, 0));
    });

    await phase('sign-in flood, 64 clients', 7, async () => {
      const flooders = [
        ...Array.from({ length: 32 }, (_, index) => () => ({ url: `http://127.0.0.1:${API}`, localAddress: ipv4Client(GROUP.signIn, index) })),
        ...(ipv6Unavailable ? [] : Array.from({ length: 32 }, (_, network) => () => ({ url: `http://[::1]:${API}`, localAddress: ipv6Client(network + 1, 1 + Math.floor(Math.random() * 0xfff0)) }))),
      ];
      const flood = paced(10 * flooders.length, 7, (index) => {
        const { url, localAddress } = (flooders[index % flooders.length] ?? flooders[0])!();
        const email = index % 3 === 0 ? account.email : `nobody-${index}@example.com`;
        return request(`${url}/api/signin`, { localAddress, method: 'POST', body: { email, password: `wrong-${index}` } });
      });
      // Ten clean addresses (127.0.3.x) sign in one after another, from a process of their own.
      const clean = visitors<Array<{ status: number; ms: number }>>([
        '--sign-in', `http://127.0.0.1:${API}/api/signin`, '--account', JSON.stringify(account), '--count', '10', '--every', '600',
      ]);
      const [flooded, signedIn] = await Promise.all([flood, clean]);
      found.signInFlood = statusCounts(flooded);
      found.cleanSignIns = signedIn;
    });

    await phase('contact and newsletter flood, 40 clients', 4, async () => {
      const before = databaseBytes(databaseFile);
      const answers = await paced(400, 4, (index) =>
        request(`http://127.0.0.1:${API}${index % 2 ? '/api/newsletter' : '/api/contact-us'}`, {
          localAddress: ipv4Client(GROUP.writers, index % 40),
          method: 'POST',
          body:
            index % 2
              ? { email: `reader-${index}-${'x'.repeat(40)}@example.com` }
              : { first_name: 'Stranger', email: `s${index}@example.com`, inquiry_type: 'For Companies', message: `${index} ${'é'.repeat(2_400)}` },
        }),
      );
      found.writes = { statuses: statusCounts(answers), grownBy: databaseBytes(databaseFile) - before };
    });
  });

  after(async () => {
    await site?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('loses none of the visitors’ requests, and keeps their p99 within 100 ms, in every phase', (t) => {
    for (const [name, result] of Object.entries(phases)) {
      const failed = statusCounts(result.failures.map(({ url, outcome }) => ({ status: `${new URL(url).pathname} ${outcome}` })));
      t.diagnostic(`${name}: ${result.requests} visitor requests, ${result.failures.length} failed ${JSON.stringify(failed)}, p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms`);
    }
    assert.equal(Object.keys(phases).length, 5);
    for (const [name, result] of Object.entries(phases)) {
      assert.deepEqual(result.failures.slice(0, 5), [], name);
      assert.ok(result.p99 <= P99_BUDGET_MS, `${name}: p99 ${result.p99} ms`);
    }
  });

  it('answers the oversized sign-in redirect with a short one, every time', (t) => {
    t.diagnostic(`statuses: ${JSON.stringify(statusCounts(found.redirects ?? []))}`);
    assert.equal(found.redirects?.length, 60);
    for (const answer of found.redirects ?? []) {
      assert.equal(answer.status, 302);
      assert.equal(answer.location, '/signin?next=%2Fdashboard');
    }
  });

  it('answers the hostile requests without a 5xx', (t) => {
    const statuses = found.hostile?.map(({ status }) => status) ?? [];
    t.diagnostic(`${statuses.length} hostile requests: ${JSON.stringify(statusCounts(found.hostile ?? []))}`);
    assert.ok(statuses.length > 300);
    assert.deepEqual(statuses.filter((status) => typeof status === 'number' && status >= 500), []);
  });

  it('drops slow connections instead of waiting for them', (t) => {
    t.diagnostic(`slow connections: ${JSON.stringify(found.slow)}`);
    assert.ok((found.slow?.opened ?? 0) >= 2_400);
    assert.ok((found.slow?.dropped ?? 0) >= 2_400, 'nginx dropped each within its header timeout');
  });

  it('lets a clean address sign in on its first try within 2 s, 10 of 10, whatever the flood', (t) => {
    if (ipv6Unavailable) t.diagnostic(`the flood came from 32 IPv4 clients only: ${ipv6Unavailable}`);
    t.diagnostic(`flood: ${JSON.stringify(found.signInFlood)}; clean sign-ins: ${found.cleanSignIns?.map(({ status, ms }) => `${status} in ${Math.round(ms)} ms`).join(', ')}`);
    assert.equal(found.cleanSignIns?.length, 10);
    for (const answer of found.cleanSignIns ?? []) {
      assert.equal(answer.status, 200);
      assert.ok(answer.ms <= SIGN_IN_BUDGET_MS, `${Math.round(answer.ms)} ms`);
    }
    assert.ok((found.signInFlood?.[429] ?? 0) > 0, 'the flood was throttled');
  });

  it('grows the database by no more than its write budget, whatever strangers send', (t) => {
    t.diagnostic(`writes: ${JSON.stringify(found.writes?.statuses)}; the database grew by ${found.writes?.grownBy} bytes (budget ${WRITE_BUDGET} an hour)`);
    assert.ok((found.writes?.statuses[503] ?? 0) > 0, 'the site-wide budget was reached');
    assert.ok((found.writes?.grownBy ?? Infinity) <= WRITE_BUDGET * 1.5, `grew by ${found.writes?.grownBy} bytes`);
  });

  it('restarts no server, and keeps nginx’s error log small', (t) => {
    assert.deepEqual(SERVERS.map((id) => site.pidOf(id)), pidsBefore);
    const grown = fs.statSync(path.join(workDir, 'nginx', 'error.log')).size - errorLogBefore;
    t.diagnostic(`nginx's error log grew by ${grown} bytes`);
    assert.ok(grown < 64 * 1024, `${grown} bytes`);
  });
});
