// Password hashing: scrypt with OWASP's parameters (N=2^17, r=8, p=1), older
// hashes brought up to them at the next sign-in, and at most two hashes at once
// so that media and listings still answer during a burst of sign-ins.
import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { call, post, postFrom, queryFile, spawnServer, startServer, type Envelope, type TestServer } from './helpers.ts';

const CURRENT_PREFIX = 'scrypt$131072$8$1$';

/** A hash in the stored format, made with other (older) parameters. */
function legacyHash(password: string, N: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashing', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server?.close();
  });

  const storedHash = (email: string) =>
    queryFile<{ password_hash: string }>(server.dbFile, 'SELECT password_hash FROM users WHERE email = ?', email)[0]?.password_hash;

  test('a sign-up is hashed with N=2^17, r=8, p=1, a 16-byte salt and a 64-byte key', async () => {
    const answer = await post(server.url, '/api/signup/professional', { email: 'new@example.com', first_name: 'New', password: 'fresh-password' });
    assert.equal(answer.status, 201, answer.text);
    const hash = storedHash('new@example.com') ?? '';
    assert.ok(hash.startsWith(CURRENT_PREFIX), hash);
    const [, , , , salt = '', key = ''] = hash.split('$');
    assert.equal(Buffer.from(salt, 'base64').length, 16);
    assert.equal(Buffer.from(key, 'base64').length, 64);
  });

  test('a hash with older parameters is replaced at the next successful sign-in, and still signs in after', async () => {
    const email = 'legacy@example.com';
    const password = 'legacy-password';
    const old = legacyHash(password, 2 ** 14);
    server.db
      .prepare("INSERT INTO users (email, user_type, name, first_name, password_hash) VALUES (?, 'professional', 'Old Timer', 'Old', ?)")
      .run(email, old);

    const wrong = await post(server.url, '/api/signin', { email, password: 'not-the-password' });
    assert.equal(wrong.status, 401);
    assert.equal(storedHash(email), old, 'a wrong password changes nothing');

    const right = await post<Envelope<{ email: string; name: string }>>(server.url, '/api/signin', { email, password });
    assert.equal(right.status, 200, right.text);
    assert.equal(right.body.data.name, 'Old Timer');
    const upgraded = storedHash(email) ?? '';
    assert.ok(upgraded.startsWith(CURRENT_PREFIX), upgraded);
    assert.ok(!upgraded.includes(password));

    const again = await post(server.url, '/api/signin', { email, password });
    assert.equal(again.status, 200, again.text);
    assert.equal(storedHash(email), upgraded, 'a current hash is not hashed again');
    const wrongAfter = await post(server.url, '/api/signin', { email, password: 'not-the-password' });
    assert.equal(wrongAfter.status, 401);
  });

  test('a hash in an unknown format never signs in, and is not replaced', async () => {
    const email = 'broken@example.com';
    for (const stored of ['plain-text-password', 'scrypt$x$8$1$c2FsdA==$a2V5', 'bcrypt$2b$10$abc']) {
      server.db.prepare('DELETE FROM users WHERE email = ?').run(email);
      server.db
        .prepare("INSERT INTO users (email, user_type, name, password_hash) VALUES (?, 'company', 'Broken', ?)")
        .run(email, stored);
      const answer = await post(server.url, '/api/signin', { email, password: 'plain-text-password' });
      assert.equal(answer.status, 401, `${stored} → ${answer.text}`);
      assert.equal(storedHash(email), stored);
    }
  });

  test('a refused sign-up costs no hash: ten invalid ones answer at once', async () => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(server.url, '/api/signup/company', { email: `invalid${i}@example.com`, password: 'long-enough-password', extra: i }),
      ),
    );
    const ms = performance.now() - started;
    for (const answer of answers) assert.equal(answer.status, 400, answer.text);
    // Two hashes at a time of about half a second each would take well over two seconds.
    assert.ok(ms < 1500, `answered in ${Math.round(ms)} ms`);
  });

  test('during 16 simultaneous sign-ins, a media file and a listing still answer within 500 ms', async () => {
    // The first unknown address makes the timing decoy: done here, so the burst is 16 hashes at once.
    assert.equal((await post(server.url, '/api/signin', { email: 'warm-up@example.com', password: 'burst-password' })).status, 401);
    let finished = 0;
    // From four addresses: one address has at most four hashes running or waiting.
    const signins = Array.from({ length: 16 }, (_, i) =>
      postFrom(`127.0.1.${i % 4}`, server.url, '/api/signin', { email: `burst${i}@example.com`, password: 'burst-password' }).then((answer) => {
        finished += 1;
        return answer;
      }),
    );
    // Let the sign-ins reach their hashes first.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const media = await call(server.url, '/storage/blog_files/hiring-for-potential.svg');
    const blogs = await call<Envelope<unknown[]>>(server.url, '/api/blogs');
    const stillRunning = 16 - finished;

    assert.equal(media.status, 200);
    assert.match(media.text, /<svg/);
    assert.ok(media.ms < 500, `media answered in ${Math.round(media.ms)} ms`);
    assert.equal(blogs.status, 200);
    assert.ok(blogs.body.data.length > 0);
    assert.ok(blogs.ms < 500, `listing answered in ${Math.round(blogs.ms)} ms`);
    assert.ok(stillRunning > 0, 'the sign-ins were still being hashed meanwhile');

    for (const answer of await Promise.all(signins)) assert.equal(answer.status, 401, JSON.stringify(answer.body));
  });
});

describe('the hashing threads', () => {
  /** The nice value of each thread of a process (Linux: field 19 of /proc/<pid>/task/<tid>/stat). */
  const threadNiceValues = (pid: number) =>
    fs.readdirSync(`/proc/${pid}/task`).map((tid) => Number(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]));

  // The real process, with the API's default priority whatever the tests' environment sets.
  test('hash at the lowest CPU priority, so that a flood of sign-ins never takes a page’s turn', { skip: process.platform !== 'linux' && 'threads have priorities of their own on Linux' }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nice-'));
    const server = await spawnServer(path.join(dir, 'portal.sqlite'), { PORTAL_HASH_NICE: undefined });
    // Not awaited: under load a hash at the lowest priority may wait long for a core, and the thread
    // takes its priority as it starts.
    const signIn = post(server.url, '/api/signin', { email: 'nice@example.com', password: 'a-password' }).catch(() => null);
    try {
      const pid = server.child.pid ?? assert.fail('no child process');
      const deadline = Date.now() + 20_000;
      while (!threadNiceValues(pid).includes(19) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.ok(threadNiceValues(pid).includes(19), `nice values: ${threadNiceValues(pid).join(' ')}`);
      assert.equal(os.getPriority(pid), 0, 'the event loop keeps its priority');
    } finally {
      await server.stop();
      await signIn;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
