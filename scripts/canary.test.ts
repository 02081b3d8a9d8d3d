// Canary releases watched in the field (decision 030), through `pnpm start --nginx` with two page servers,
// the release service and real browsers as visitors, each visitor on an address of its own (a visitor
// proxy per address), each with a cohort cookie inside or outside the canary. Scaled down: a stage lasts
// seconds and an arm needs a few sessions (VITAL_CANARY_SETTINGS). Candidates are copies of the accounts
// build with a change made in its entry file: none (a new version of the same code), a sign-up that throws
// for names with an apostrophe (a fifth of the visitors here), and clicks that take 300 ms.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { describeCanary, list, publish, ReleaseError, rollback, type RemoteReleases, type Service } from '../release-client/src/client.ts';
import { COHORT_COOKIE, FIELD_PATH, FIELD_SOURCES } from '../shared/src/contract/index.ts';
import { remotes, root, startSite } from './apps.ts';
import { chromiumLaunchOptions } from './chromium.ts';
import { releaseToken } from './release/store.ts';
import { startVisitorProxy, throughProxy, type VisitorProxy } from './testing/visitor-proxy.ts';

const BASE = Number(process.env.CANARY_PORT_BASE ?? 5500);
const NGINX = BASE + 50;
const site = `http://localhost:${NGINX}`;
const serviceUrl = `http://localhost:${NGINX + remotes.length + 2}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-canary-'));
const store = path.join(workDir, 'store');
const accountsBuild = path.join(root, 'remote-accounts', 'dist');
/** Inside every canary (the first 5 %), and outside every one. */
const CANARY_BAND = 0;
const LIVE_BAND = 19;
/** Once each arm has had its sessions, a visit at most this often. */
const TRICKLE_MS = 2_000;
const SETTINGS = { stages: [5, 25, 50, 100], stageMs: 1_500, checkEveryMs: 300, minSessions: 4, minErrorClients: 2, minVitalSamples: 3, errorRateMargin: 0.05 };
/** Each visitor's address; a stranger has one of its own. */
const VISITOR_ADDRESSES = Array.from({ length: 12 }, (_, index) => `127.0.0.${31 + index}`);
const STRANGER_ADDRESS = '127.0.0.99';

type Behaviour = 'look' | 'sign up' | 'click';

/** A copy of the accounts build with `code` run by its entry file; `name` makes it a version of its own. */
function candidate(name: string, code = '') {
  const dir = path.join(workDir, name);
  fs.cpSync(accountsBuild, dir, { recursive: true });
  const entry = path.join(dir, 'remoteEntry.js');
  fs.writeFileSync(entry, `${fs.readFileSync(entry, 'utf8')}\n/* ${name} */${code}\n`);
  for (const suffix of ['.br', '.gz']) fs.rmSync(entry + suffix, { force: true });
  return dir;
}

/** Sign-up throws, before anything is sent, for a name with an apostrophe: as the field found it. */
const THROWS_FOR_APOSTROPHES = `window.addEventListener('submit', function (event) {
  var form = event.target;
  if (!form.closest || !form.closest('[data-island="accounts"]')) return;
  var names = Array.prototype.some.call(form.querySelectorAll('input'), function (input) { return input.value.indexOf("'") !== -1; });
  if (!names) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  throw new TypeError("Cannot read properties of undefined (reading 'email')");
}, true);`;

/** Every click on a button of the accounts page takes 300 ms more. */
const SLOW_CLICKS = `window.addEventListener('click', function (event) {
  if (!event.target.closest || !event.target.closest('[data-island="accounts"] button')) return;
  var until = performance.now() + 300;
  while (performance.now() < until) {}
}, true);`;

describe('canary releases, judged by their visitors', () => {
  let running: Awaited<ReturnType<typeof startSite>>;
  let browser: Browser;
  let proxies: VisitorProxy[];
  let service: Service;
  let behaviour: Behaviour = 'look';
  let isTrafficOn = false;
  let visits = 0;
  /** Visits so far to each arm: a fifth of each arm's visitors sign up with an apostrophe. */
  const armVisits = new Map<number, number>();
  const traffic: Array<Promise<void>> = [];

  before(async () => {
    [running, browser, proxies] = await Promise.all([
      startSite({
        base: BASE,
        workDir,
        args: ['--nginx'],
        env: { ...process.env, VITAL_RELEASES_DIR: store, VITAL_CANARY_SETTINGS: JSON.stringify(SETTINGS) },
      }),
      chromium.launch(chromiumLaunchOptions()),
      Promise.all(VISITOR_ADDRESSES.map(startVisitorProxy)),
    ]);
    service = { url: serviceUrl, token: releaseToken('accounts', store) ?? assert.fail('no token'), remote: 'accounts' };
  });

  after(async () => {
    isTrafficOn = false;
    await Promise.all(traffic);
    await browser?.close();
    await Promise.all((proxies ?? []).map((proxy) => proxy.close()));
    await running?.stop();
    // CANARY_KEEP=1 keeps the site's logs and store to read after a failure.
    if (process.env.CANARY_KEEP) console.log(`kept: ${workDir}`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  });

  /** A visitor of `band` from the address of proxy `address`, in a browser of their own (a new session). */
  async function visitor(band: number, address: number): Promise<BrowserContext> {
    const context = await browser.newContext({ proxy: throughProxy(proxies[address] ?? assert.fail('no such proxy')) });
    await context.addCookies([{ name: COHORT_COOKIE, value: String(band), url: site }]);
    return context;
  }

  /** One visit as `behaviour` says, then the tab is closed (its reports leave with it). */
  async function visit(index: number) {
    const band = index % 2 === 0 ? CANARY_BAND : LIVE_BAND;
    const armVisit = armVisits.get(band) ?? 0;
    armVisits.set(band, armVisit + 1);
    const context = await visitor(band, Math.floor(index / 2) % VISITOR_ADDRESSES.length);
    try {
      const page = await context.newPage();
      if (behaviour === 'sign up') {
        await page.goto(`${site}/signup`);
        await page.locator('html[data-live]').waitFor({ state: 'attached' });
        // A fifth of the visitors have a name with an apostrophe, on both arms alike: two in each ten, the first two.
        await page.getByLabel(/^First Name\*?$/).fill(armVisit % 10 < 2 ? "Siobhán O'Brien" : 'Ada');
        await page.getByLabel(/^Email\*?$/).fill(`canary-${index}-${Date.now()}@example.test`);
        await page.getByLabel(/^Password\*?$/).fill('Canary-test-1!');
        await page.getByLabel(/^Confirm Password\*?$/).fill('Canary-test-1!');
        await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
        await page.getByRole('button', { name: 'Create Account' }).click();
        await page.waitForTimeout(400);
      } else {
        await page.goto(`${site}/signin`);
        await page.locator('html[data-live]').waitFor({ state: 'attached' });
        if (behaviour === 'click') {
          // The password's Show and Hide: two interactions, each 300 ms longer on the slow version.
          for (let click = 0; click < 2; click++) await page.getByRole('button', { name: /^(Show|Hide) password$/ }).first().click();
        }
      }
      // Leaving the page sends what it has not sent yet (INP and CLS are reported when a page is hidden).
      await page.goto('about:blank');
    } finally {
      await context.close();
    }
  }

  /**
   * Visitors come, two at a time (the machine has two cores, which the other tests share), until
   * `stopTraffic`: as fast as they can until each arm has the sessions a judgement needs and a few more,
   * then one every TRICKLE_MS (a canary still waiting gets more; a browser is the test's costliest part).
   */
  function startTraffic(as: Behaviour) {
    behaviour = as;
    if (isTrafficOn) return;
    isTrafficOn = true;
    let lastVisitAt = Number.NEGATIVE_INFINITY;
    const hasEnough = () => [CANARY_BAND, LIVE_BAND].every((band) => (armVisits.get(band) ?? 0) >= SETTINGS.minSessions + 2);
    for (let worker = 0; worker < 2; worker++)
      traffic.push(
        (async () => {
          while (isTrafficOn) {
            if (hasEnough() && performance.now() - lastVisitAt < TRICKLE_MS) {
              await new Promise((resolve) => setTimeout(resolve, 100));
              continue;
            }
            lastVisitAt = performance.now();
            await visit(visits++).catch((error: Error) => console.error(`visit: ${error.message}`));
          }
        })(),
      );
  }

  async function stopTraffic() {
    isTrafficOn = false;
    await Promise.all(traffic.splice(0));
  }

  /** Waits until the canary of `version` has ended (promoted or rolled back); returns its decisions. */
  async function canaryEnd(version: string, withinMs = 90_000) {
    const started = performance.now();
    for (;;) {
      const releases = await list(service);
      // This canary's: from its version's last start on (a version may be a canary again).
      const all = releases.decisions ?? [];
      const start = all.findLastIndex((decision) => decision.version === version && decision.action === 'started');
      const decisions = all.slice(Math.max(0, start)).filter((decision) => decision.version === version);
      const end = decisions.findLast((decision) => decision.action === 'promoted' || decision.action === 'rolled back');
      if (end && releases.canary?.version !== version) return { releases, decisions, end };
      if (performance.now() - started > withinMs) assert.fail(`the canary of ${version} did not end in ${withinMs / 1000} s:\n${describeCanary(releases).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Releases `dir` as a canary at 5 %, while no visitor comes (its check has the machine to itself). */
  async function releaseCanary(dir: string, behaviour: Behaviour) {
    await stopTraffic();
    armVisits.clear();
    try {
      const { version } = await publish(service, dir, { canary: 5 });
      startTraffic(behaviour);
      return version ?? assert.fail('no version');
    } catch (error) {
      const failures = error instanceof ReleaseError ? error.failures : [];
      throw new Error([(error as Error).message, ...failures].join('\n'), { cause: error });
    }
  }

  /** Forged reports of errors on `version` from one address, as fast as the site takes them; how many it sent. */
  async function forgeErrors(version: string, until: () => boolean) {
    let sent = 0;
    while (!until()) {
      const session = Array.from({ length: 16 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
      const versions = Object.fromEntries(FIELD_SOURCES.map((source) => [source, source === 'accounts' ? version : 'build']));
      const events = [
        { kind: 'view', sources: ['host', 'accounts'] },
        { kind: 'error', source: 'accounts', origin: 'uncaught', message: 'TypeError: forged' },
      ];
      const body = JSON.stringify({ session, versions, events });
      await new Promise<void>((resolve) => {
        const request = http.request(`${site.replace('localhost', '127.0.0.1')}${FIELD_PATH}`, { method: 'POST', localAddress: STRANGER_ADDRESS, headers: { 'content-type': 'application/json' } }, (answer) => {
          answer.resume();
          answer.on('end', resolve);
        });
        request.on('error', () => resolve());
        request.end(body);
      });
      sent += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return sent;
  }

  it('promotes a version with no change to every visitor, stage by stage, 5 runs of 5, while a stranger forges errors against it', async () => {
    const outcomes: string[] = [];
    // Two versions of the same code, taking turns: each is checked once (the same files against the same host).
    const unchanged = [candidate('unchanged-a'), candidate('unchanged-b')];
    for (let run = 1; run <= 5; run++) {
      const version = await releaseCanary(unchanged[run % 2] ?? assert.fail(), 'look');
      let hasEnded = false;
      // In the third run, one client posts error reports for the candidate all along.
      const forged = run === 3 ? forgeErrors(version, () => hasEnded) : Promise.resolve(0);
      const { releases, decisions, end } = await canaryEnd(version);
      hasEnded = true;
      if (run === 3) {
        assert.ok((await forged) > 0, 'the stranger sent its reports');
        // They were counted, as one client's: its errors never decide.
        const candidate = (end.figures as { candidate?: { errorSessions: number; errorClients: number } } | undefined)?.candidate;
        assert.ok(candidate && candidate.errorSessions > 0 && candidate.errorClients === 1, JSON.stringify(candidate));
      }
      outcomes.push(`${end.action}: ${decisions.map((decision) => `${decision.action} ${decision.percent}`).join(', ')}`);
      assert.equal(releases.live, version, describeCanary(releases).join('\n'));
    }
    assert.deepEqual(outcomes, Array(5).fill('promoted: started 5, advanced 25, advanced 50, promoted 100'));
  });

  it('rolls back, on its own and before a quarter of visitors have it, a version whose sign-up throws for a fifth of them; the check passed it; an open tab moves to the live version', async () => {
    const live = (await list(service)).live;
    const broken = await releaseCanary(candidate('apostrophes', THROWS_FOR_APOSTROPHES), 'sign up');
    // A tab inside the canary, open on the candidate's sign-in page.
    const tab = await (await visitor(CANARY_BAND, 0)).newPage();
    await tab.goto(`${site}/signin`);
    await tab.locator('html[data-live]').waitFor({ state: 'attached' });
    const tabVersion = () => tab.evaluate(() => JSON.stringify((window as { __VITAL_SITE_CONFIG__?: { versions?: Record<string, string> } }).__VITAL_SITE_CONFIG__?.versions?.accounts));
    assert.equal(await tabVersion(), JSON.stringify(broken));

    const { releases, end } = await canaryEnd(broken);
    await stopTraffic();
    assert.equal(end.action, 'rolled back');
    assert.equal(end.by, 'the canary controller');
    assert.ok(end.percent <= 25, `rolled back at ${end.percent} %`);
    assert.match(end.reason, /accounts: .* of the candidate's sessions had an error/);
    assert.match(end.reason, /reading 'email'/);
    assert.equal(releases.live, live);
    const shown = describeCanary(releases).join('\n');
    assert.match(shown, new RegExp(`${broken}  rolled back at (5|25) %  by the canary controller: accounts: `));

    // Its next navigation is a full load of the live version.
    await tab.getByRole('link', { name: 'Sign up', exact: true }).click();
    await tab.waitForFunction((expected) => (window as { __VITAL_SITE_CONFIG__?: { versions?: Record<string, string> } }).__VITAL_SITE_CONFIG__?.versions?.accounts === expected, live ?? 'build');
    await tab.getByRole('heading', { level: 1 }).waitFor();
    await tab.context().close();
  });

  it('holds back a version that adds 300 ms to a click for INP, and names its remote', async () => {
    const live = (await list(service)).live;
    const slow = await releaseCanary(candidate('slow-clicks', SLOW_CLICKS), 'click');
    const { releases, end } = await canaryEnd(slow);
    await stopTraffic();
    assert.equal(end.action, 'rolled back');
    assert.match(end.reason, /^accounts: INP p75 \d+ ms over 200 ms/);
    assert.equal(releases.live, live);
  });

  it('ends a canary by hand at once: a rollback during it keeps the live version for everyone', async () => {
    const live = (await list(service)).live;
    // A version of its own: one released before has its sessions in the page servers' sums, so the controller
    // could take it through every stage (4.5 s here) before the rollback on a slow machine.
    const version = await releaseCanary(candidate('by-hand'), 'look');
    await stopTraffic();
    const releases: RemoteReleases = await list(service);
    assert.equal(releases.canary?.version, version);
    const { done } = await rollback(service);
    assert.match(done, /the canary of .* is rolled back/);
    const after = await list(service);
    assert.equal(after.canary, null);
    assert.equal(after.live, live);
    assert.equal(after.decisions?.at(-1)?.reason, 'rolled back by hand');
  });
});
