// User journey: a tab opened while the accounts remote was at one version; that version has since
// been replaced and deleted from the release store (decision 017), so its files are gone. The
// visitor's next navigation to a page whose code the tab had not loaded yet brings the live
// version's page, loaded in full once, instead of a failure whose Retry can never succeed.
//
// A site of its own with a release store of its own: the e2e site's store stays empty for every
// other test (playwright.config.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, viewports } from '@vital/shared/e2e';
import { root, startSite } from '../../scripts/apps.ts';

const BASE = Number(process.env.VERSION_GONE_PORT_BASE ?? 5700);
const site = `http://localhost:${BASE}`;
const FIRST = 'aaaaaaaaaaaa-1111111';
const SECOND = 'bbbbbbbbbbbb-2222222';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-version-gone-'));
const accounts = path.join(workDir, 'store', 'accounts');

/** Publishes the accounts build as `version`, as the release store holds it. */
const publish = (version: string) => fs.cpSync(path.join(root, 'remote-accounts', 'dist'), path.join(accounts, version), { recursive: true });
const makeLive = (version: string) => fs.writeFileSync(path.join(accounts, 'live.json'), JSON.stringify({ version, movedAt: new Date().toISOString() }));

let running: Awaited<ReturnType<typeof startSite>> | undefined;

test.use({ viewport: viewports.desktop });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  publish(FIRST);
  makeLive(FIRST);
  running = await startSite({ base: BASE, workDir, env: { ...process.env, VITAL_RELEASES_DIR: path.dirname(accounts) } });
});

test.afterAll(async () => {
  await running?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

test('a tab whose version was deleted gets the live version’s page at its next navigation, loaded in full once', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
  });
  const goneFiles: string[] = [];
  const secondVersionFiles: string[] = [];
  // The deleted version's files answer 404, which the browser reports as a failed script (blocked, not read).
  page.on('requestfailed', (request) => request.url().includes(`/releases/${FIRST}/`) && goneFiles.push(request.url()));
  page.on('response', (response) => {
    if (response.url().includes(`/releases/${FIRST}/`) && response.status() === 404) goneFiles.push(response.url());
    if (response.url().includes(`/releases/${SECOND}/`) && response.ok()) secondVersionFiles.push(response.url());
  });

  await page.goto(`${site}/signin`);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: /Sign In/ })).toBeVisible();

  // A release and a clean-up while the tab is open: the tab's version is no longer in the store.
  publish(SECOND);
  makeLive(SECOND);
  fs.rmSync(path.join(accounts, FIRST), { recursive: true });
  await expect.poll(async () => JSON.stringify(await (await fetch(`${site}/site.config.json`)).json())).toContain(SECOND);

  // The sign-up page's code was never loaded by this tab: it would come from the deleted version.
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Create Your Account/ })).toBeVisible();
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
  expect(goneFiles.length, 'the tab asked its own version first, inside the page').toBeGreaterThan(0);
  expect(documents).toEqual(['/signin', '/signup']);
  expect(secondVersionFiles.length, 'the page came with the live version').toBeGreaterThan(0);
});
