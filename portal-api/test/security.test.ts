// Body size limit, CORS limited to the site's origin, errors that reveal
// nothing of the server, unknown routes, and parameterised SQL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readConfig } from '../src/config.ts';
import { call, countRows, type Envelope, LEAK_PATTERN, minimalContact, post, queryFile, rawGet, SITE_ORIGIN, startServer, type TestServer } from './helpers.ts';

const contact = minimalContact;

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

describe('security', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server?.close();
  });

  describe('body size limit', () => {
    test('a body over 32 KiB is 413 with the JSON envelope, and nothing is stored', async () => {
      const answer = await post(server.url, '/api/contact-us', { ...contact, message: 'x'.repeat(33 * 1024) });
      assert.equal(answer.status, 413);
      assert.deepEqual(answer.body, { success: false, message: 'The request is too large.' });
      assert.equal(countRows(server.dbFile, 'contact_messages'), 0);
    });

    test('a body just under the limit reaches validation', async () => {
      const answer = await post(server.url, '/api/contact-us', { ...contact, message: 'x'.repeat(31 * 1024) });
      assert.equal(answer.status, 400);
      assert.equal(answer.body.message, 'Message must be at most 5000 characters.');
    });

    test('the limit applies to sign-ups too', async () => {
      const answer = await post(server.url, '/api/signup/company', { email: 'big@example.com', password: 'p'.repeat(40 * 1024) });
      assert.equal(answer.status, 413);
      assert.equal(answer.body.success, false);
    });
  });

  describe('CORS', () => {
    test('the allowed origin gets Access-Control-Allow-Origin', async () => {
      const listing = await call(server.url, '/api/blogs', { headers: { origin: SITE_ORIGIN } });
      assert.equal(listing.headers.get('access-control-allow-origin'), SITE_ORIGIN);
      assert.match(listing.headers.get('vary') ?? '', /origin/i);

      const sent = await post(server.url, '/api/contact-us', contact, { origin: SITE_ORIGIN });
      assert.equal(sent.status, 201);
      assert.equal(sent.headers.get('access-control-allow-origin'), SITE_ORIGIN);

      const chat = await call(server.url, '/chat?query=hello', { headers: { origin: SITE_ORIGIN } });
      assert.equal(chat.headers.get('access-control-allow-origin'), SITE_ORIGIN);
    });

    test('a foreign origin gets no Access-Control-Allow-Origin', async () => {
      for (const origin of ['http://evil.example', 'http://localhost:3001', 'https://localhost:3000', 'null', `${SITE_ORIGIN}.evil.example`]) {
        const answer = await call(server.url, '/api/blogs', { headers: { origin } });
        assert.equal(answer.headers.get('access-control-allow-origin'), null, origin);
        assert.equal(answer.headers.get('access-control-allow-credentials'), null, origin);
      }
    });

    test('preflight: allowed for the site, refused for a foreign origin', async () => {
      const preflight = (origin: string) =>
        call(server.url, '/api/signup/professional', {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
      const allowed = await preflight(SITE_ORIGIN);
      assert.equal(allowed.status, 204);
      assert.equal(allowed.headers.get('access-control-allow-origin'), SITE_ORIGIN);
      assert.match(allowed.headers.get('access-control-allow-methods') ?? '', /POST/);
      assert.match(allowed.headers.get('access-control-allow-headers') ?? '', /content-type/i);

      const foreign = await preflight('http://evil.example');
      assert.equal(foreign.headers.get('access-control-allow-origin'), null);
    });

    test('the default origins are the site on localhost and 127.0.0.1', () => {
      assert.deepEqual(readConfig({ PORT_HOST: '3000' }).allowedOrigins, ['http://localhost:3000', 'http://127.0.0.1:3000']);
      assert.deepEqual(readConfig({ ALLOWED_ORIGINS: 'https://a.example, https://b.example' }).allowedOrigins, [
        'https://a.example',
        'https://b.example',
      ]);
    });
  });

  describe('error answers', () => {
    test('unknown routes and methods are a 404 in the envelope', async () => {
      for (const [method, path] of [
        ['GET', '/api/nope'],
        ['POST', '/api/nope'],
        ['GET', '/api/signin'],
        ['DELETE', '/api/blogs'],
        ['GET', '/'],
        ['PUT', '/__faults'],
      ] as const) {
        const answer = await call(server.url, path, { method, headers: { 'content-type': 'application/json' }, ...(method === 'GET' ? {} : { body: '{}' }) });
        assert.equal(answer.status, 404, `${method} ${path}`);
        assert.deepEqual(answer.body, { success: false, message: 'Not found.' });
      }
    });

    test('a malformed address is a 400 in the envelope', async () => {
      for (const path of ['/api/blog/%E0', '/%', '/api/teams%ZZ']) {
        const answer = await rawGet(server.port, path);
        assert.equal(answer.status, 400, path);
        assert.match(answer.contentType, /^application\/json/);
        assert.deepEqual(JSON.parse(answer.text), { success: false, message: 'The address of the request is not valid.' });
      }
    });

    test('API answers carry nosniff and no-store', async () => {
      const answer = await call(server.url, '/api/services');
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(answer.headers.get('cache-control'), 'no-store');
    });

    test('no error answer contains a stack trace, a file path or a framework code', async () => {
      const json = { 'content-type': 'application/json' };
      const texts = [
        (await call(server.url, '/api/contact-us', { method: 'POST', body: '{"a":', headers: json })).text,
        (await call(server.url, '/api/contact-us', { method: 'POST', body: '', headers: json })).text,
        (await call(server.url, '/api/contact-us', { method: 'POST', body: 'a', headers: { 'content-type': 'text/csv' } })).text,
        (await post(server.url, '/api/contact-us', { ...contact, message: 'x'.repeat(40_000) })).text,
        (await post(server.url, '/api/contact-us', { ...contact, email: 'bad' })).text,
        (await call(server.url, '/api/contact-us', { method: 'POST', body: '{"__proto__":{"x":1}}', headers: json })).text,
        (await call(server.url, '/api/unknown')).text,
        (await call(server.url, '/api/blog/0')).text,
        (await call(server.url, '/chat?query=')).text,
        (await rawGet(server.port, '/storage/../package.json')).text,
        (await rawGet(server.port, '/api/blog/%E0')).text,
      ];
      for (const text of texts) {
        const body = JSON.parse(text) as Envelope;
        assert.equal(body.success, false, text);
        assert.deepEqual(Object.keys(body).sort(), ['message', 'success'], text);
        assert.doesNotMatch(text, LEAK_PATTERN);
      }
    });
  });

  describe('media', () => {
    test('are sent with a policy that runs and loads nothing, so an SVG opened on its own is inert', async () => {
      const response = await fetch(`${server.url}/storage/blog_files/remote-contracts.svg`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-security-policy'), "default-src 'none'; sandbox");
      assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin');
    });
  });

  describe('SQL injection', () => {
    const injected = {
      first_name: "Robert'); DROP TABLE contact_messages;--",
      last_name: "' OR '1'='1",
      email: "o'reilly--@example.com",
      phone_number: '1; DELETE FROM users',
      inquiry_type: 'For Companies',
      message: '"; UPDATE users SET password_hash = \'x\'; --',
    };

    test('contact fields are stored literally', async () => {
      const answer = await post(server.url, '/api/contact-us', injected);
      assert.equal(answer.status, 201, answer.text);
      const rows = queryFile<Record<string, string>>(server.dbFile, 'SELECT * FROM contact_messages WHERE id = ?', (answer.body.data as { id: number }).id);
      assert.equal(rows.length, 1);
      for (const [field, value] of Object.entries(injected)) assert.equal(rows[0]?.[field], value, field);
    });

    test('sign-up, sign-in and newsletter with quotes in e-mail and name work and break nothing', async () => {
      const email = "x'or'1'='1@example.com";
      const password = "pa'ss--word; DROP TABLE users";
      const signup = await post<Envelope<{ email: string; name: string }>>(server.url, '/api/signup/professional', {
        email,
        first_name: "'; DROP TABLE users; --",
        last_name: 'Tables',
        password,
      });
      assert.equal(signup.status, 201, signup.text);
      assert.equal(signup.body.data.email, email);
      assert.equal(signup.body.data.name, "'; DROP TABLE users; -- Tables");

      const wrong = await post(server.url, '/api/signin', { email, password: "' OR '1'='1" });
      assert.equal(wrong.status, 401);
      const unknown = await post(server.url, '/api/signin', { email: "anyone'--@example.com", password });
      assert.equal(unknown.status, 401);
      const notAnEmail = await post(server.url, '/api/signin', { email: "' OR 1=1 --", password });
      assert.equal(notAnEmail.status, 400);
      const right = await post<Envelope<{ email: string }>>(server.url, '/api/signin', { email, password });
      assert.equal(right.status, 200, right.text);
      assert.equal(right.body.data.email, email);

      const subscribe = await post(server.url, '/api/newsletter', { email: "a'--@example.com" });
      assert.equal(subscribe.status, 201);
      const again = await post(server.url, '/api/newsletter', { email: "A'--@EXAMPLE.com" });
      assert.equal(again.status, 201);

      const stored = queryFile<{ first_name: string }>(server.dbFile, 'SELECT first_name FROM users WHERE email = ?', email);
      assert.equal(stored[0]?.first_name, "'; DROP TABLE users; --");
      assert.equal(countRows(server.dbFile, 'users'), 1);
      assert.equal(countRows(server.dbFile, 'newsletter_subscribers'), 1);
      assert.ok(countRows(server.dbFile, 'contact_messages') >= 2);
      const blogs = await call<Envelope<unknown[]>>(server.url, '/api/blogs');
      assert.ok(blogs.body.data.length > 0);
    });
  });

  describe('a failing database', () => {
    test('answers 500 with a generic message and nothing of the server', async () => {
      const broken = await startServer();
      try {
        broken.db.close();
        const answers = [
          await call(broken.url, '/api/blogs'),
          await call(broken.url, '/api/blog/1'),
          await post(broken.url, '/api/contact-us', contact),
          await post(broken.url, '/api/newsletter', { email: 'grace@example.com' }),
          await post(broken.url, '/api/signin', { email: 'grace@example.com', password: 'whatever-password' }),
        ];
        for (const answer of answers) {
          assert.equal(answer.status, 500, answer.text);
          assert.deepEqual(answer.body, { success: false, message: GENERIC_500 });
          assert.doesNotMatch(answer.text, LEAK_PATTERN);
        }
        const health = await call(broken.url, '/health');
        assert.equal(health.status, 200, 'the process stays up');
      } finally {
        await broken.close();
      }
    });
  });
});
