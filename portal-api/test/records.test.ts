// `pnpm --filter @vital/portal-api records`: src/records.ts lists what
// visitors sent, read from the SQLite file named by PORTAL_DB.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { makeTempDir, post, removeDir, runScript, startServer } from './helpers.ts';

describe('records command', () => {
  let dir: string;
  let dbFile: string;

  before(async () => {
    dir = makeTempDir();
    dbFile = path.join(dir, 'portal.sqlite');
    const server = await startServer({}, dbFile);
    try {
      const sent = await post(server.url, '/api/contact-us', {
        first_name: 'Recorded',
        last_name: 'Visitor',
        email: 'recorded.visitor@example.com',
        phone_number: '+49 301234567',
        inquiry_type: 'For Professionals',
        message: 'Looking for a nursing role.',
      });
      assert.equal(sent.status, 201);
      const signup = await post(server.url, '/api/signup/company', {
        email: 'hiring@recorded.example',
        name: 'Recorded GmbH',
        website: 'https://recorded.example',
        password: 'records-password',
      });
      assert.equal(signup.status, 201);
      const subscribed = await post(server.url, '/api/newsletter', { email: 'reader@example.com' });
      assert.equal(subscribed.status, 201);
    } finally {
      await server.close();
    }
  });
  after(() => {
    removeDir(dir);
  });

  test('prints the stored contact message, sign-up and subscriber', async () => {
    const result = await runScript('src/records.ts', { PORTAL_DB: dbFile });
    assert.equal(result.code, 0, result.stderr);
    const out = result.stdout;
    assert.match(out, /Contact messages \(1\)/);
    assert.match(out, /recorded\.visitor@example\.com/);
    assert.match(out, /Looking for a nursing role\./);
    assert.match(out, /\+49 301234567/);
    assert.match(out, /For Professionals/);
    assert.match(out, /Sign-ups \(1\)/);
    assert.match(out, /hiring@recorded\.example/);
    assert.match(out, /Recorded GmbH/);
    assert.match(out, /https:\/\/recorded\.example/);
    assert.match(out, /Newsletter subscribers \(1\)/);
    assert.match(out, /reader@example\.com/);
    assert.ok(!out.includes('scrypt') && !out.includes('records-password'), 'no password or hash is printed');
  });

  test('without a database it says so and creates nothing', async () => {
    const missing = path.join(dir, 'missing', 'portal.sqlite');
    const result = await runScript('src/records.ts', { PORTAL_DB: missing });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /No database yet/);
    assert.equal(fs.existsSync(missing), false);
  });
});
