// What strangers write is bounded and expires (src/security/write-budget.ts, src/routes/messages.ts):
// contact messages and newsletter sign-ups together have a budget of bytes an hour, which a
// restart does not renew, and each client a share of it; old contact messages are deleted.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { countRows, type Envelope, makeTempDir, post, postFrom, queryFile, removeDir, SITE_ORIGIN, startServer, type TestServer } from './helpers.ts';

const BUDGET = 20 * 1024;
const BUSY = 'We are receiving more messages than usual. Please try again in a few minutes.';

/** An address of 254 characters, the longest the API takes. */
const longEmail = (name: string) => `${name}.${'a'.repeat(63 - name.length)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;

/** A contact message with every field as long as the API takes, the message partly of two-byte characters. */
const maximalContact = (name: string) => ({
  first_name: 'F'.repeat(100),
  last_name: 'L'.repeat(100),
  email: longEmail(name),
  phone_number: '+'.padEnd(32, '1'),
  inquiry_type: 'For Companies',
  message: 'Grüße aus Köln. '.repeat(313).slice(0, 5000),
});

/** The bytes of text plus 128 a row, of the rows written in the last hour: what the budget counts. */
const storedInLastHour = (file: string) =>
  queryFile<{ bytes: number }>(
    file,
    `SELECT
       (SELECT COALESCE(SUM(128 + length(CAST(first_name AS BLOB)) + COALESCE(length(CAST(last_name AS BLOB)), 0) + length(CAST(email AS BLOB))
          + COALESCE(length(CAST(phone_number AS BLOB)), 0) + length(CAST(inquiry_type AS BLOB)) + length(CAST(message AS BLOB))), 0)
        FROM contact_messages WHERE created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hour'))
     + (SELECT COALESCE(SUM(128 + length(CAST(email AS BLOB))), 0)
        FROM newsletter_subscribers WHERE created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hour')) AS bytes`,
  )[0]?.bytes ?? -1;

const fileBytes = (file: string) =>
  (queryFile<{ page_count: number }>(file, 'PRAGMA page_count')[0]?.page_count ?? 0) *
  (queryFile<{ page_size: number }>(file, 'PRAGMA page_size')[0]?.page_size ?? 0);

/** A refusal by the budget (503) or by a client's share or limit (429), and nothing else. */
function assertRefused(answer: { status: number; body: Envelope }, lead: string) {
  if (answer.status === 503) assert.equal(answer.body.message, BUSY);
  else {
    assert.equal(answer.status, 429, JSON.stringify(answer.body));
    assert.match(answer.body.message, new RegExp(`^${lead.replace('.', '\\.')} Please wait \\d+ seconds? and try again\\.$`));
  }
}

describe('the site-wide write budget', () => {
  let dir: string;
  let file: string;
  let server: TestServer;
  before(async () => {
    dir = makeTempDir();
    file = path.join(dir, 'portal.sqlite');
    server = await startServer({ PORTAL_WRITE_BUDGET_BYTES_PER_HOUR: String(BUDGET) }, file);
  });
  after(async () => {
    await server?.close();
    removeDir(dir);
  });

  test('40 clients sending the largest messages and sign-ups they can store no more than the budget', async () => {
    const sizeBefore = fileBytes(file);
    const clients = Array.from({ length: 40 }, (_, n) => `127.0.6.${n + 1}`);
    const answers = await Promise.all(
      clients.flatMap((address, n) => [
        ...[1, 2].map((m) => postFrom(address, server.url, '/api/contact-us', maximalContact(`c${n}m${m}`)).then((answer) => ({ answer, lead: 'Too many messages sent.' }))),
        ...[1, 2].map((m) => postFrom(address, server.url, '/api/newsletter', { email: longEmail(`n${n}m${m}`) }).then((answer) => ({ answer, lead: 'Too many newsletter sign-ups.' }))),
      ]),
    );
    const stored = answers.filter(({ answer }) => answer.status === 201).length;
    assert.ok(stored > 0, 'the first ones are stored');
    assert.ok(answers.some(({ answer }) => answer.status === 503), 'the budget is spent');
    for (const { answer, lead } of answers) if (answer.status !== 201) assertRefused(answer, lead);
    assert.equal(countRows(file, 'contact_messages') + countRows(file, 'newsletter_subscribers'), stored);

    const inLastHour = storedInLastHour(file);
    assert.ok(inLastHour <= BUDGET, `${inLastHour} bytes in the last hour`);
    const growth = fileBytes(file) - sizeBefore;
    assert.ok(growth <= BUDGET * 1.5 + 32 * 1024, `the file grew by ${growth} bytes`);
  });

  test('once it is spent, a refusal says when to come back, for an address already on the list as for a new one (nobody learns who subscribed)', async () => {
    const refused = await postFrom('127.0.6.99', server.url, '/api/contact-us', maximalContact('late'));
    assert.equal(refused.status, 503);
    assert.equal(refused.body.message, BUSY);
    const listed = queryFile<{ email: string }>(file, 'SELECT email FROM newsletter_subscribers LIMIT 1')[0]?.email;
    assert.ok(listed);
    for (const email of [listed.toUpperCase(), 'never-listed@example.com']) {
      const again = await postFrom('127.0.6.99', server.url, '/api/newsletter', { email });
      assert.equal(again.status, 503, JSON.stringify(again.body));
      assert.equal(again.body.message, BUSY);
    }
  });

  test('a refusal says to come back in a minute at least, readable by the site; a restart does not renew the budget', async () => {
    const refused = await post(server.url, '/api/newsletter', { email: 'retry@example.com' }, { origin: SITE_ORIGIN });
    assert.equal(refused.status, 503);
    assert.equal(refused.body.message, BUSY);
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter >= 60 && retryAfter <= 3660, `Retry-After: ${retryAfter}`);
    assert.equal(refused.headers.get('access-control-allow-origin'), SITE_ORIGIN);

    const rows = countRows(file, 'contact_messages') + countRows(file, 'newsletter_subscribers');
    await server.close();
    server = await startServer({ PORTAL_WRITE_BUDGET_BYTES_PER_HOUR: String(BUDGET) }, file);
    assert.equal((await postFrom('127.0.6.100', server.url, '/api/contact-us', maximalContact('after'))).status, 503);
    assert.equal((await postFrom('127.0.6.100', server.url, '/api/newsletter', { email: 'after-restart@example.com' })).status, 503);
    assert.equal(countRows(file, 'contact_messages') + countRows(file, 'newsletter_subscribers'), rows);
  });
});

describe("a client's share of the write budget", () => {
  let server: TestServer;
  const contact = maximalContact('share');
  const contactCost = 128 + Object.values(contact).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  before(async () => {
    // Room for two of those messages, and less than a third or a sign-up more.
    server = await startServer({ PORTAL_WRITE_BUDGET_PER_CLIENT_BYTES_PER_HOUR: String(2 * contactCost + 200) });
  });
  after(() => server?.close());

  test('is shared by its messages and sign-ups; past it, 429 until the hour has passed; other clients still write', async () => {
    for (const n of [1, 2]) assert.equal((await postFrom('127.0.7.1', server.url, '/api/contact-us', contact)).status, 201, `message ${n}`);
    const third = await postFrom('127.0.7.1', server.url, '/api/contact-us', contact);
    assertRefused(third, 'Too many messages sent.');
    assert.equal(third.status, 429);
    const seconds = Number(/(\d+) seconds/.exec(third.body.message)?.[1]);
    assert.ok(seconds > 3500 && seconds <= 3900, `${seconds} s`);
    const signUp = await postFrom('127.0.7.1', server.url, '/api/newsletter', { email: longEmail('share') });
    assert.equal(signUp.status, 429);
    assertRefused(signUp, 'Too many newsletter sign-ups.');
    assert.equal((await postFrom('127.0.7.2', server.url, '/api/contact-us', contact)).status, 201);
    assert.equal(countRows(server.dbFile, 'contact_messages'), 3);
  });
});

describe('contact messages', () => {
  let dir: string;
  let file: string;
  before(() => {
    dir = makeTempDir();
    file = path.join(dir, 'portal.sqlite');
  });
  after(() => removeDir(dir));

  test('older than PORTAL_CONTACT_RETENTION_DAYS (365 by default) are deleted at start; newsletter subscribers stay', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    let server = await startServer({}, file);
    const insert = server.db.prepare(
      "INSERT INTO contact_messages (first_name, email, inquiry_type, message, created_at) VALUES ('Old', 'old@example.com', 'For Companies', ?, ?)",
    );
    for (const days of [400, 366, 364, 10]) insert.run(`${days} days old`, daysAgo(days));
    server.db.prepare('INSERT INTO newsletter_subscribers (email, created_at) VALUES (?, ?)').run('reader@example.com', daysAgo(800));
    await server.close();

    server = await startServer({}, file);
    await server.close();
    const left = () => queryFile<{ message: string }>(file, 'SELECT message FROM contact_messages ORDER BY id').map((row) => row.message);
    assert.deepEqual(left(), ['364 days old', '10 days old']);
    server = await startServer({ PORTAL_CONTACT_RETENTION_DAYS: '7' }, file);
    await server.close();
    assert.deepEqual(left(), []);
    assert.equal(countRows(file, 'newsletter_subscribers'), 1);
  });
});
