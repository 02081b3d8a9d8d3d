// The release check does what a visitor does (issue 41, item 5): it runs the journeys a build declares in its
// journeys.json (shared/src/contract/journeys.ts). The reader of the format names a wrong step; every remote's
// build and every outside team's fixture ships journeys it accepts. On a site of its own (base port 5300), the
// accounts build passes, each step said; a version whose sign-up submit handler throws, as one found in the
// field did ("Cannot read properties of undefined (reading 'email')", the page check passing), is refused,
// naming the journey, the step and the page's error; a build without journeys.json is checked page by page,
// and the check says so. Both accounts versions are published to the one site's store and checked as the
// release service checks them. Needs the production builds (`pnpm test` makes them first).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { JOURNEYS_FILE, parseJourneys, parseManifest, parseShells, pathMatches, type Manifest, type Shells } from '../../shared/src/contract/index.ts';
import { remotes, root, startSite } from '../apps.ts';
import { FIXTURES } from '../fixtures/build-fixture.ts';
import { checkCandidate } from './check.ts';
import { remoteStore, versionOf } from './store.ts';

const BASE = Number(process.env.CHECK_JOURNEYS_PORT_BASE ?? 5300);
const site = `http://localhost:${BASE}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-check-journeys-'));
const store = path.join(workDir, 'store');

const appOf = (id: string) => remotes.find((app) => app.id === id) ?? assert.fail(`no remote ${id}`);
const buildOf = (id: string) => path.join(root, appOf(id).dir, 'dist');

/** A journeys.json with one journey of these steps after its first. */
const withSteps = (...steps: unknown[]) => ({ journeys: [{ name: 'a journey', steps: [{ go: '/signup' }, ...steps] }] });
const refusal = (raw: unknown) => {
  try {
    parseJourneys(raw, 'journeys.json');
  } catch (error) {
    return (error as Error).message;
  }
  return assert.fail('it was accepted');
};

describe('the journeys format', () => {
  it('accepts what each remote’s build and each outside team’s fixture ships', () => {
    for (const dir of [...remotes.map((app) => buildOf(app.id)), ...FIXTURES.map((fixture) => fixture.dir)]) {
      const file = path.join(dir, JOURNEYS_FILE);
      assert.ok(fs.existsSync(file), `${file} is there`);
      assert.ok(parseJourneys(JSON.parse(fs.readFileSync(file, 'utf8')), file).journeys.length > 0);
    }
  });

  it('names the wrong field of a step, as the contract’s other readers do', () => {
    assert.equal(refusal(withSteps({ click: 'Send', fill: 'Email' })), 'journeys.json: "journeys.0.steps.1" must be one of go, fill, select, check, click, scroll, expectRequest, expectText, expectHeading, expectUrl (exactly one)');
    assert.equal(refusal(withSteps({ click: 'Send', colour: 'red' })), 'journeys.json: "journeys.0.steps.1.colour" must be absent: a click step has "click" and "role" only');
    assert.equal(refusal(withSteps({ click: 'Send', role: 'div' })), 'journeys.json: "journeys.0.steps.1.role" must be one of button, link, tab, menuitem, option, switch');
    assert.equal(refusal(withSteps({ fill: 'Email' })), 'journeys.json: "journeys.0.steps.1.with" must be a string');
    assert.match(refusal(withSteps({ expectRequest: '/api/signup/professional' })), /"journeys\.0\.steps\.1\.expectRequest" must be a method \(GET, POST, PUT, PATCH, DELETE\), a space and a path/);
    assert.match(refusal(withSteps({ go: 'https://elsewhere.example/' })), /"journeys\.0\.steps\.1\.go" must be a path of the site/);
    assert.match(refusal({ journeys: [{ name: 'a journey', steps: [{ click: 'Send' }] }] }), /"journeys\.0\.steps\.0" must be a go step/);
    assert.match(refusal({ journeys: [] }), /"journeys" must be 1 to 10 journeys/);
    assert.match(refusal({ ...withSteps(), version: 2 }), /"version" must be absent/);
  });

  it('matches a path pattern segment by segment, its query aside', () => {
    assert.ok(pathMatches('/api/blog/*', '/api/blog/12'));
    assert.ok(!pathMatches('/api/blog/*', '/api/blog/12/comments'));
    assert.ok(pathMatches('/chat', '/chat'));
    assert.ok(pathMatches('/chat?query=x', '/chat'));
    assert.ok(!pathMatches('/api/signin', '/api/signin-more'));
  });
});

describe('the release check runs a build’s journeys', () => {
  let running: Awaited<ReturnType<typeof startSite>>;
  let live: { url: string; hostManifest: Manifest; shells: Shells; previewKey: string };

  before(async () => {
    running = await startSite({ base: BASE, workDir, env: { ...process.env, VITAL_RELEASES_DIR: store } });
    const json = async (file: string) => (await fetch(`${site}/${file}`)).json();
    live = {
      url: site,
      hostManifest: parseManifest(await json('mf-manifest.json')),
      shells: parseShells(await json('shells.json')),
      previewKey: fs.readFileSync(path.join(store, '.preview-key'), 'utf8').trim(),
    };
  });

  after(async () => {
    await running?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  /** Publishes a copy of a remote's build, changed by `change` (which returns the files it changed), and checks it; what it failed and each line it said. */
  async function check(id: string, name: string, change: (dir: string) => string[] = () => []) {
    const dir = path.join(workDir, name);
    fs.cpSync(buildOf(id), dir, { recursive: true });
    // A changed file's precompressed copies would be served in its place.
    for (const file of change(dir)) for (const suffix of ['.br', '.gz']) fs.rmSync(file + suffix, { force: true });
    const source = { commit: '0000000', isDirty: true };
    const version = versionOf(dir, source);
    const versions = remoteStore(id, store);
    versions.publish(dir, version, source);
    const said: string[] = [];
    const started = performance.now();
    const failures = await checkCandidate(appOf(id), version, versions.versionDir(version), { ...live, say: (text) => said.push(text) });
    console.log(`# ${id} ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s, ${failures.length ? 'refused' : 'passed'}`);
    return { failures, said };
  }

  it('passes the accounts build, its journeys run step by step: an account made, signed in with, a message sent', async () => {
    const { failures, said } = await check('accounts', 'unchanged');
    assert.deepEqual(failures, []);
    assert.ok(said.some((line) => /^its journeys, from its journeys\.json: "sign up as a professional", "sign in with that account", "send a message from the contact page"$/.test(line)), said.join('\n'));
    assert.ok(said.some((line) => /^journey "sign up as a professional" 7\/9 ✓ click the button "Create Account"/.test(line)));
    assert.ok(said.some((line) => /^journey "sign up as a professional" 8\/9 ✓ expect POST \/api\/signup\/professional answered 2xx/.test(line)));
    assert.ok(said.some((line) => /^journey "sign in with that account" 7\/7 ✓ expect the heading "Welcome back, Release"/.test(line)));
    assert.ok(said.some((line) => /^its journeys passed/.test(line)));
    // A new account on each run: the e-mail said is the journey's with the run's token in it.
    assert.match(said.find((line) => line.includes('fill "Email"')) ?? '', /check\+[0-9a-f]{8}@example\.test/);
  });

  it('refuses a version whose sign-up submit handler throws, naming the journey, the step and the page’s error', async () => {
    const { failures, said } = await check('accounts', 'submit-throws', (dir) => {
      // One line of use-signup.ts changed, as built: the handler reads the e-mail from a field the form does
      // not have, before its try (`form.details.email`), so the submit throws and nothing is sent.
      const submitting = /(\w+\(\{status:"submitting"\}\);)(try\{let\{email:\w+,password:\w+,location:\w+\}=(\w+))/;
      const files = fs
        .readdirSync(path.join(dir, 'js'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => path.join(dir, 'js', file))
        .filter((file) => submitting.test(fs.readFileSync(file, 'utf8')));
      assert.equal(files.length, 1, 'the sign-up submit handler is in one chunk');
      for (const file of files) fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(submitting, '$1$3.details.email;$2'));
      return files;
    });
    // Its pages load as before: only doing what a visitor does finds it.
    assert.ok(said.some((line) => /^its pages passed/.test(line)), said.join('\n'));
    assert.equal(failures.length, 1, failures.join('\n'));
    assert.match(
      failures[0] ?? '',
      /^journey "sign up as a professional", step 7 of 9 \(click the button "Create Account"\): uncaught: Cannot read properties of undefined \(reading 'email'\)/,
    );
  });

  it('checks a build without journeys.json page by page, and says so', async () => {
    const { failures, said } = await check('chat', 'no-journeys', (dir) => {
      for (const file of fs.readdirSync(dir).filter((name) => name.startsWith(JOURNEYS_FILE))) fs.rmSync(path.join(dir, file));
      return [];
    });
    assert.deepEqual(failures, []);
    assert.ok(said.some((line) => /^its build has no journeys\.json: its pages are checked as they load, and nothing is filled in or clicked/.test(line)), said.join('\n'));
    assert.ok(!said.some((line) => line.startsWith('journey ')));
  });
});
