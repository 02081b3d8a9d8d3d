// The release store's rules on their own (decisions 017 and 027): names, publication, withdrawal, the
// pointer's history and what a rollback returns to, and how long a version is kept.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { releaseToken, releaseTokens, remoteStore, versionOf } from './store.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-store-'));
after(() => fs.rmSync(workDir, { recursive: true, force: true }));

const source = { commit: 'e068e1bc4b0123456789', isDirty: false };
const HOUR = 3_600_000;

/** A build whose one file holds `content`, published and checked (passed unless `failures`). */
function published(remote: ReturnType<typeof remoteStore>, content: string, failures: string[] = []) {
  const dir = fs.mkdtempSync(path.join(workDir, 'build-'));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), content);
  const version = versionOf(dir, source);
  remote.publish(dir, version, source);
  remote.recordCheck(version, failures);
  return version;
}

describe('the release store', () => {
  it('names a version by content and commit, marks a tree with uncommitted changes, and never overwrites one', () => {
    const dir = fs.mkdtempSync(path.join(workDir, 'build-'));
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    const version = versionOf(dir, source);
    assert.match(version, /^[0-9a-f]{12}-e068e1bc4b$/);
    assert.match(versionOf(dir, { ...source, isDirty: true }), /^[0-9a-f]{12}-e068e1bc4b-dirty$/);

    const remote = remoteStore('chat', path.join(workDir, 'unit-store'));
    assert.equal(remote.publish(dir, version, source).isNew, true);
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"changed":true}');
    assert.equal(remote.publish(dir, version, source).isNew, false);
    assert.equal(fs.readFileSync(path.join(remote.versionDir(version), 'mf-manifest.json'), 'utf8'), '{}');
    assert.throws(() => remote.movePointer(version), /did not pass its pre-release check/);
  });

  it('withdraws a version that failed its check: its files go, its record stays, and it can be published again', () => {
    const remote = remoteStore('chat', path.join(workDir, 'withdraw-store'));
    const version = published(remote, 'failing', ['shared react: the candidate needs ^20.0.0']);
    assert.equal(fs.existsSync(remote.versionDir(version)), false, 'nothing of it can be loaded or previewed');
    assert.equal(remote.record(version)?.check.status, 'failed');
    assert.deepEqual(remote.list().map((entry) => entry.version), [version]);
    assert.throws(() => remote.movePointer(version), /did not pass its pre-release check/);
  });

  it('refuses to publish a build that holds a symbolic link', () => {
    const dir = fs.mkdtempSync(path.join(workDir, 'build-'));
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    fs.symlinkSync('/etc/hostname', path.join(dir, 'x.txt'));
    const remote = remoteStore('chat', path.join(workDir, 'link-store'));
    assert.throws(() => remote.publish(dir, versionOf(dir, source), source), /symbolic links \(x\.txt\): a release is files only/);
    assert.deepEqual(remote.list(), []);
  });
});

describe("the pointer's history", () => {
  it('starts with the build the site was deployed with, so that the first release rolls back to it', () => {
    const remote = remoteStore('chat', path.join(workDir, 'first-store'));
    assert.equal(remote.rollbackTarget(), undefined, 'nothing to roll back while the build is live');
    const first = published(remote, 'first');
    remote.movePointer(first, { by: 'chat-ci' });
    assert.equal(remote.rollbackTarget(), null);
    remote.movePointer(null, { by: 'chat-ci', action: 'rollback' });
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(remote.dir, 'live.json'), 'utf8')).version, null);
    assert.deepEqual(
      remote.history().map(({ version, by, action }) => ({ version, by, action })),
      [
        { version: null, by: 'the site’s deployment', action: 'release' },
        { version: first, by: 'chat-ci', action: 'release' },
        { version: null, by: 'chat-ci', action: 'rollback' },
      ],
    );
  });

  it('rolls back to what was live before, never forward to what was rolled back', () => {
    const remote = remoteStore('chat', path.join(workDir, 'stack-store'));
    const [a, b, c] = ['a', 'b', 'c'].map((content) => published(remote, content));
    remote.movePointer(a ?? '');
    remote.movePointer(b ?? '');
    remote.movePointer(c ?? '');
    assert.equal(remote.rollbackTarget(), b);
    remote.movePointer(b ?? '', { action: 'rollback' });
    assert.equal(remote.rollbackTarget(), a);
    remote.movePointer(a ?? '', { action: 'rollback' });
    assert.equal(remote.rollbackTarget(), null, 'then the build, not c or b again');
  });
});

describe('how long a version is kept', () => {
  it('keeps a version for the stated time after it stopped being live, however many releases follow, and the live one and the rollback target always', () => {
    const remote = remoteStore('chat', path.join(workDir, 'retain-store'));
    const versions = Array.from({ length: 12 }, (_, index) => published(remote, `v${index}`));
    for (const version of versions) remote.movePointer(version);
    const now = Date.now();
    assert.deepEqual(remote.prune(24 * HOUR, now), [], 'twelve releases in a minute: every version stays for a day');
    const pruned = remote.prune(24 * HOUR, now + 25 * HOUR);
    assert.deepEqual(new Set(pruned), new Set(versions.slice(0, 10)));
    assert.deepEqual(remote.list().map((entry) => entry.version).sort(), versions.slice(10).sort(), 'the live one and the one before it stay');
    for (const version of pruned) assert.equal(fs.existsSync(remote.versionDir(version)), false);
  });

  it('counts a version never live from its check, and lets a failed one’s record go too', () => {
    const remote = remoteStore('chat', path.join(workDir, 'never-live-store'));
    const passed = published(remote, 'passed, never live');
    const failed = published(remote, 'failed', ['it failed']);
    const now = Date.now();
    assert.deepEqual(remote.prune(HOUR, now + HOUR / 2), []);
    assert.deepEqual(new Set(remote.prune(HOUR, now + 2 * HOUR)), new Set([passed, failed]));
    assert.deepEqual(remote.list(), []);
  });
});

describe('release tokens', () => {
  it('makes one per remote once, readable by its owner alone, and gives the service only their hashes', () => {
    const store = path.join(workDir, 'token-store');
    const hashFile = releaseTokens(['chat', 'accounts'], store);
    const token = releaseToken('chat', store) ?? assert.fail('no token');
    assert.match(token, /^vrt_chat_[\w-]{32}$/);
    assert.equal(fs.statSync(path.join(store, '.release-tokens', 'chat.token')).mode & 0o777, 0o600);
    releaseTokens(['chat', 'accounts'], store);
    assert.equal(releaseToken('chat', store), token, 'the same token on the next start');
    const hashes = JSON.parse(fs.readFileSync(hashFile, 'utf8'));
    assert.deepEqual(Object.keys(hashes), ['chat', 'accounts']);
    assert.ok(!fs.readFileSync(hashFile, 'utf8').includes(token));
  });
});
