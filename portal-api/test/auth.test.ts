// Sign-up and sign-in (scrypt hashes, duplicate e-mail
// rejected, every sign-up stored). scrypt takes about half a second per hash, so
// this file keeps the number of hashing calls small.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { countRows, post, queryFile, startServer, type Envelope, type TestServer } from './helpers.ts';

interface PublicUser {
  id: string;
  email: string;
  name: string;
  userType: 'professional' | 'company';
}

interface UserRow {
  id: number;
  email: string;
  user_type: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  location: string | null;
  website: string | null;
  industry: string | null;
  password_hash: string;
  created_at: string;
}

const PRO_PASSWORD = 'Turing-Test-1950';
const COMPANY_PASSWORD = 'Northwind#Data#2026';

const professional = {
  email: 'Ada.Lovelace@Example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  location: 'London, United Kingdom',
  phone_number: '+44 2079460958',
  password: PRO_PASSWORD,
};

const company = {
  email: 'talent@northwind.example',
  name: 'Northwind Analytics',
  phone_number: '+1 2125550142',
  website: 'https://northwind.example/careers',
  location: 'New York, USA',
  industry: 'IT & Technology',
  password: COMPANY_PASSWORD,
};

const DUPLICATE = /already exists/;

describe('sign-up and sign-in', () => {
  let server: TestServer;
  /** Every answer's raw text, to check that no password or hash ever leaves the server. */
  const answers: string[] = [];
  let proUser: PublicUser;
  let companyUser: PublicUser;

  const send = async (path: string, payload: unknown) => {
    const answer = await post<Envelope<PublicUser>>(server.url, path, payload);
    answers.push(answer.text);
    return answer;
  };
  const userRow = (email: string) => queryFile<UserRow>(server.dbFile, 'SELECT * FROM users WHERE email = ?', email)[0];

  before(async () => {
    // Ten sign-ups from one client in a few seconds; the limits are tested in rate-limits.test.ts.
    server = await startServer({ PORTAL_RATE_SIGNUP_PER_CLIENT: '100' });
  });
  after(async () => {
    await server?.close();
  });

  test('a professional signs up: 201 with { id, email, name, userType }', async () => {
    const answer = await send('/api/signup/professional', professional);
    assert.equal(answer.status, 201, answer.text);
    assert.equal(answer.body.success, true);
    assert.equal(answer.body.message, 'Account created successfully.');
    proUser = answer.body.data;
    assert.deepEqual(Object.keys(proUser).sort(), ['email', 'id', 'name', 'userType']);
    assert.equal(typeof proUser.id, 'string');
    assert.match(proUser.id, /^\d+$/);
    assert.equal(proUser.email, professional.email);
    assert.equal(proUser.name, 'Ada Lovelace');
    assert.equal(proUser.userType, 'professional');
  });

  test('every professional field is stored, the password only as a scrypt hash', () => {
    const row = userRow(professional.email);
    assert.ok(row, 'the user is in the users table');
    assert.equal(String(row.id), proUser.id);
    assert.equal(row.user_type, 'professional');
    assert.equal(row.name, 'Ada Lovelace');
    assert.equal(row.first_name, 'Ada');
    assert.equal(row.last_name, 'Lovelace');
    assert.equal(row.phone_number, '+44 2079460958');
    assert.equal(row.location, 'London, United Kingdom');
    assert.equal(row.website, null);
    assert.equal(row.industry, null);
    assert.match(row.created_at, /^\d{4}-\d\d-\d\dT/);
    assert.ok(row.password_hash.startsWith('scrypt$'), row.password_hash);
    assert.ok(!row.password_hash.includes(PRO_PASSWORD));
    assert.equal(row.password_hash.split('$').length, 6);
  });

  test('a company signs up: 201, named after the company', async () => {
    const answer = await send('/api/signup/company', company);
    assert.equal(answer.status, 201, answer.text);
    assert.equal(answer.body.success, true);
    companyUser = answer.body.data;
    assert.deepEqual(Object.keys(companyUser).sort(), ['email', 'id', 'name', 'userType']);
    assert.equal(companyUser.email, company.email);
    assert.equal(companyUser.name, 'Northwind Analytics');
    assert.equal(companyUser.userType, 'company');
    assert.notEqual(companyUser.id, proUser.id);

    const row = userRow(company.email);
    assert.ok(row);
    assert.equal(row.user_type, 'company');
    assert.equal(row.name, 'Northwind Analytics');
    assert.equal(row.first_name, null);
    assert.equal(row.last_name, null);
    assert.equal(row.phone_number, '+1 2125550142');
    assert.equal(row.website, 'https://northwind.example/careers');
    assert.equal(row.location, 'New York, USA');
    assert.equal(row.industry, 'IT & Technology');
    assert.ok(row.password_hash.startsWith('scrypt$'));
    assert.ok(!row.password_hash.includes(COMPANY_PASSWORD));
  });

  test('a company with only e-mail and password (others null) is accepted', async () => {
    const answer = await send('/api/signup/company', {
      email: 'jobs@minimal.example',
      name: null,
      phone_number: null,
      website: null,
      location: null,
      industry: null,
      password: 'minimal-password',
    });
    assert.equal(answer.status, 201, answer.text);
    assert.equal(answer.body.data.userType, 'company');
    assert.equal(answer.body.data.name, 'jobs', 'without a name the local part of the e-mail is shown');
    const row = userRow('jobs@minimal.example');
    assert.ok(row);
    for (const field of ['phone_number', 'website', 'location', 'industry', 'first_name', 'last_name'] as const) {
      assert.equal(row[field], null, field);
    }
  });

  test('a duplicate e-mail is refused with 409, whatever its letter case or account type', async () => {
    const before = countRows(server.dbFile, 'users');
    for (const [path, payload] of [
      ['/api/signup/professional', professional],
      ['/api/signup/professional', { ...professional, email: professional.email.toLowerCase() }],
      ['/api/signup/professional', { ...professional, email: professional.email.toUpperCase() }],
      ['/api/signup/company', { ...company, email: professional.email.toLowerCase() }],
      ['/api/signup/company', { ...company, email: 'TALENT@Northwind.Example' }],
    ] as const) {
      const answer = await send(path, payload);
      assert.equal(answer.status, 409, `${payload.email}: ${answer.text}`);
      assert.equal(answer.body.success, false);
      assert.match(answer.body.message, DUPLICATE);
    }
    assert.equal(countRows(server.dbFile, 'users'), before);
  });

  test('a password among the commonest is refused with 400, whatever its letter case, and nothing is stored', async () => {
    const before = countRows(server.dbFile, 'users');
    for (const [path, password] of [
      ['/api/signup/professional', 'password'],
      ['/api/signup/professional', 'Password1'],
      ['/api/signup/company', 'QWERTY123'],
      ['/api/signup/company', '12345678'],
    ] as const) {
      const answer = await send(path, { ...(path.endsWith('company') ? company : professional), email: 'common@example.com', password });
      assert.equal(answer.status, 400, `${password}: ${answer.text}`);
      assert.equal(answer.body.message, 'This password is one of the most common ones, which are tried first on every account. Choose another.');
    }
    assert.equal(countRows(server.dbFile, 'users'), before);
  });

  test('two simultaneous sign-ups with one e-mail: exactly one succeeds', async () => {
    const payload = { ...professional, email: 'race@example.com', password: 'race-password-1' };
    const answers = await Promise.all([
      send('/api/signup/professional', payload),
      send('/api/signup/professional', { ...payload, email: 'Race@Example.com' }),
    ]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409]);
    assert.match(answers.find((a) => a.status === 409)?.body.message ?? '', DUPLICATE);
    assert.equal(queryFile(server.dbFile, 'SELECT id FROM users WHERE email = ?', 'race@example.com').length, 1);
  });

  test('sign-in with the right password returns the user, without the hash', async () => {
    const answer = await send('/api/signin', { email: professional.email.toLowerCase(), password: PRO_PASSWORD });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.success, true);
    assert.deepEqual(answer.body.data, proUser);

    const withType = await send('/api/signin', { email: company.email, password: COMPANY_PASSWORD, userType: 'company' });
    assert.equal(withType.status, 200, withType.text);
    assert.deepEqual(withType.body.data, companyUser);
  });

  test('a wrong password or an unknown e-mail is 401 "Invalid email or password."', async () => {
    for (const payload of [
      { email: professional.email, password: `${PRO_PASSWORD}x` },
      { email: 'nobody@example.com', password: PRO_PASSWORD },
    ]) {
      const answer = await send('/api/signin', payload);
      assert.equal(answer.status, 401, answer.text);
      assert.deepEqual(answer.body, { success: false, message: 'Invalid email or password.' });
    }
  });

  test('the wrong account type is 401 with a message that names the right tab', async () => {
    const answer = await send('/api/signin', { email: company.email, password: COMPANY_PASSWORD, userType: 'professional' });
    assert.equal(answer.status, 401, answer.text);
    assert.equal(answer.body.success, false);
    assert.match(answer.body.message, /company account/);
    assert.match(answer.body.message, /Company tab/);
  });

  test('no answer ever contained a password or a hash', () => {
    assert.ok(answers.length >= 10);
    for (const text of answers) {
      for (const secret of [PRO_PASSWORD, COMPANY_PASSWORD, 'minimal-password', 'race-password-1', 'scrypt', 'password_hash']) {
        assert.ok(!text.includes(secret), `answer leaks ${secret}: ${text}`);
      }
    }
  });
});
