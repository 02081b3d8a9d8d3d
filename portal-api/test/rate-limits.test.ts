// Rate limits (src/security/rate-limits.ts, src/security/sign-in-throttle.ts, src/config.ts):
// failed sign-ins block their client, client and account, and account for ever longer, besides
// a per-client ceiling on sign-ins; strict on sign-up, looser on contact and newsletter, a
// generous general limit elsewhere; every refusal a 429 with Retry-After and a sentence the
// site can show as is.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readConfig, readRateLimits } from '../src/config.ts';
import { type ApiAnswer, call, countRows, type Envelope, LEAK_PATTERN, minimalContact, post, postFrom, SITE_ORIGIN, startServer, type TestServer } from './helpers.ts';

const contact = minimalContact;

/** A 429 in the envelope, with Retry-After, whose message names the wait in the same seconds. */
function assertLimited(answer: ApiAnswer<Envelope>, lead: string, windowSeconds = 60) {
  assert.equal(answer.status, 429, answer.text);
  assert.deepEqual(Object.keys(answer.body).sort(), ['message', 'success']);
  assert.equal(answer.body.success, false);
  const retryAfter = Number(answer.headers.get('retry-after'));
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= windowSeconds, `Retry-After: ${retryAfter}`);
  const unit = retryAfter === 1 ? 'second' : 'seconds';
  assert.equal(answer.body.message, `${lead} Please wait ${retryAfter} ${unit} and try again.`);
  assert.doesNotMatch(answer.text, LEAK_PATTERN);
  assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
}

describe('rate limits', () => {
  describe('configuration', () => {
    test('defaults: 30 sign-ins per client, 10 sign-ups, 10 contacts, 10 newsletters, 1000 in general, per 60 s', () => {
      assert.deepEqual(readConfig({}).rateLimits, {
        windowSeconds: 60,
        signInPerClient: 30,
        signUpPerClient: 10,
        contactPerClient: 10,
        newsletterPerClient: 10,
        generalPerClient: 1000,
      });
    });

    test('every limit is read from its environment variable; 0 turns it off', () => {
      assert.deepEqual(
        readRateLimits({
          PORTAL_RATE_WINDOW_SECONDS: '30',
          PORTAL_RATE_SIGNIN_PER_CLIENT: '5000',
          PORTAL_RATE_SIGNUP_PER_CLIENT: '5000',
          PORTAL_RATE_CONTACT_PER_CLIENT: ' 200 ',
          PORTAL_RATE_NEWSLETTER_PER_CLIENT: '0',
          PORTAL_RATE_GENERAL_PER_CLIENT: '0',
        }),
        {
          windowSeconds: 30,
          signInPerClient: 5000,
          signUpPerClient: 5000,
          contactPerClient: 200,
          newsletterPerClient: 0,
          generalPerClient: 0,
        },
      );
    });

    test('a value that is not a whole number stops the start with a clear message', () => {
      for (const value of ['-1', '1.5', 'ten', '1e3', '0x10']) {
        assert.throws(() => readRateLimits({ PORTAL_RATE_SIGNIN_PER_CLIENT: value }), /PORTAL_RATE_SIGNIN_PER_CLIENT must be a whole number/);
      }
      assert.throws(() => readRateLimits({ PORTAL_RATE_WINDOW_SECONDS: '0' }), /PORTAL_RATE_WINDOW_SECONDS must be a whole number of at least 1/);
      assert.throws(() => readConfig({ PORTAL_SIGNIN_FORGET_SECONDS: '0' }), /PORTAL_SIGNIN_FORGET_SECONDS must be a whole number of at least 1/);
    });

    test('failed sign-ins: 5 per client and account, 20 per client, 20 per account, forgotten after 15 min, blocked 1 s to 15 min', () => {
      assert.deepEqual(readConfig({}).signInThrottle, {
        failuresPerClientAccount: 5,
        failuresPerClient: 20,
        failuresPerAccount: 20,
        forgetSeconds: 900,
        firstDelaySeconds: 1,
        maxDelaySeconds: 900,
      });
      assert.deepEqual(
        readConfig({
          PORTAL_SIGNIN_FAILURES_PER_CLIENT_ACCOUNT: '3',
          PORTAL_SIGNIN_FAILURES_PER_CLIENT: '0',
          PORTAL_SIGNIN_FAILURES_PER_ACCOUNT: '50',
          PORTAL_SIGNIN_FORGET_SECONDS: '3600',
          PORTAL_SIGNIN_FIRST_DELAY_SECONDS: '2',
          PORTAL_SIGNIN_MAX_DELAY_SECONDS: '60',
        }).signInThrottle,
        { failuresPerClientAccount: 3, failuresPerClient: 0, failuresPerAccount: 50, forgetSeconds: 3600, firstDelaySeconds: 2, maxDelaySeconds: 60 },
      );
    });

    test('writes: 2 MiB an hour from everyone, 64 KiB per client, contact messages kept 365 days', () => {
      const defaults = readConfig({});
      assert.deepEqual(defaults.writeBudget, { bytesPerHour: 2_097_152, perClientBytesPerHour: 65_536 });
      assert.equal(defaults.contactRetentionDays, 365);
      const set = readConfig({
        PORTAL_WRITE_BUDGET_BYTES_PER_HOUR: '0',
        PORTAL_WRITE_BUDGET_PER_CLIENT_BYTES_PER_HOUR: '1000',
        PORTAL_CONTACT_RETENTION_DAYS: '30',
      });
      assert.deepEqual(set.writeBudget, { bytesPerHour: 0, perClientBytesPerHour: 1000 });
      assert.equal(set.contactRetentionDays, 30);
    });
  });

  describe('sign-in, with the default allowances', () => {
    let server: TestServer;
    const email = 'target@example.com';
    const password = 'the-right-password';
    before(async () => {
      // Blocked for a minute rather than a second, so that no test depends on how fast the machine is.
      server = await startServer({ PORTAL_SIGNIN_FIRST_DELAY_SECONDS: '60' });
      const signup = await post(server.url, '/api/signup/professional', { email, first_name: 'Target', password });
      assert.equal(signup.status, 201, signup.text);
    });
    after(async () => {
      await server?.close();
    });

    test('after 5 wrong sign-ins for one address, the 6th is a 429 with Retry-After and a clear message', async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const answer = await post(server.url, '/api/signin', { email, password: `wrong-${attempt}` });
        assert.equal(answer.status, 401, `attempt ${attempt}: ${answer.text}`);
      }
      const refused = await post(server.url, '/api/signin', { email, password: 'wrong-6' });
      assertLimited(refused, 'Too many sign-in attempts.');
      assert.ok(Number(refused.headers.get('retry-after')) > 50, 'until the block ends');
    });

    test('a blocked sign-in is refused at once, without a password hash', async () => {
      const started = performance.now();
      await Promise.all(Array.from({ length: 8 }, async () => assertLimited(await post(server.url, '/api/signin', { email, password }), 'Too many sign-in attempts.')));
      // Eight hashes would take seconds, one at a time.
      assert.ok(performance.now() - started < 1500, `${Math.round(performance.now() - started)} ms`);
    });

    test('the address counts whatever its letter case, and even the right password waits', async () => {
      assertLimited(await post(server.url, '/api/signin', { email: 'TARGET@Example.com', password }), 'Too many sign-in attempts.');
    });

    test('another address from the same client still gets its own answer (401, not 429)', async () => {
      const answer = await post(server.url, '/api/signin', { email: 'someone-else@example.com', password: 'wrong-password' });
      assert.equal(answer.status, 401, answer.text);
      assert.equal(answer.body.message, 'Invalid email or password.');
    });

    test('a 429 can be read by the site: it carries the CORS header of its origin', async () => {
      const answer = await post(server.url, '/api/signin', { email, password }, { origin: SITE_ORIGIN });
      assertLimited(answer, 'Too many sign-in attempts.');
      assert.equal(answer.headers.get('access-control-allow-origin'), SITE_ORIGIN);
    });

    test('a refused body is a 400, whatever the limit', async () => {
      const answer = await post(server.url, '/api/signin', { email, password: '' });
      assert.equal(answer.status, 400);
    });
  });

  describe("an account's failures from all clients", () => {
    let server: TestServer;
    const email = 'shared@example.com';
    const password = 'the-right-password';
    before(async () => {
      server = await startServer({ PORTAL_SIGNIN_FAILURES_PER_ACCOUNT: '3', PORTAL_SIGNIN_FIRST_DELAY_SECONDS: '60' });
      assert.equal((await post(server.url, '/api/signup/professional', { email, first_name: 'Shared', password })).status, 201);
    });
    after(async () => {
      await server?.close();
    });

    test("hold back the clients that failed on it, never another client's first try", async () => {
      for (const address of ['127.0.4.1', '127.0.4.2', '127.0.4.3']) {
        assert.equal((await postFrom(address, server.url, '/api/signin', { email, password: 'a-guess' })).status, 401);
      }
      const again = await postFrom('127.0.4.1', server.url, '/api/signin', { email, password });
      assert.equal(again.status, 429, 'even with the right password');
      assert.match(again.body.message, /^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/);
      const owner = await postFrom('127.0.4.9', server.url, '/api/signin', { email, password });
      assert.equal(owner.status, 200, JSON.stringify(owner.body));
      // The owner's sign-in cleared the account's failures: the others are no longer held back by it.
      assert.equal((await postFrom('127.0.4.1', server.url, '/api/signin', { email, password: 'a-guess' })).status, 401);
    });
  });

  describe('the per-client sign-in ceiling', () => {
    let server: TestServer;
    before(async () => {
      server = await startServer({ PORTAL_RATE_SIGNIN_PER_CLIENT: '3' });
    });
    after(async () => {
      await server?.close();
    });

    test('many addresses from one client are stopped by the ceiling', async () => {
      for (const name of ['a', 'b', 'c']) {
        const answer = await post(server.url, '/api/signin', { email: `${name}@example.com`, password: 'wrong-password' });
        assert.equal(answer.status, 401, answer.text);
      }
      assertLimited(await post(server.url, '/api/signin', { email: 'd@example.com', password: 'wrong-password' }), 'Too many sign-in attempts.');
    });
  });

  describe("a client's failures on any accounts", () => {
    let server: TestServer;
    before(async () => {
      server = await startServer({ PORTAL_SIGNIN_FAILURES_PER_CLIENT: '2', PORTAL_SIGNIN_FIRST_DELAY_SECONDS: '60' });
    });
    after(async () => {
      await server?.close();
    });

    test('block it on every account, and nobody else', async () => {
      for (const name of ['a', 'b']) {
        assert.equal((await postFrom('127.0.5.1', server.url, '/api/signin', { email: `${name}@example.com`, password: 'wrong-password' })).status, 401);
      }
      const refused = await postFrom('127.0.5.1', server.url, '/api/signin', { email: 'c@example.com', password: 'wrong-password' });
      assert.equal(refused.status, 429);
      assert.match(refused.body.message, /^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/);
      assert.equal((await postFrom('127.0.5.2', server.url, '/api/signin', { email: 'c@example.com', password: 'wrong-password' })).status, 401);
    });
  });

  describe('sign-up, contact and newsletter', () => {
    let server: TestServer;
    before(async () => {
      server = await startServer({ PORTAL_RATE_SIGNUP_PER_CLIENT: '2' });
    });
    after(async () => {
      await server?.close();
    });

    test('sign-ups of both kinds share one per-client limit; the refused one stores nothing', async () => {
      const first = await post(server.url, '/api/signup/professional', { email: 'one@example.com', first_name: 'One', password: 'password-one' });
      assert.equal(first.status, 201, first.text);
      const duplicate = await post(server.url, '/api/signup/company', { email: 'one@example.com', password: 'password-one' });
      assert.equal(duplicate.status, 409, duplicate.text);
      const third = await post(server.url, '/api/signup/company', { email: 'three@example.com', password: 'password-three' });
      assertLimited(third, 'Too many sign-up attempts.');
      assertLimited(
        await post(server.url, '/api/signup/professional', { email: 'four@example.com', first_name: 'Four', password: 'password-four' }),
        'Too many sign-up attempts.',
      );
      assert.equal(countRows(server.dbFile, 'users'), 1);
    });

    test('refused bodies do not count: the 11th valid contact message within a minute is a 429', async () => {
      for (let i = 0; i < 5; i += 1) {
        assert.equal((await post(server.url, '/api/contact-us', { ...contact, email: 'not-an-email' })).status, 400);
      }
      for (let i = 1; i <= 10; i += 1) {
        const answer = await post(server.url, '/api/contact-us', { ...contact, message: `Message ${i}` });
        assert.equal(answer.status, 201, `message ${i}: ${answer.text}`);
      }
      assertLimited(await post(server.url, '/api/contact-us', { ...contact, message: 'Message 11' }), 'Too many messages sent.');
      assert.equal(countRows(server.dbFile, 'contact_messages'), 10);
    });

    test('the 11th newsletter sign-up within a minute is a 429', async () => {
      for (let i = 1; i <= 10; i += 1) {
        const answer = await post(server.url, '/api/newsletter', { email: `reader${i}@example.com` });
        assert.equal(answer.status, 201, answer.text);
      }
      assertLimited(await post(server.url, '/api/newsletter', { email: 'reader11@example.com' }), 'Too many newsletter sign-ups.');
      assert.equal(countRows(server.dbFile, 'newsletter_subscribers'), 10);
    });

    test('listings are not held back by the stricter limits', async () => {
      const answer = await call(server.url, '/api/services');
      assert.equal(answer.status, 200);
    });
  });

  describe('the window', () => {
    let server: TestServer;
    before(async () => {
      server = await startServer({ PORTAL_RATE_WINDOW_SECONDS: '1', PORTAL_RATE_CONTACT_PER_CLIENT: '1' });
    });
    after(async () => {
      await server?.close();
    });

    test('once the window has passed, the client may send again', async () => {
      assert.equal((await post(server.url, '/api/contact-us', contact)).status, 201);
      const refused = await post(server.url, '/api/contact-us', contact);
      assertLimited(refused, 'Too many messages sent.', 1);
      assert.equal(refused.body.message, 'Too many messages sent. Please wait 1 second and try again.');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      assert.equal((await post(server.url, '/api/contact-us', contact)).status, 201);
    });
  });

  describe('the general limit and limits turned off', () => {
    let server: TestServer;
    before(async () => {
      server = await startServer({ PORTAL_RATE_GENERAL_PER_CLIENT: '3', PORTAL_RATE_CONTACT_PER_CLIENT: '0' });
    });
    after(async () => {
      await server?.close();
    });

    test('past the general limit, API calls are a 429; media, /health and preflights still answer', async () => {
      for (const path of ['/api/blogs', '/api/teams', '/chat?query=hello']) {
        assert.equal((await call(server.url, path)).status, 200, path);
      }
      assertLimited(await call(server.url, '/api/blogs'), 'Too many requests.');
      assertLimited(await call(server.url, '/portal/login'), 'Too many requests.');
      assertLimited(await post(server.url, '/api/contact-us', contact), 'Too many requests.');

      assert.equal((await call(server.url, '/storage/blog_files/remote-contracts.svg')).status, 200);
      assert.equal((await call(server.url, '/health')).status, 200);
      const preflight = await call(server.url, '/api/contact-us', {
        method: 'OPTIONS',
        headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      assert.equal(preflight.status, 204);
    });

    test('a limit of 0 is off: fifteen contact messages in a row are all stored', async () => {
      const open = await startServer({ PORTAL_RATE_CONTACT_PER_CLIENT: '0' });
      try {
        for (let i = 0; i < 15; i += 1) assert.equal((await post(open.url, '/api/contact-us', contact)).status, 201);
        assert.equal(countRows(open.dbFile, 'contact_messages'), 15);
      } finally {
        await open.close();
      }
    });
  });
});
