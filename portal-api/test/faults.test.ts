// Test-only fault injection (src/faults.ts): off by default, refused in
// production, and when enabled it affects the listing routes only.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { readConfig } from '../src/config.ts';
import { call, makeTempDir, post, removeDir, runScript, startServer, type Envelope, type TestServer } from './helpers.ts';

const LISTINGS = ['/api/blogs', '/api/blog/1', '/api/teams', '/api/reviews', '/api/services', '/api/projects'];
const INJECTED = { success: false, message: 'Injected failure' };

describe('fault injection', () => {
  describe('configuration', () => {
    test('off by default, on with VITAL_API_FAULTS=1 outside production', () => {
      assert.equal(readConfig({}).faultsEnabled, false);
      assert.equal(readConfig({ VITAL_API_FAULTS: 'true' }).faultsEnabled, false);
      assert.equal(readConfig({ VITAL_API_FAULTS: '1' }).faultsEnabled, true);
      assert.equal(readConfig({ VITAL_API_FAULTS: '1', NODE_ENV: 'test' }).faultsEnabled, true);
      assert.equal(readConfig({ NODE_ENV: 'production' }).faultsEnabled, false);
    });

    test('readConfig throws when NODE_ENV=production and VITAL_API_FAULTS=1', () => {
      assert.throws(() => readConfig({ NODE_ENV: 'production', VITAL_API_FAULTS: '1' }), /cannot be enabled when NODE_ENV=production/);
    });

    test('the real process refuses to start with faults in production', async () => {
      const dir = makeTempDir();
      try {
        const dbFile = path.join(dir, 'portal.sqlite');
        const result = await runScript('src/main.ts', { NODE_ENV: 'production', VITAL_API_FAULTS: '1', PORT: '0', PORTAL_DB: dbFile });
        assert.notEqual(result.code, 0);
        assert.match(result.stderr, /cannot be enabled when NODE_ENV=production/);
        assert.doesNotMatch(result.stdout, /portal-api on/);
      } finally {
        removeDir(dir);
      }
    });
  });

  describe('disabled (default)', () => {
    let server: TestServer;
    before(async () => {
      server = await startServer();
    });
    after(async () => {
      await server?.close();
    });

    test('PUT and DELETE /__faults are 404', async () => {
      const put = await call(server.url, '/__faults', { method: 'PUT', json: { mode: 'error' } });
      assert.equal(put.status, 404);
      assert.deepEqual(put.body, { success: false, message: 'Not found.' });
      const del = await call(server.url, '/__faults', { method: 'DELETE' });
      assert.equal(del.status, 404);
      const blogs = await call<Envelope>(server.url, '/api/blogs');
      assert.equal(blogs.status, 200);
    });
  });

  describe('enabled', () => {
    let server: TestServer;
    const setFaults = async (state: unknown) => {
      const answer = await call(server.url, '/__faults', { method: 'PUT', json: state });
      assert.equal(answer.status, 204, answer.text);
    };
    const reset = async () => {
      const answer = await call(server.url, '/__faults', { method: 'DELETE' });
      assert.equal(answer.status, 204);
    };

    before(async () => {
      server = await startServer({ VITAL_API_FAULTS: '1' });
    });
    after(async () => {
      await server?.close();
    });

    test("mode 'error' fails the listing routes only; sign-up, contact and chat still work", async () => {
      await setFaults({ mode: 'error' });
      for (const path of LISTINGS) {
        const answer = await call(server.url, path);
        assert.equal(answer.status, 500, path);
        assert.deepEqual(answer.body, INJECTED);
      }
      const signup = await post(server.url, '/api/signup/company', { email: 'faults@example.com', name: 'Faults Inc', password: 'faults-password' });
      assert.equal(signup.status, 201, signup.text);
      const contact = await post(server.url, '/api/contact-us', {
        first_name: 'F',
        email: 'f@example.com',
        inquiry_type: 'For Companies',
        message: 'still works',
      });
      assert.equal(contact.status, 201);
      assert.equal((await call(server.url, '/chat?query=fees')).status, 200);
      assert.equal((await call(server.url, '/health')).status, 200);
    });

    test('DELETE resets to normal answers', async () => {
      await setFaults({ mode: 'error' });
      await reset();
      for (const path of LISTINGS) {
        const answer = await call<Envelope>(server.url, path);
        assert.equal(answer.status, 200, path);
        assert.equal(answer.body.success, true);
      }
    });

    test("mode 'slow' with delayMs delays the answer, which is otherwise normal", async () => {
      await setFaults({ mode: 'slow', delayMs: 600, routes: ['teams'] });
      const slow = await call<Envelope<unknown[]>>(server.url, '/api/teams');
      assert.equal(slow.status, 200);
      assert.ok(slow.body.data.length >= 6);
      assert.ok(slow.ms >= 580, `answered after ${slow.ms} ms`);
      const other = await call(server.url, '/api/services');
      assert.equal(other.status, 200);
      assert.ok(other.ms < 450, `an unlisted route is not delayed (${other.ms} ms)`);
      await reset();
    });

    test("mode 'malformed' with body answers exactly that JSON", async () => {
      await setFaults({ mode: 'malformed', body: { success: true, data: 'not a list' } });
      const answer = await call(server.url, '/api/blogs');
      assert.equal(answer.status, 200);
      assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
      assert.equal(answer.text, '{"success":true,"data":"not a list"}');

      await setFaults({ mode: 'malformed', body: [1, 2, 3] });
      assert.equal((await call(server.url, '/api/reviews')).text, '[1,2,3]');

      await setFaults({ mode: 'malformed' });
      assert.equal((await call(server.url, '/api/services')).text, 'null');
      await reset();
    });

    test("mode 'malformed' with raw answers that text as is", async () => {
      await setFaults({ mode: 'malformed', raw: '{"success": tru' });
      const answer = await call(server.url, '/api/services');
      assert.equal(answer.status, 200);
      assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
      assert.equal(answer.text, '{"success": tru');
      await reset();
    });

    test('routes limits the fault to the named routes', async () => {
      await setFaults({ mode: 'error', routes: ['reviews', 'blog'] });
      assert.equal((await call(server.url, '/api/reviews')).status, 500);
      assert.equal((await call(server.url, '/api/blog/1')).status, 500);
      for (const path of ['/api/blogs', '/api/teams', '/api/services', '/api/projects']) {
        assert.equal((await call(server.url, path)).status, 200, path);
      }
      await reset();
    });

    test('a new PUT replaces the previous state', async () => {
      await setFaults({ mode: 'error', routes: ['teams'] });
      await setFaults({ mode: 'error', routes: ['projects'] });
      assert.equal((await call(server.url, '/api/teams')).status, 200);
      assert.equal((await call(server.url, '/api/projects')).status, 500);
      await setFaults({ mode: 'off' });
      assert.equal((await call(server.url, '/api/projects')).status, 200);
    });

    test('an invalid fault state is a 400', async () => {
      for (const state of [{}, { mode: 'explode' }, { mode: 'error', routes: ['users'] }, { mode: 'slow', delayMs: -1 }, { mode: 'slow', delayMs: 1.5 }]) {
        const answer = await call<Envelope>(server.url, '/__faults', { method: 'PUT', json: state });
        assert.equal(answer.status, 400, JSON.stringify(state));
        assert.equal(answer.body.success, false);
      }
      assert.equal((await call(server.url, '/api/blogs')).status, 200, 'the refused states changed nothing');
    });
  });
});
