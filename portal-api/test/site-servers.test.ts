// Whom the limits count (src/security/rate-limits.ts, src/config.ts): the site's own servers,
// which read the API for every visitor's page, are recognised by their key and never use up a
// visitor's general budget, but their key lifts no other limit; behind a known proxy each
// visitor is the address X-Forwarded-For names, and from anyone else that header changes nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readConfig } from '../src/config.ts';
import { call, minimalContact, post, startServer, type TestServer } from './helpers.ts';

const KEY = 'a-key-the-page-servers-share-with-the-api';
const blogs = (server: TestServer, headers: Record<string, string> = {}) => call(server.url, '/api/blogs', { headers });

describe("the site's own servers", () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({
      PORTAL_RATE_GENERAL_PER_CLIENT: '3',
      PORTAL_RATE_SIGNUP_PER_CLIENT: '2',
      PORTAL_SERVER_KEY: KEY,
      // Blocked for a minute rather than a second, so that the test does not depend on how fast the machine is.
      PORTAL_SIGNIN_FIRST_DELAY_SECONDS: '60',
    });
  });
  after(() => server.close());

  test('are not counted against the visitors on their address; a wrong key is', async () => {
    for (let n = 0; n < 3; n += 1) assert.equal((await blogs(server)).status, 200);
    assert.equal((await blogs(server)).status, 429, 'the address has spent its budget');
    for (let n = 0; n < 5; n += 1) assert.equal((await blogs(server, { 'X-Vital-Server-Key': KEY })).status, 200);
    assert.equal((await blogs(server, { 'X-Vital-Server-Key': `${KEY}x` })).status, 429);
  });

  test('are held to the sign-in, sign-up, contact and newsletter limits like anyone: the key lifts only the general one', async () => {
    const withKey = { 'X-Vital-Server-Key': KEY };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      assert.equal((await post(server.url, '/api/signin', { email: 'target@example.com', password: `wrong-${attempt}` }, withKey)).status, 401);
    }
    const sixth = await post(server.url, '/api/signin', { email: 'target@example.com', password: 'wrong-6' }, withKey);
    assert.equal(sixth.status, 429, sixth.text);
    for (let n = 1; n <= 10; n += 1) {
      assert.equal((await post(server.url, '/api/contact-us', { ...minimalContact, message: `Message ${n}` }, withKey)).status, 201);
    }
    const eleventh = await post(server.url, '/api/contact-us', { ...minimalContact, message: 'Message 11' }, withKey);
    assert.equal(eleventh.status, 429, eleventh.text);
    for (let n = 1; n <= 10; n += 1) {
      assert.equal((await post(server.url, '/api/newsletter', { email: `reader${n}@example.com` }, withKey)).status, 201);
    }
    assert.equal((await post(server.url, '/api/newsletter', { email: 'reader11@example.com' }, withKey)).status, 429);
    for (let n = 1; n <= 3; n += 1) {
      const signUp = await post(server.url, '/api/signup/company', { email: `co${n}@example.com`, password: 'sign-up-password' }, withKey);
      assert.equal(signUp.status, n <= 2 ? 201 : 429, signUp.text);
    }
  });

  test('need a key long enough not to be guessed', () => {
    assert.throws(() => readConfig({ PORTAL_SERVER_KEY: 'short' }), /PORTAL_SERVER_KEY must be at least 24 characters/);
  });
});

describe('behind a known proxy', () => {
  let proxied: TestServer;
  let direct: TestServer;
  before(async () => {
    [proxied, direct] = await Promise.all([
      startServer({ PORTAL_RATE_GENERAL_PER_CLIENT: '2', PORTAL_TRUST_PROXY: '127.0.0.1' }),
      startServer({ PORTAL_RATE_GENERAL_PER_CLIENT: '2' }),
    ]);
  });
  after(() => Promise.all([proxied.close(), direct.close()]));

  const from = (visitor: string) => ({ 'X-Forwarded-For': visitor });

  test('each visitor the proxy names has a budget of their own', async () => {
    for (let n = 0; n < 2; n += 1) assert.equal((await blogs(proxied, from('203.0.113.1'))).status, 200);
    assert.equal((await blogs(proxied, from('203.0.113.1'))).status, 429);
    assert.equal((await blogs(proxied, from('203.0.113.2'))).status, 200, 'another visitor behind the same proxy');
  });

  test('without a trusted proxy, X-Forwarded-For names nobody', async () => {
    for (let n = 0; n < 2; n += 1) assert.equal((await blogs(direct, from(`198.51.100.${n}`))).status, 200);
    assert.equal((await blogs(direct, from('198.51.100.9'))).status, 429);
  });
});
