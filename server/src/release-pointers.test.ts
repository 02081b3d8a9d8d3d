import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPointerSource, type Pointer, versionManifestUrl, withLiveRemotes } from './release-pointers.ts';

const POINTER = 'http://localhost:3003/releases/live.json';
const LIVE = '0123456789ab-e068e1bc4b';
const NEXT = 'ba9876543210-e068e1bc4b-dirty';

/**
 * A fetch that answers each call with the next of `answers` (a status, a JSON body, or an error), and counts the calls.
 */
function fakeFetch(answers: Array<number|object|Error>) {
  const calls = { count: 0 };
  const get: typeof fetch = async () => {
    const answer = answers[Math.min(calls.count++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return typeof answer === 'number' ? new Response('', { status: answer }) : Response.json(answer);
  };
  return { get, calls };
}

/** The live version a pointer source reads, as the tests below compare it. */
const liveOf = (source: ReturnType<typeof createPointerSource>) => async (url: string) => (await source(url)).version;

describe('createPointerSource', () => {
  it('reads the live version, and null when nothing is released (404)', async () => {
    assert.equal(await liveOf(createPointerSource({ fetch: fakeFetch([{ version: LIVE }]).get }))(POINTER), LIVE);
    assert.equal(await liveOf(createPointerSource({ fetch: fakeFetch([404]).get }))(POINTER), null);
  });

  it('reads null for a pointer moved back to the build', async () => {
    const { get } = fakeFetch([{ version: LIVE }, { version: null }]);
    const versionOf = liveOf(createPointerSource({ fetch: get, freshMs: 0 }));
    assert.equal(await versionOf(POINTER), LIVE);
    assert.equal(await versionOf(POINTER), null);
  });

  it('reads a pointer again once it is 0.1 s old, so that a page never names a version moved from 0.5 s before', async () => {
    const { get, calls } = fakeFetch([{ version: LIVE }, { version: NEXT }]);
    const versionOf = liveOf(createPointerSource({ fetch: get }));
    assert.equal(await versionOf(POINTER), LIVE);
    await new Promise((resolve) => setTimeout(resolve, 150));
    // Not the version known: the page waits for the read (a millisecond here).
    assert.equal(await versionOf(POINTER), NEXT);
    assert.equal(calls.count, 2);
  });

  it('serves the version known when a read is slow, never waiting for it', async () => {
    let release: () => void = () => {};
    let calls = 0;
    const get: typeof fetch = async () => {
      if (calls++ === 0) return Response.json({ version: LIVE });
      await new Promise<void>((resolve) => (release = resolve));
      return Response.json({ version: NEXT });
    };
    const versionOf = liveOf(createPointerSource({ fetch: get, freshMs: 0, slowReadMs: 20 }));
    assert.equal(await versionOf(POINTER), LIVE);
    assert.equal(await versionOf(POINTER), LIVE, 'the slow read is not waited for');
    release();
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.equal(await versionOf(POINTER), NEXT);
  });

  it('reads a pointer at most once per freshness window', async () => {
    const { get, calls } = fakeFetch([{ version: LIVE }]);
    const versionOf = liveOf(createPointerSource({ fetch: get, freshMs: 60_000 }));
    await Promise.all([versionOf(POINTER), versionOf(POINTER), versionOf(POINTER)]);
    assert.equal(calls.count, 1);
  });

  it('reads a canary: its candidate and share; a canary that names no version or no share in (0, 100) is none', async () => {
    const { get } = fakeFetch([
      { version: LIVE, canary: { version: NEXT, percent: 25 } },
      { version: LIVE, canary: { version: '../x', percent: 25 } },
      { version: LIVE, canary: { version: NEXT, percent: 100 } },
    ]);
    const pointerOf = createPointerSource({ fetch: get, freshMs: 0, slowReadMs: 1_000 });
    assert.deepEqual(await pointerOf(POINTER), { version: LIVE, canary: { version: NEXT, percent: 25 } });
    assert.deepEqual(await pointerOf(POINTER), { version: LIVE, canary: null });
    assert.deepEqual(await pointerOf(POINTER), { version: LIVE, canary: null });
  });

  it('keeps the version last read when the pointer is unreachable, not a version, or broken', async () => {
    const { get } = fakeFetch([{ version: LIVE }, new Error('ECONNREFUSED'), { version: '../../etc' }, 500, { version: NEXT }]);
    const versionOf = liveOf(createPointerSource({ fetch: get, freshMs: 0 }));
    assert.equal(await versionOf(POINTER), LIVE);
    for (let read = 0; read < 3; read++) {
      // The page is served with the version known while the pointer is read again.
      assert.equal(await versionOf(POINTER), LIVE);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await versionOf(POINTER);
    await new Promise((resolve) => setTimeout(resolve, 1));
    assert.equal(await versionOf(POINTER), NEXT);
  });
});

describe('withLiveRemotes', () => {
  const config = {
    remotes: { accounts: 'http://localhost:3003/mf-manifest.json', chat: 'http://localhost:3004/mf-manifest.json' },
    remoteReleases: { accounts: POINTER, chat: 'http://localhost:3004/releases/live.json' },
    apiBase: 'http://localhost:3100',
  };
  const versionOf = async (url: string): Promise<Pointer> => ({ version: url === POINTER ? LIVE : null, canary: null });

  it("puts a released remote at its live version's manifest, leaves the others at their build, and keeps the pointers on the server", async () => {
    assert.deepEqual(await withLiveRemotes(config, versionOf), {
      remotes: { accounts: versionManifestUrl(POINTER, LIVE), chat: 'http://localhost:3004/mf-manifest.json' },
      apiBase: 'http://localhost:3100',
      versions: { host: 'build', accounts: LIVE, chat: 'build' },
    });
    assert.equal(versionManifestUrl(POINTER, LIVE), `http://localhost:3003/releases/${LIVE}/mf-manifest.json`);
  });

  it('swaps in a previewed version for its remote only', async () => {
    const previewed = await withLiveRemotes(config, versionOf, { preview: { remote: 'chat', version: NEXT } });
    assert.equal(previewed.remotes.chat, `http://localhost:3004/releases/${NEXT}/mf-manifest.json`);
    assert.equal(previewed.remotes.accounts, versionManifestUrl(POINTER, LIVE));
  });

  it('serves a config without pointers as it is', async () => {
    const plain = { remotes: config.remotes, apiBase: config.apiBase };
    assert.deepEqual(await withLiveRemotes(plain, versionOf, { hostVersion: 'build-0123456789ab' }), {
      ...plain,
      versions: { host: 'build-0123456789ab', accounts: 'build', chat: 'build' },
    });
  });

  it("gives a canary's candidate to the cohorts inside its share only, and the live version to the others and to a visitor without a cohort", async () => {
    const canary = async (url: string): Promise<Pointer> => (url === POINTER ? { version: LIVE, canary: { version: NEXT, percent: 25 } } : { version: null, canary: null });
    for (const [band, expected] of [[0, NEXT], [4, NEXT], [5, LIVE], [19, LIVE], [null, LIVE]] as const) {
      const served = await withLiveRemotes(config, canary, { band });
      assert.equal(served.versions.accounts, expected, `cohort ${band}`);
      assert.equal(served.remotes.accounts, versionManifestUrl(POINTER, expected));
    }
  });
});
