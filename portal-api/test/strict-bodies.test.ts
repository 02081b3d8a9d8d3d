// Strict request bodies: a field a route does not know, or a field of the wrong
// type, is a 400 with a clear message, and nothing is stored; each row is built
// only from its own route's fields.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { countRows, fullContact, post, queryFile, startServer, type TestServer } from './helpers.ts';

const professional = {
  email: 'strict.pro@example.com',
  first_name: 'Katherine',
  last_name: 'Johnson',
  location: 'Hampton, USA',
  phone_number: '+1 7575550100',
  password: 'orbital-mechanics',
};

const company = {
  email: 'strict.hr@company.example',
  name: 'Strict Ltd',
  phone_number: '+1 2125550100',
  website: 'https://strict.example',
  location: 'New York',
  industry: 'Finance & Banking',
  password: 'long-enough-password',
};

const contact = fullContact;

const TABLES = ['users', 'contact_messages', 'newsletter_subscribers'] as const;

describe('strict request bodies', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server?.close();
  });

  const counts = () => Object.fromEntries(TABLES.map((table) => [table, countRows(server.dbFile, table)]));

  /** A 400 with exactly { success: false, message } and no row written anywhere. */
  async function refused(path: string, payload: unknown, message: string | RegExp) {
    const before = counts();
    const answer = await post(server.url, path, payload);
    assert.equal(answer.status, 400, `${path} ${JSON.stringify(payload).slice(0, 200)} → ${answer.text}`);
    assert.deepEqual(Object.keys(answer.body).sort(), ['message', 'success']);
    assert.equal(answer.body.success, false);
    if (typeof message === 'string') assert.equal(answer.body.message, message);
    else assert.match(answer.body.message, message);
    assert.deepEqual(counts(), before, 'nothing was stored');
  }

  // Also proves ajv's removeAdditional is off: with it on, these fields would be dropped and the requests accepted.
  test('an unknown field is refused on every route that takes a body', async () => {
    await refused('/api/signin', { email: 'a@example.com', password: 'whatever-password', remember: true }, 'Unknown field: remember.');
    await refused('/api/signup/professional', { ...professional, role: 'admin' }, 'Unknown field: role.');
    await refused('/api/signup/company', { ...company, is_admin: true }, 'Unknown field: is_admin.');
    await refused('/api/contact-us', { ...contact, priority: 'high' }, 'Unknown field: priority.');
    await refused('/api/newsletter', { email: 'news@example.com', name: 'News' }, 'Unknown field: name.');
  });

  test("a field of the other account type is unknown: no website or industry on a professional's sign-up", async () => {
    await refused('/api/signup/professional', { ...professional, website: 'https://pro.example' }, 'Unknown field: website.');
    await refused('/api/signup/professional', { ...professional, industry: 'x'.repeat(20_000) }, 'Unknown field: industry.');
    await refused('/api/signup/company', { ...company, first_name: 'Ada' }, 'Unknown field: first_name.');
  });

  test('a long or strange unknown field name is cut short in the message', async () => {
    const answer = await post(server.url, '/api/newsletter', { email: 'news@example.com', ['k'.repeat(5000)]: 1 });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, `Unknown field: ${'k'.repeat(40)}….`);
    const control = await post(server.url, '/api/newsletter', { email: 'news@example.com', 'a\u0000b\u202ec': 1 });
    assert.equal(control.status, 400);
    assert.equal(control.body.message, 'Unknown field: abc.');
  });

  test('text fields of another type are a 400 "must be text", never stored as numbers', async () => {
    await refused('/api/signup/professional', { ...professional, last_name: 12.5 }, 'Last name must be text.');
    for (const value of [{}, [], true, 42, ['Ada']]) {
      await refused('/api/signup/professional', { ...professional, first_name: value }, 'First name must be text.');
    }
    await refused('/api/signup/company', { ...company, name: 7 }, 'Company name must be text.');
    await refused('/api/signup/company', { ...company, industry: { sector: 'Finance' } }, 'Industry must be text.');
    await refused('/api/signup/company', { ...company, phone_number: 2125550100 }, 'Phone number must be text.');
    await refused('/api/contact-us', { ...contact, last_name: false }, 'Last name must be text.');
    await refused('/api/signin', { email: 'a@example.com', password: 12345678 }, 'Password must be text.');
    await refused('/api/signin', { email: ['a@example.com'], password: 'whatever-password' }, 'Email must be text.');
    await refused('/api/newsletter', { email: null }, 'Email must be text.');
  });

  test('a website that is not http(s) is refused on the company sign-up', async () => {
    for (const website of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x']) {
      await refused('/api/signup/company', { ...company, website }, 'Website must be a web address starting with http:// or https://.');
    }
  });

  test('an over-long industry is refused on the company sign-up', async () => {
    await refused('/api/signup/company', { ...company, industry: 'x'.repeat(20_000) }, 'Industry must be at most 120 characters.');
  });

  test('accepted sign-ups store only their own fields', async () => {
    const pro = await post(server.url, '/api/signup/professional', professional);
    assert.equal(pro.status, 201, pro.text);
    const co = await post(server.url, '/api/signup/company', company);
    assert.equal(co.status, 201, co.text);
    const rows = queryFile<Record<string, unknown>>(
      server.dbFile,
      'SELECT email, user_type, name, first_name, last_name, phone_number, location, website, industry FROM users ORDER BY id',
    );
    assert.deepEqual(rows, [
      {
        email: professional.email,
        user_type: 'professional',
        name: 'Katherine Johnson',
        first_name: 'Katherine',
        last_name: 'Johnson',
        phone_number: professional.phone_number,
        location: professional.location,
        website: null,
        industry: null,
      },
      {
        email: company.email,
        user_type: 'company',
        name: 'Strict Ltd',
        first_name: null,
        last_name: null,
        phone_number: company.phone_number,
        location: company.location,
        website: company.website,
        industry: company.industry,
      },
    ]);
    const sent = await post(server.url, '/api/contact-us', contact);
    assert.equal(sent.status, 201, sent.text);
    const subscribed = await post(server.url, '/api/newsletter', { email: 'news@example.com' });
    assert.equal(subscribed.status, 201, subscribed.text);
  });
});
