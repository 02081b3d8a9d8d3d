// The pre-release check of a published version of a remote against the live host (decision 017). Each
// part returns what failed, in words a team can act on; an empty list is a pass.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import semver from 'semver';
import { PREVIEW_HEADER, signPreview } from '../../server/src/preview.ts';
import { buildComment, fragmentPath, parseManifest, remoteFacts, ROUTES_MODULE, type Manifest, type Shells } from '../../shared/src/contract/index.ts';
import { type App, visitPath } from '../apps.ts';
import { chromiumLaunchOptions } from '../chromium.ts';

/** How long a page of the journey may take to be live (hydrated, or showing its failure). */
const PAGE_DEADLINE_MS = 20_000;

/** The React a page runs is the host's one copy: a remote must take it, not bring its own. */
const REACT_SINGLETONS = ['react', 'react/jsx-runtime'];
const isReact = (name: string) => /^react(-dom)?(\/|$)/.test(name);
/** The host's React major (19 for 19.3.1): a remote's React shares should ask for `^<major>.0.0`. */
function reactMajorOf(host: Manifest) {
  const version = host.shared?.find((entry) => entry.name === 'react')?.version;
  return version && semver.valid(version) ? semver.major(version) : undefined;
}

/**
 * The candidate's shared modules against the live host's manifest, as the federation runtime resolves
 * them: the host's copy loads first and is the one used, so the host's version must be within the
 * candidate's range. The candidate's own copy (absent with `import: false`) never loads beside it,
 * so its version is not checked. React must be shared as a singleton, or a page would run two.
 */
export function checkShared(candidate: Manifest, host: Manifest): string[] {
  const failures: string[] = [];
  const shared = candidate.shared ?? [];
  const major = reactMajorOf(host);
  const range = major === undefined ? undefined : `^${major}.0.0`;
  /** The federation config that makes a remote take the host's React. */
  const fix = (name: string) => `shared: { '${name}': { singleton: true${range ? `, requiredVersion: '${range}'` : ''} } } in the remote's federation config`;
  for (const name of REACT_SINGLETONS) {
    if (!shared.some((entry) => entry.name === name)) failures.push(`shared ${name}: the candidate does not share it, so a page would run two Reacts; add ${fix(name)}`);
  }
  for (const needed of shared) {
    const hosts = host.shared?.find((entry) => entry.name === needed.name);
    if (!hosts) {
      failures.push(`shared ${needed.name}: the live host does not provide it`);
      continue;
    }
    if (isReact(needed.name) && needed.singleton !== true) {
      failures.push(`shared ${needed.name}: the candidate shares it without singleton, so a page could run two Reacts; set ${fix(needed.name)}`);
    }
    if (needed.requiredVersion && !semver.satisfies(hosts.version ?? '', needed.requiredVersion)) {
      const why = isReact(needed.name) && range ? ` (a page runs the host’s one React: build with React ${major} and requiredVersion '${range}')` : '';
      failures.push(`shared ${needed.name}: the candidate needs ${needed.requiredVersion}; the live host provides ${hosts.version || 'no version'}${why}`);
    }
  }
  return failures;
}

/** The remote contract: the container, its `./routes`, and this build's fragment of each page the host renders (`patterns`). */
function checkContract(candidateDir: string, manifest: Manifest, containerName: string, patterns: string[]): string[] {
  const failures: string[] = [];
  const { name, remoteEntry: entry, buildInfo } = manifest.metaData ?? {};
  if (name !== containerName) failures.push(`contract: the container is named ${name ?? '(none)'}; the host loads ${containerName}`);
  if (!manifest.exposes?.some((expose) => expose.path === ROUTES_MODULE)) failures.push(`contract: it does not expose ${ROUTES_MODULE}`);
  if (!entry?.name || !fs.existsSync(path.join(candidateDir, entry.path ?? '', entry.name))) failures.push('contract: its remote entry is missing');
  for (const pattern of patterns) {
    const file = path.join(candidateDir, fragmentPath(pattern));
    const buildId = buildInfo?.buildVersion;
    if (!fs.existsSync(file)) failures.push(`contract: ${pattern} has no server-rendered page (${fragmentPath(pattern)})`);
    else if (!fs.readFileSync(file, 'utf8').startsWith(buildComment(buildId ?? ''))) {
      failures.push(`contract: ${fragmentPath(pattern)} was not rendered by this build (${buildId})`);
    }
  }
  return failures;
}

/** The remote's pages on the live site with the candidate swapped in for this browser alone; stops at the first that fails. */
async function checkJourney(siteUrl: string, remote: string, version: string, paths: string[], previewKey: string): Promise<string[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });
    const { origin } = new URL(siteUrl);
    // Only the site's own requests carry the header: a remote's files are fetched with CORS,
    // where a header the remote does not expect would be refused.
    await context.route(
      (url) => url.origin === origin,
      (route) => route.continue({ headers: { ...route.request().headers(), [PREVIEW_HEADER]: signPreview(previewKey, remote, version) } }),
    );
    for (const pathname of paths.length ? paths : ['/']) {
      const failures = await checkPage(await context.newPage(), new URL(pathname, siteUrl).href, version, paths.length === 0);
      if (failures.length) return failures.map((failure) => `${pathname}: ${failure}`);
    }
    return [];
  } finally {
    await browser.close();
  }
}

async function checkPage(page: Page, url: string, version: string, opensChat: boolean): Promise<string[]> {
  const logged: string[] = [];
  // Errors fail the page; warnings are shown, not failed on (decision 017, since issue 39): they are
  // advice a team may not control, and what would break a page is checked for itself.
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(`the console says: ${message.text()}`);
    else if (message.type() === 'warning') console.log(`  ! ${new URL(url).pathname}: the console warns: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));
  try {
    const response = await page.goto(url, { waitUntil: 'commit' });
    if (response?.status() !== 200) return [`answered ${response?.status() ?? 'nothing'}`];
    await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: PAGE_DEADLINE_MS });
    if (opensChat) {
      await page.getByRole('button', { name: 'Open chat assistant' }).click({ timeout: PAGE_DEADLINE_MS });
      await page.getByRole('dialog').waitFor({ timeout: PAGE_DEADLINE_MS });
    }
    await page.waitForLoadState('networkidle');
    const failures = [...logged];
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    if (!loaded.some((name) => name.includes(`/releases/${version}/`))) failures.push("the candidate's code was not loaded");
    if (await page.getByRole('button', { name: /^Retry/ }).count()) failures.push('the page shows its failure message (Retry)');
    if (!opensChat && !(await page.getByRole('heading', { level: 1 }).count())) failures.push('no heading (h1)');
    if (failures.length) return failures;
    // As the browser tests run it (expectNoAxeViolations in shared/e2e/support.ts): in the page, violations only.
    const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
    return violations.map((violation) => `axe ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  } catch (error) {
    return [...logged, `did not become live: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`];
  } finally {
    await page.close();
  }
}

/**
 * The whole check of a published `version` of a remote (in `candidateDir`) against the live site: the
 * shared singletons and the contract, then, when those pass, the journey on each of the remote's pages open
 * to a signed-out visitor. A broken module fails the same way many times over: each failure is said once.
 */
export async function checkCandidate(
  app: App,
  version: string,
  candidateDir: string,
  live: { url: string; hostManifest: Manifest; shells: Shells; previewKey: string },
) {
  // The container the host loads is the contract's: a remote released from outside the repo has no folder here.
  const container = remoteFacts(app.id)?.container;
  if (!container) return [`contract: the site has no remote called ${app.id}`];
  const manifestFile = path.join(candidateDir, 'mf-manifest.json');
  let manifest: Manifest;
  try {
    manifest = parseManifest(JSON.parse(fs.readFileSync(manifestFile, 'utf8')), `the candidate's mf-manifest.json`);
  } catch (error) {
    return [`contract: ${error instanceof Error ? error.message : String(error)}`];
  }
  const pages = Object.entries(live.shells.pages).filter(([, shell]) => shell.remote === app.id);
  // The pages the host renders on the server need the remote's fragments.
  const rendered = pages.filter(([, shell]) => shell.islandLoading !== undefined).map(([pattern]) => pattern);
  console.log('  … checking it against the live host: shared singletons and the remote contract');
  const failures = [...checkShared(manifest, live.hostManifest), ...checkContract(candidateDir, manifest, container, rendered)];
  if (failures.length) return [...new Set(failures)];
  const paths = pages.filter(([, shell]) => !shell.guard).map(([pattern]) => visitPath(pattern));
  console.log(`  … a browser journey on ${live.url} with ${version} swapped in: ${paths.length ? paths.join(', ') : 'the chat, opened from /'}`);
  return [...new Set(await checkJourney(live.url, app.id, version, paths, live.previewKey))];
}
