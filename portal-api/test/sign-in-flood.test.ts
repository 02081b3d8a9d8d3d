// A flood of wrong sign-ins from many clients cannot lock anyone else out (src/security/sign-in-throttle.ts,
// src/security/semaphore.ts, src/security/client-key.ts): the flooders' failures block them, not
// the account they aim at, and the hashing queue serves whoever has used it least first. Each
// address of 127.0.0.0/8 is a client of its own; an IPv6 client is a /64, whichever of its
// addresses it sends from.
import assert from 'node:assert/strict';
import { setMaxListeners } from 'node:events';
import { after, before, describe, test } from 'node:test';
import path from 'node:path';
import { makeTempDir, post, postFrom, prepareIpv6, removeDir, spawnServer, startServer, type SpawnedServer, type TestServer } from './helpers.ts';

const account = { email: 'visitor@example.com', password: 'a-real-visitors-passphrase' };
const skip = await prepareIpv6();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a sign-in flood from 32 IPv4 addresses and 32 IPv6 /64s', { skip }, () => {
  // The real process, apart from the flood's side, with the API's default priority for a flood's hashes
  // whatever the tests' environment sets.
  const dir = makeTempDir();
  let server: SpawnedServer;
  let ipv6Url: string;
  before(async () => {
    server = await spawnServer(path.join(dir, 'portal.sqlite'), { HOST: '::', PORTAL_HASH_NICE: undefined });
    ipv6Url = `http://[::1]:${new URL(server.url).port}`;
    const created = await post(server.url, '/api/signup/professional', { email: account.email, first_name: 'Vera', password: account.password });
    assert.equal(created.status, 201, created.text);
    // An unknown address is checked against a decoy hash, made once: made now, so the flood
    // below goes straight into the hashing queue.
    assert.equal((await postFrom('127.0.0.9', server.url, '/api/signin', { email: 'nobody@example.com', password: 'wrong-password' })).status, 401);
  });
  after(async () => {
    await server?.stop();
    removeDir(dir);
  });

  test('ten clean addresses, five of each kind, each sign in at the first try within 2 s', async () => {
    const hangUp = new AbortController();
    // Every sign-in on the way listens to it.
    setMaxListeners(Number.POSITIVE_INFINITY, hangUp.signal);
    let sent = 0;
    const statuses: number[] = [];
    let queueFull = 0;
    // Each flooder keeps four wrong sign-ins on the way, its share of the hashing queue, every
    // other one for the visitors' account. An IPv6 flooder sends each of the four from another
    // address of its /64. A flooder sends again half a second to a second after each answer, some
    // 300 sign-ins a second from all of them, a hundred times what the server can hash.
    const flooders = Array.from({ length: 32 }, (_, n) => [
      { from: () => `127.0.2.${n + 1}`, url: server.url },
      { from: (lane: number) => `fd00:7e57:0:${n + 1}::${lane + 1}`, url: ipv6Url },
    ]).flat();
    const flood = flooders.flatMap((flooder) =>
      Array.from({ length: 4 }, async (_, lane) => {
        while (!hangUp.signal.aborted) {
          sent += 1;
          const email = sent % 2 ? account.email : `nobody-${sent}@example.com`;
          const guess = { email, password: `guess-${sent}` };
          const answer = await postFrom(flooder.from(lane), flooder.url, '/api/signin', guess, hangUp.signal).catch((error: unknown) => {
            if (!hangUp.signal.aborted) throw error;
          });
          if (!answer) return;
          statuses.push(answer.status);
          // Refused by the hashing queue, full or over the client's share, rather than by the throttle.
          if (answer.status === 503 || answer.body.message.includes('at once')) queueFull += 1;
          await pause(500 + Math.random() * 500);
        }
      }),
    );
    // By then the queue is full and the throttle blocks the flooders that failed most.
    await pause(1500);

    // One at a time, each meeting a hash already running.
    const visitors = Array.from({ length: 5 }, (_, n) => [
      { from: `127.0.3.${n + 1}`, url: server.url },
      { from: `fd00:7e57:0:${n + 101}::1`, url: ipv6Url },
    ]).flat();
    const signIns = [];
    for (const visitor of visitors) {
      const started = performance.now();
      const answer = await postFrom(visitor.from, visitor.url, '/api/signin', account);
      signIns.push({ ...visitor, status: answer.status, ms: Math.round(performance.now() - started) });
    }
    // The flooders hang up: their sign-ins still waiting for a hash leave the queue.
    hangUp.abort();
    await Promise.all(flood);

    for (const signIn of signIns) {
      assert.equal(signIn.status, 200, JSON.stringify(signIn));
      assert.ok(signIn.ms < 2000, JSON.stringify(signIn));
    }
    const count = (status: number) => statuses.filter((s) => s === status).length;
    assert.equal(count(401) + count(429) + count(503), statuses.length, 'the flooders are told no more than that');
    assert.ok(queueFull > 0, 'the flood filled the hashing queue');
    assert.ok(count(429) > count(401), `most guesses are refused before their hash: ${count(401)} hashed, ${count(429)} refused`);
  });
});

describe('an IPv6 client', { skip }, () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ PORTAL_SIGNIN_FAILURES_PER_CLIENT: '2', PORTAL_SIGNIN_FIRST_DELAY_SECONDS: '60' }, undefined, '::');
  });
  after(() => server?.close());

  test('is its /64, whichever of its addresses it sends from', async () => {
    const url = `http://[::1]:${server.port}`;
    const guess = (from: string, n: number) => postFrom(from, url, '/api/signin', { email: `user${n}@example.com`, password: 'a-guess' });
    assert.equal((await guess('fd00:7e57:0:200::1', 1)).status, 401);
    assert.equal((await guess('fd00:7e57:0:200:a:b:c:d', 2)).status, 401);
    assert.equal((await guess('fd00:7e57:0:200::3', 3)).status, 429, 'the third address of the /64 is blocked with the first two');
    assert.equal((await guess('fd00:7e57:0:201::1', 3)).status, 401, 'the next /64 is another client');
  });
});
