// Nothing the API answered 'success' for may be lost on a restart.
// The real process (src/main.ts) is started, stopped and started again on the
// same SQLite file; then killed hard and reopened in-process.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  call,
  countRows,
  makeTempDir,
  post,
  queryFile,
  removeDir,
  spawnServer,
  startServer,
  type Envelope,
  type SpawnedServer,
} from './helpers.ts';

const PASSWORD = 'persistent-password';
const professional = {
  email: 'kept@example.com',
  first_name: 'Kept',
  last_name: 'Person',
  location: 'Lisbon',
  phone_number: '+351 912345678',
  password: PASSWORD,
};
const contact = {
  first_name: 'Kept',
  last_name: null,
  email: 'kept@example.com',
  phone_number: '+351 912345678',
  inquiry_type: 'Training Programs',
  message: 'Please keep this message.',
};

const SEEDED_TABLES = ['blogs', 'team_members', 'reviews', 'services', 'projects'] as const;
const LISTINGS = ['/api/blogs', '/api/teams', '/api/reviews', '/api/services', '/api/projects'];

describe('persistence across restarts', () => {
  let dir: string;
  let dbFile: string;
  let running: SpawnedServer | null = null;
  let userId: string;
  let seededAt: string;
  const seedCounts: Record<string, number> = {};
  const listingLengths: Record<string, number> = {};

  const seededAtValue = () => queryFile<{ value: string }>(dbFile, "SELECT value FROM meta WHERE key = 'seeded_at'")[0]?.value;

  before(() => {
    dir = makeTempDir();
    dbFile = path.join(dir, 'nested', 'portal.sqlite');
  });
  after(async () => {
    await running?.stop('SIGKILL');
    removeDir(dir);
  });

  test('first start creates and seeds the file; sign-up, contact and newsletter succeed', async () => {
    const first = await spawnServer(dbFile);
    running = first;
    const signup = await post<Envelope<{ id: string }>>(first.url, '/api/signup/professional', professional);
    assert.equal(signup.status, 201, signup.text);
    userId = signup.body.data.id;
    const sent = await post(first.url, '/api/contact-us', contact);
    assert.equal(sent.status, 201, sent.text);
    const subscribed = await post(first.url, '/api/newsletter', { email: 'kept@example.com' });
    assert.equal(subscribed.status, 201, subscribed.text);
    for (const path of LISTINGS) {
      const answer = await call<Envelope<unknown[]>>(first.url, path);
      listingLengths[path] = answer.body.data.length;
    }

    assert.equal(await first.stop('SIGTERM'), 0, `clean exit on SIGTERM:\n${first.output()}`);
    running = null;

    for (const table of SEEDED_TABLES) {
      seedCounts[table] = countRows(dbFile, table);
      assert.ok(seedCounts[table] > 0, `${table} is seeded`);
    }
    seededAt = seededAtValue() as string;
    assert.ok(seededAt);
    assert.equal(countRows(dbFile, 'users'), 1);
    assert.equal(countRows(dbFile, 'contact_messages'), 1);
    assert.equal(countRows(dbFile, 'newsletter_subscribers'), 1);
  });

  test('after a restart everything is still there and the seed is not duplicated', async () => {
    const restarted = await spawnServer(dbFile);
    running = restarted;

    const signin = await post<Envelope<{ id: string; email: string; name: string; userType: string }>>(restarted.url, '/api/signin', {
      email: professional.email,
      password: PASSWORD,
    });
    assert.equal(signin.status, 200, signin.text);
    assert.deepEqual(signin.body.data, { id: userId, email: professional.email, name: 'Kept Person', userType: 'professional' });

    const duplicate = await post(restarted.url, '/api/signup/professional', professional);
    assert.equal(duplicate.status, 409);
    // Subscribing again answers as the first time did (nobody learns who is on the list), and adds nobody.
    const subscribers = countRows(dbFile, 'newsletter_subscribers');
    const again = await post(restarted.url, '/api/newsletter', { email: 'KEPT@example.com' });
    assert.equal(again.status, 201);
    assert.equal((again.body as Envelope).message, 'Thank you for subscribing!');
    assert.equal(countRows(dbFile, 'newsletter_subscribers'), subscribers);

    for (const path of LISTINGS) {
      const answer = await call<Envelope<unknown[]>>(restarted.url, path);
      assert.equal(answer.body.data.length, listingLengths[path], `${path} is the same length as before`);
    }
    for (const table of SEEDED_TABLES) assert.equal(countRows(dbFile, table), seedCounts[table], `${table} not re-seeded`);
    assert.equal(seededAtValue(), seededAt);

    const [message] = queryFile<Record<string, unknown>>(dbFile, 'SELECT * FROM contact_messages');
    assert.deepEqual(
      { ...message, id: undefined, created_at: undefined },
      { ...contact, id: undefined, created_at: undefined },
    );
  });

  test('an answer of success survives a hard kill (SIGKILL) of the process', async () => {
    assert.ok(running);
    const sent = await post(running.url, '/api/contact-us', { ...contact, message: 'Sent just before the crash.' });
    assert.equal(sent.status, 201);
    await running.stop('SIGKILL');
    running = null;

    // Reopened in-process this time: buildApp + openDatabase on the same file.
    const reopened = await startServer({}, dbFile);
    try {
      const messages = queryFile<{ message: string }>(dbFile, 'SELECT message FROM contact_messages ORDER BY id');
      assert.deepEqual(
        messages.map((m) => m.message),
        ['Please keep this message.', 'Sent just before the crash.'],
      );
      for (const table of SEEDED_TABLES) assert.equal(countRows(dbFile, table), seedCounts[table]);
      const teams = await call<Envelope<unknown[]>>(reopened.url, '/api/teams');
      assert.equal(teams.body.data.length, listingLengths['/api/teams']);
    } finally {
      await reopened.close();
    }
  });
});
