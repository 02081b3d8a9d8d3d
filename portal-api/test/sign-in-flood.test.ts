// A flood of sign-ins from a few addresses cannot lock everyone else out (src/security/password.ts,
// src/security/rate-limits.ts): each address has its share of the password-hashing queue, and
// the site has a sign-in budget checked before a request waits. Each address of 127.0.0.0/8 is
// a client of its own.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { post, postFrom, startServer, type TestServer } from './helpers.ts';

const account = { email: 'visitor@example.com', password: 'a-real-visitors-passphrase' };
const signIn = (address: string, base: string, email: string, password: string) => postFrom(address, base, '/api/signin', { email, password });

describe('a sign-in flood from two addresses', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
    const created = await post(server.url, '/api/signup/professional', { email: account.email, first_name: 'Vera', password: account.password });
    assert.equal(created.status, 201, created.text);
    // An unknown address is checked against a decoy hash, made once: made now, so the flood
    // below goes straight into the hashing queue.
    assert.equal((await signIn('127.0.0.9', server.url, 'nobody@example.com', 'wrong-password')).status, 401);
  });
  after(() => server.close());

  test('a third address still signs in, while the flood beyond each address’s share is refused with 429', async () => {
    // Twenty sign-ins at once from each of two addresses, every one for an address nobody has
    // (each costs a password hash all the same): more than the queue holds.
    const flood = ['127.0.0.2', '127.0.0.3'].flatMap((address) =>
      Array.from({ length: 20 }, (_, index) => signIn(address, server.url, `nobody-${address}-${index}@example.com`, 'wrong-password')),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const visitor = await signIn('127.0.0.4', server.url, account.email, account.password);
    assert.equal(visitor.status, 200, JSON.stringify(visitor.body));

    const statuses = (await Promise.all(flood)).map((answer) => answer.status);
    assert.ok(!statuses.includes(503), `nobody is told the server is busy: ${statuses.join(' ')}`);
    assert.equal(statuses.filter((status) => status === 401).length, 8, 'four hashed per address (its share)');
    assert.equal(statuses.filter((status) => status === 429).length, 32);
  });
});

describe('the site-wide sign-in budget', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ PORTAL_RATE_SIGNIN_SITE_WIDE: '3' });
  });
  after(() => server.close());

  test('once it is spent, a sign-in from any address is refused with 429 before it waits for a hash', async () => {
    for (const address of ['127.0.0.5', '127.0.0.6', '127.0.0.7']) {
      assert.equal((await signIn(address, server.url, account.email, 'wrong-password')).status, 401);
    }
    const started = performance.now();
    const refused = await signIn('127.0.0.8', server.url, account.email, 'wrong-password');
    assert.equal(refused.status, 429);
    assert.match(refused.body.message, /^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/);
    assert.ok(performance.now() - started < 100, 'refused at once, without a hash');
  });
});
