// Releases of this repository's remotes with `pnpm release` (decisions 017 and 027), through the release
// service of a running site of their own: a changed remote released is live, HTML and page, with no
// restart; a broken candidate is refused and the site is unchanged; a rollback is served within 5 s; pages
// opened before a release or a rollback keep navigating. Candidates are copies of the accounts build with
// a change made in its files, so the test needs the production builds (`pnpm test` makes them first).
// Teams outside the repository, one per bundler, are release-service.test.ts; the store's rules
// release/store.test.ts; the check's shared rules release/check.test.ts.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { type Browser, chromium, type Page } from '@playwright/test';
import { root, startSite } from './apps.ts';
import { chromiumLaunchOptions } from './chromium.ts';
import { remoteStore } from './release/store.ts';

const BASE = Number(process.env.RELEASE_PORT_BASE ?? 4900);
const site = `http://localhost:${BASE}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-release-'));
const store = path.join(workDir, 'store');
const accountsBuild = path.join(root, 'remote-accounts', 'dist');
/** The contact page's heading, in its server-rendered page and in its code. */
const HEADING = 'Get in Touch';

after(() => fs.rmSync(workDir, { recursive: true, force: true }));

/**
 * A copy of the accounts build changed by `change(dir)`, which returns the files it changed;
 * changed files lose their precompressed copies.
 */
function candidate(name: string, change: (dir: string) => string[]) {
  const dir = path.join(workDir, name);
  fs.cpSync(accountsBuild, dir, { recursive: true });
  for (const file of change(dir)) for (const suffix of ['.br', '.gz']) fs.rmSync(file + suffix, { force: true });
  return dir;
}

const withHeading = (heading: string) =>
  candidate(heading.replace(/\W+/g, '-'), (dir) => {
    const files = [path.join(dir, 'fragments', 'contact.html'), ...fs.readdirSync(path.join(dir, 'js')).map((file) => path.join(dir, 'js', file))];
    const changed = files.filter((file) => /\.(js|html)$/.test(file) && fs.readFileSync(file, 'utf8').includes(HEADING));
    for (const file of changed) fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll(HEADING, heading));
    assert.equal(changed.length, 2, 'the heading is in one page and one chunk');
    return changed;
  });

/** Runs `pnpm release|rollback|releases …` against the test's release service and store. */
async function run(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx/esm', 'scripts/release.ts', ...args, '--to', `http://localhost:${BASE + 11}`], {
      cwd: root,
      env: { ...process.env, VITAL_RELEASES_DIR: store },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const versionIn = (output: string) => /published ([0-9a-f]{12}-[0-9a-f]+(?:-dirty)?)/.exec(output)?.[1] ?? assert.fail(`no version in:\n${output}`);

const contactHeading = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${site}/contact`)).text())?.[1];

describe('releasing a remote on the live site', () => {
  let running: Awaited<ReturnType<typeof startSite>>;
  let browser: Browser;

  before(async () => {
    [running, browser] = await Promise.all([
      startSite({ base: BASE, workDir, env: { ...process.env, VITAL_RELEASES_DIR: store } }),
      chromium.launch(chromiumLaunchOptions()),
    ]);
  });

  after(async () => {
    await browser?.close();
    await running?.stop();
  });

  /** A page on /signin that records what goes wrong in it. */
  async function openSignIn(): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
    await page.goto(`${site}/signin`);
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    return { page, problems };
  }

  /** Navigates inside the page (no reload) from sign-in to sign-up and on to contact; returns the contact page's heading. */
  async function navigateToContact(page: Page): Promise<string | null> {
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /sign up|create/i }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL(`${site}/contact`);
    // The address changes before the page does: wait for the contact page's heading, whichever version's it is.
    const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^${HEADING}`) });
    await heading.waitFor();
    return heading.textContent();
  }

  let first: string;
  let second: string;
  let openedOnFirst: Awaited<ReturnType<typeof openSignIn>>;
  let openedOnSecond: Awaited<ReturnType<typeof openSignIn>>;

  it('serves a changed remote, HTML and live page, without a restart, and keeps the previous version’s files', async () => {
    const released = await run('release', 'accounts', '--from', withHeading('Get in Touch Today'));
    assert.equal(released.code, 0, released.output);
    first = versionIn(released.output);
    assert.match(released.output, /the check passed/);
    assert.equal(await contactHeading(), 'Get in Touch Today');
    openedOnFirst = await openSignIn();

    const again = await run('release', 'accounts', '--from', withHeading('Get in Touch Now'));
    assert.equal(again.code, 0, again.output);
    second = versionIn(again.output);
    assert.equal(await contactHeading(), 'Get in Touch Now');
    const page = await browser.newPage();
    await page.goto(`${site}/contact`);
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Get in Touch Now');
    await page.close();

    const previous = await fetch(`http://localhost:${BASE + 3}/releases/${first}/remoteEntry.js`);
    assert.equal(previous.status, 200);
    assert.match(previous.headers.get('cache-control') ?? '', /immutable/);
    // A page that loaded the first version goes on with its code, lazy chunks included.
    assert.equal(await navigateToContact(openedOnFirst.page), 'Get in Touch Today');
    assert.deepEqual(openedOnFirst.problems, []);
  });

  it('refuses a candidate whose exposed module throws on import, and names the failure; the site is unchanged', async () => {
    const broken = candidate('throws', (dir) => {
      const file = path.join(dir, 'js', fs.readdirSync(path.join(dir, 'js')).find((name) => /^__federation_expose_routes\..*\.js$/.test(name)) ?? '');
      fs.writeFileSync(file, `throw new Error('the routes module is broken');${fs.readFileSync(file, 'utf8')}`);
      return [file];
    });
    const result = await run('release', 'accounts', '--from', broken);
    assert.equal(result.code, 1, result.output);
    assert.match(result.output, /failed its pre-release check; the live site is unchanged/);
    assert.match(result.output, /\/signup: uncaught: the routes module is broken/);
    assert.equal(remoteStore('accounts', store).pointer()?.version, second);
    assert.equal(await contactHeading(), 'Get in Touch Now');
  });

  it('refuses a candidate that needs a React the host does not provide; the site is unchanged', async () => {
    const broken = candidate('react-20', (dir) => {
      const file = path.join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^20.0.0';
      fs.writeFileSync(file, JSON.stringify(manifest));
      return [file];
    });
    const result = await run('release', 'accounts', '--from', broken);
    assert.equal(result.code, 1, result.output);
    assert.match(result.output, /shared react: the candidate needs \^20\.0\.0; the live host provides 19\./);
    assert.equal(await contactHeading(), 'Get in Touch Now');
    const listed = await run('releases', 'accounts');
    assert.match(listed.output, new RegExp(`\\*\\s+${second}\\s.*passed`));
    assert.match(listed.output, /failed: shared react/);
  });

  it('rolls back to the previous version within 5 s, with no build; open pages keep navigating', async () => {
    openedOnSecond = await openSignIn();
    const startedAt = Date.now();
    const result = await run('rollback', 'accounts');
    assert.equal(result.code, 0, result.output);
    while ((await contactHeading()) !== 'Get in Touch Today') {
      assert.ok(Date.now() - startedAt < 5_000, `served within 5 s:\n${result.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`# rolled back and served in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    assert.equal(remoteStore('accounts', store).pointer()?.version, first);
    assert.equal(await navigateToContact(openedOnSecond.page), 'Get in Touch Now');
    assert.deepEqual(openedOnSecond.problems, []);
    // The page opened before both the release and the rollback goes on too.
    await openedOnFirst.page.goBack();
    await openedOnFirst.page.getByRole('heading', { level: 1, name: /sign up|create/i }).waitFor();
    assert.deepEqual(openedOnFirst.problems, []);
  });
});
