// The pre-release check of a published version of a remote against the live host (decision 017). Each
// part returns what failed, in words a team can act on; an empty list is a pass. Since issue 41 the
// browser also does what a visitor does: the journeys the build declares in its journeys.json (the
// format: shared/src/contract/journeys.ts), step by step.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import semver from 'semver';
import { PREVIEW_HEADER, signPreview } from '../../server/src/preview.ts';
import {
  buildComment,
  fragmentPath,
  JOURNEYS_FILE,
  parseJourneys,
  parseManifest,
  pathMatches,
  remoteFacts,
  requestOf,
  ROUTES_MODULE,
  RUN_TOKEN,
  type Journey,
  type JourneyStep,
  type Manifest,
  type Shells,
} from '../../shared/src/contract/index.ts';
import { type App, visitPath } from '../apps.ts';
import { chromiumLaunchOptions } from '../chromium.ts';

/** How long a page of the journey may take to be live (hydrated, or showing its failure). */
const PAGE_DEADLINE_MS = 20_000;
/** How long a step of a declared journey may wait for what it needs: a control, a request's answer, a text. */
const STEP_DEADLINE_MS = 15_000;

/** Where the check says what it does, a line a step: the release service streams them to the team. */
export type Say = (text: string) => void;
const sayOnConsole: Say = (text) => console.log(`  … ${text}`);

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

/** The candidate swapped in for this browser context alone, as a phone shows the site: the check's pages and each journey open in one. */
async function previewContext(browser: Browser, siteUrl: string, remote: string, version: string, previewKey: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });
  const { origin } = new URL(siteUrl);
  // Only the site's own requests carry the header: a remote's files are fetched with CORS,
  // where a header the remote does not expect would be refused.
  await context.route(
    (url) => url.origin === origin,
    (route) => route.continue({ headers: { ...route.request().headers(), [PREVIEW_HEADER]: signPreview(previewKey, remote, version) } }),
  );
  return context;
}

/**
 * Pages checked at once: each mostly waits (for its network to settle, for axe in its own renderer), so a
 * few at once take little longer than one.
 */
const PAGES_AT_ONCE = 3;

/** The remote's pages on the live site with the candidate swapped in for this browser alone; stops once one fails. */
async function checkPages(browser: Browser, siteUrl: string, remote: string, version: string, paths: string[], previewKey: string, say: Say): Promise<string[]> {
  const context = await previewContext(browser, siteUrl, remote, version, previewKey);
  const waiting = paths.length ? [...paths] : ['/'];
  let failed: string[] = [];
  const checkNext = async () => {
    for (let pathname = waiting.shift(); pathname !== undefined && !failed.length; pathname = waiting.shift()) {
      const failures = await checkPage(await context.newPage(), new URL(pathname, siteUrl).href, version, paths.length === 0, say);
      if (failures.length && !failed.length) failed = failures.map((failure) => `${pathname}: ${failure}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: PAGES_AT_ONCE }, checkNext));
    return failed;
  } finally {
    await context.close();
  }
}

/** The host's chat launcher (host/src/features/chat-launcher): the chat has no page of its own. */
const OPEN_CHAT = 'Open chat assistant';

async function checkPage(page: Page, url: string, version: string, opensChat: boolean, say: Say): Promise<string[]> {
  const logged: string[] = [];
  // Errors fail the page; warnings are shown, not failed on (decision 017, since issue 39): they are
  // advice a team may not control, and what would break a page is checked for itself.
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(`the console says: ${message.text()}`);
    else if (message.type() === 'warning') say(`! ${new URL(url).pathname}: the console warns: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));
  try {
    const response = await page.goto(url, { waitUntil: 'commit' });
    if (response?.status() !== 200) return [`answered ${response?.status() ?? 'nothing'}`];
    await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: PAGE_DEADLINE_MS });
    if (opensChat) {
      // On a phone's first view the launcher steps aside from the page's controls until the page scrolls.
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      await page.getByRole('button', { name: OPEN_CHAT }).click({ timeout: PAGE_DEADLINE_MS });
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

/** A build's journeys: none when it ships no journeys.json; a contract failure when the file is not one. */
function readJourneys(candidateDir: string): { journeys: readonly Journey[] } | { failure: string } | null {
  const file = path.join(candidateDir, JOURNEYS_FILE);
  if (!fs.existsSync(file)) return null;
  try {
    return parseJourneys(JSON.parse(fs.readFileSync(file, 'utf8')), `the candidate's ${JOURNEYS_FILE}`);
  } catch (error) {
    return { failure: `contract: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** A step in words, as the check says it and a refusal names it. */
function describeStep(step: JourneyStep): string {
  if ('go' in step) return `go to ${step.go}`;
  if ('fill' in step) return `fill "${step.fill}" with "${step.with}"`;
  if ('select' in step) return `choose "${step.option}" in "${step.select}"`;
  if ('check' in step) return `check "${step.check}"`;
  if ('click' in step) return `click the ${step.role ?? 'button'} "${step.click}"`;
  if ('scroll' in step) return step.scroll === 'down' ? 'scroll down a screen' : 'scroll to the bottom';
  if ('expectRequest' in step) return `expect ${step.expectRequest} answered 2xx`;
  if ('expectText' in step) return `expect the text "${step.expectText}"`;
  if ('expectHeading' in step) return `expect the heading "${step.expectHeading}"`;
  return `expect the address ${step.expectUrl}`;
}

/** A request of the page and how it was answered: a status, or why it was not (status 0). */
interface Answer {
  method: string;
  pathname: string;
  status: number;
  /** The start of a refusal's body, for the team to read. */
  body?: Promise<string>;
  failure?: string;
}

/** What a journey's page has seen so far. */
interface Visit {
  page: Page;
  siteUrl: string;
  answers: Answer[];
  /** Where the answers since the step's last action start. */
  sinceAction: number;
  /** Console errors and uncaught errors: each fails the step under way. */
  problems: string[];
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';
const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error));
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** Waits for an answer to `METHOD /path` since the last action: 2xx passes, anything else fails at once. */
async function expectAnswer(visit: Visit, expectation: string) {
  const request = requestOf(expectation);
  if (!request) throw new Error(`"${expectation}" is not a request (METHOD /path)`);
  const deadline = performance.now() + STEP_DEADLINE_MS;
  while (performance.now() < deadline) {
    const answer = visit.answers.slice(visit.sinceAction).find((candidate) => candidate.method === request.method && pathMatches(request.path, candidate.pathname));
    if (answer && answer.status >= 200 && answer.status < 300) return;
    if (answer?.failure) throw new Error(`${expectation} was made and not answered: ${answer.failure}`);
    if (answer) {
      const body = (await answer.body)?.trim();
      throw new Error(`${expectation} was answered ${answer.status}${body ? `: ${body}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${request.method} ${request.path} was made within ${seconds(STEP_DEADLINE_MS)}`);
}

/** Runs one step; throws what went wrong in the team's words. */
async function runStep(visit: Visit, step: JourneyStep) {
  const { page } = visit;
  const timeout = STEP_DEADLINE_MS;
  const named = (name: string) => ({ name, exact: true });
  /** An action on a control: a timeout says which control was not there to act on. */
  const act = async (what: string, action: () => Promise<unknown>) => {
    visit.sinceAction = visit.answers.length;
    try {
      await action();
    } catch (error) {
      throw new Error(isTimeout(error) ? `found no ${what} to act on within ${seconds(timeout)} (missing, hidden or disabled)` : firstLine(error), { cause: error });
    }
    // A task of the page's after the action's handlers: an error they threw (an async handler's rejection
    // too) is heard before the step is said to pass, so a refusal names the action that broke.
    await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0))).catch(() => undefined);
  };
  /** A locator for any of `roles` with this accessible name. */
  const anyRole = (roles: Array<Parameters<Page['getByRole']>[0]>, name: string): Locator =>
    roles.map((role) => page.getByRole(role, named(name))).reduce((all, next) => all.or(next));
  const wait = async (what: string, waiting: () => Promise<unknown>) => {
    try {
      await waiting();
    } catch (error) {
      throw new Error(isTimeout(error) ? `${what} did not come within ${seconds(timeout)}` : firstLine(error), { cause: error });
    }
  };

  if ('go' in step) {
    visit.sinceAction = visit.answers.length;
    const response = await page.goto(new URL(step.go, visit.siteUrl).href, { waitUntil: 'commit', timeout: PAGE_DEADLINE_MS });
    if (!response || response.status() >= 400) throw new Error(`the page answered ${response?.status() ?? 'nothing'}`);
    await wait('the page becoming live', () => page.locator('html[data-live]').waitFor({ state: 'attached', timeout: PAGE_DEADLINE_MS }));
  } else if ('fill' in step) {
    await act(`field named "${step.fill}"`, () => anyRole(['textbox', 'searchbox', 'spinbutton', 'combobox'], step.fill).fill(step.with, { timeout }));
  } else if ('select' in step) {
    await act(`select named "${step.select}" with the option "${step.option}"`, () =>
      anyRole(['combobox', 'listbox'], step.select).selectOption({ label: step.option }, { timeout }),
    );
  } else if ('check' in step) {
    await act(`checkbox named "${step.check}"`, () => anyRole(['checkbox', 'radio', 'switch'], step.check).check({ timeout }));
  } else if ('click' in step) {
    await act(`${step.role ?? 'button'} named "${step.click}"`, () => page.getByRole(step.role ?? 'button', named(step.click)).click({ timeout }));
  } else if ('scroll' in step) {
    visit.sinceAction = visit.answers.length;
    await page.evaluate((to) => (to === 'bottom' ? window.scrollTo(0, document.documentElement.scrollHeight) : window.scrollBy(0, window.innerHeight)), step.scroll);
  } else if ('expectRequest' in step) {
    await expectAnswer(visit, step.expectRequest);
  } else if ('expectText' in step) {
    const shown = step.expectText;
    await wait(`the text "${shown}"`, () => page.getByText(shown).filter({ visible: true }).first().waitFor({ timeout }));
  } else if ('expectHeading' in step) {
    const heading = step.expectHeading;
    await wait(`the heading "${heading}"`, () => page.getByRole('heading', named(heading)).filter({ visible: true }).first().waitFor({ timeout }));
  } else {
    const pattern = step.expectUrl;
    const { origin } = new URL(visit.siteUrl);
    try {
      await page.waitForURL((url) => url.origin === origin && pathMatches(pattern, url.pathname), { timeout, waitUntil: 'commit' });
    } catch (error) {
      if (!isTimeout(error)) throw error;
      throw new Error(`the address is ${new URL(page.url()).pathname}, not ${pattern}, after ${seconds(timeout)}`, { cause: error });
    }
  }
}

/**
 * One journey in a browser context of its own (signed out, no cookies), step after step; a step fails on what
 * it says and on any console error or uncaught error of the page meanwhile, named with the step.
 */
async function runJourney(browser: Browser, siteUrl: string, remote: string, version: string, previewKey: string, journey: Journey, run: string, say: Say) {
  const context = await previewContext(browser, siteUrl, remote, version, previewKey);
  const page = await context.newPage();
  const visit: Visit = { page, siteUrl, answers: [], sinceAction: 0, problems: [] };
  let onProblem = () => {};
  const problemArrives = new Promise<void>((resolve) => (onProblem = resolve));
  const problem = (text: string) => {
    visit.problems.push(text);
    onProblem();
  };
  page.on('console', (message) => {
    if (message.type() === 'error') problem(`the console says: ${message.text()}`);
    else if (message.type() === 'warning') say(`! journey "${journey.name}": the console warns: ${message.text()}`);
  });
  page.on('pageerror', (error) => problem(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const status = response.status();
    const body = status >= 400 ? response.text().then((text) => text.slice(0, 300), () => '') : undefined;
    visit.answers.push({ method: response.request().method(), pathname, status, body });
  });
  page.on('requestfailed', (request) => visit.answers.push({ method: request.method(), pathname: new URL(request.url()).pathname, status: 0, failure: request.failure()?.errorText ?? 'failed' }));
  // The run's token in every text of every step (the steps are plain JSON: no text holds a character JSON escapes as the token's).
  const steps = journey.steps.map((step) => JSON.parse(JSON.stringify(step).replaceAll(RUN_TOKEN, run)) as JourneyStep);
  try {
    for (const [index, step] of steps.entries()) {
      const started = performance.now();
      const where = `journey "${journey.name}", step ${index + 1} of ${steps.length} (${describeStep(step)})`;
      const stepDone = runStep(visit, step);
      // Its own failure is the race's; this keeps a step still waiting when a problem won from failing unheard.
      stepDone.catch(() => undefined);
      try {
        await Promise.race([stepDone, problemArrives]);
      } catch (error) {
        const logged = visit.problems.length ? `; the page's console: ${visit.problems.join('; ')}` : '';
        return [`${where}: ${firstLine(error)}${logged}`];
      }
      if (visit.problems.length) return [`${where}: ${visit.problems.join('; ')}`];
      say(`journey "${journey.name}" ${index + 1}/${steps.length} ✓ ${describeStep(step)} (${(performance.now() - started).toFixed(0)} ms)`);
    }
    return [];
  } finally {
    await context.close();
  }
}

/** The build's journeys one after another, on the live site with the candidate swapped in; stops at the first that fails. */
async function checkJourneys(browser: Browser, siteUrl: string, remote: string, version: string, previewKey: string, journeys: readonly Journey[], say: Say) {
  // One token for the whole check: a later journey uses what an earlier one made (an account to sign in with).
  const run = randomBytes(4).toString('hex');
  for (const journey of journeys) {
    const started = performance.now();
    const failures = await runJourney(browser, siteUrl, remote, version, previewKey, journey, run, say);
    if (failures.length) return failures;
    say(`journey "${journey.name}" passed (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  return [];
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
  live: { url: string; hostManifest: Manifest; shells: Shells; previewKey: string; say?: Say },
) {
  const say = live.say ?? sayOnConsole;
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
  say('checking it against the live host: shared singletons and the remote contract');
  const declared = readJourneys(candidateDir);
  const journeys = declared && 'journeys' in declared ? declared.journeys : null;
  const failures = [
    ...checkShared(manifest, live.hostManifest),
    ...checkContract(candidateDir, manifest, container, rendered),
    ...(declared && 'failure' in declared ? [declared.failure] : []),
  ];
  if (failures.length) return [...new Set(failures)];
  const paths = pages.filter(([, shell]) => !shell.guard).map(([pattern]) => visitPath(pattern));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    let started = performance.now();
    say(`a browser on ${live.url} with ${version} swapped in: ${paths.length ? paths.join(', ') : 'the chat, opened from /'}`);
    const pageFailures = await checkPages(browser, live.url, app.id, version, paths, live.previewKey, say);
    if (pageFailures.length) return [...new Set(pageFailures)];
    say(`its pages passed (${((performance.now() - started) / 1000).toFixed(1)} s): live, a heading, no console error, no axe violation`);
    if (!journeys) {
      say(`its build has no ${JOURNEYS_FILE}: its pages are checked as they load, and nothing is filled in or clicked (docs/remote-teams.md, Journeys)`);
      return [];
    }
    started = performance.now();
    say(`its journeys, from its ${JOURNEYS_FILE}: ${journeys.map((journey) => `"${journey.name}"`).join(', ')}`);
    const journeyFailures = await checkJourneys(browser, live.url, app.id, version, live.previewKey, journeys, say);
    if (!journeyFailures.length) say(`its journeys passed (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    return journeyFailures;
  } finally {
    await browser.close();
  }
}
