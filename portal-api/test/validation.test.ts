// Request validation (clear 400 messages): every bad
// request is refused with { success: false, message } and nothing is stored.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call, countRows, fullContact, post, startServer, type TestServer } from './helpers.ts';

const contact = fullContact;

const professional = {
  email: 'pro@example.com',
  first_name: 'Alan',
  last_name: 'Turing',
  location: 'London',
  phone_number: '+44 2079460958',
  password: 'long-enough-password',
};

const company = {
  email: 'hr@company.example',
  name: 'Company Ltd',
  phone_number: '+1 2125550100',
  website: 'https://company.example',
  location: 'New York',
  industry: 'Finance & Banking',
  password: 'long-enough-password',
};

describe('validation', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server?.close();
  });

  const postTo = (path: string, payload: unknown) => post(server.url, path, payload);

  async function rejects(path: string, payload: unknown, message: string | RegExp) {
    const answer = await postTo(path, payload);
    assert.equal(answer.status, 400, `${JSON.stringify(payload)} → ${answer.text}`);
    assert.deepEqual(Object.keys(answer.body).sort(), ['message', 'success']);
    assert.equal(answer.body.success, false);
    if (typeof message === 'string') assert.equal(answer.body.message, message);
    else assert.match(answer.body.message, message);
  }

  describe('contact', () => {
    const labels = { first_name: 'First name', email: 'Email', inquiry_type: 'Inquiry type', message: 'Message' } as const;

    test('each missing required field is named', async () => {
      for (const [field, label] of Object.entries(labels)) {
        const payload: Record<string, unknown> = { ...contact };
        delete payload[field];
        await rejects('/api/contact-us', payload, `${label} is required.`);
      }
    });

    test('whitespace-only and empty required fields count as missing', async () => {
      for (const field of ['first_name', 'message'] as const) {
        await rejects('/api/contact-us', { ...contact, [field]: '   \t ' }, `${labels[field]} is required.`);
        await rejects('/api/contact-us', { ...contact, [field]: '' }, `${labels[field]} is required.`);
      }
      await rejects('/api/contact-us', { ...contact, email: '   ' }, /email/i);
    });

    test('an invalid e-mail address is refused', async () => {
      for (const email of ['not-an-email', 'a@', '@example.com', 'a b@example.com', 'grace@example']) {
        await rejects('/api/contact-us', { ...contact, email }, 'Please enter a valid email address.');
      }
    });

    test('inquiry_type must be one of the three types', async () => {
      for (const inquiry_type of ['Other', 'for companies', '', 'For Companies ']) {
        await rejects(
          '/api/contact-us',
          { ...contact, inquiry_type },
          'Inquiry type must be one of: For Companies, For Professionals, Training Programs.',
        );
      }
    });

    test('too-long fields name their limit', async () => {
      await rejects('/api/contact-us', { ...contact, first_name: 'x'.repeat(101) }, 'First name must be at most 100 characters.');
      await rejects('/api/contact-us', { ...contact, last_name: 'x'.repeat(101) }, 'Last name must be at most 100 characters.');
      await rejects('/api/contact-us', { ...contact, phone_number: '1'.repeat(33) }, 'Phone number must be at most 32 characters.');
      await rejects('/api/contact-us', { ...contact, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.');
      await rejects('/api/contact-us', { ...contact, email: `${'a'.repeat(250)}@example.com` }, /Email|email/);
    });

    test('fields of the wrong type are refused', async () => {
      await rejects('/api/contact-us', { ...contact, first_name: 42 }, 'First name must be text.');
      await rejects('/api/contact-us', { ...contact, message: ['a'] }, 'Message must be text.');
      await rejects('/api/contact-us', { ...contact, phone_number: 2125550142 }, /Phone number must be/);
    });

    test('bodies that are not JSON objects are refused', async () => {
      for (const body of ['[]', '"text"', '42', 'null', 'true', '[{"first_name":"a"}]']) {
        const answer = await call(server.url, '/api/contact-us', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
        assert.equal(answer.status, 400, body);
        assert.deepEqual(answer.body, { success: false, message: 'The request body must be a JSON object.' });
      }
      const noBody = await call(server.url, '/api/contact-us', { method: 'POST' });
      assert.equal(noBody.status, 400);
      assert.deepEqual(noBody.body, { success: false, message: 'The request body must be a JSON object.' });
    });

    test('invalid JSON is a 400 with a clear message', async () => {
      for (const body of ['{', '{"first_name": "Grace",}', "{'first_name':'Grace'}", '']) {
        const answer = await call(server.url, '/api/contact-us', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.deepEqual(answer.body, { success: false, message: 'The request body is not valid JSON.' });
      }
    });

    test('a body that is not JSON is a 415', async () => {
      const bodies: Array<[string, string]> = [
        ['text/plain', JSON.stringify(contact)],
        ['text/plain;charset=UTF-8', JSON.stringify(contact)],
        ['application/x-www-form-urlencoded', 'first_name=Grace&email=grace%40example.com'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
        ['application/xml', '<contact/>'],
      ];
      for (const [type, body] of bodies) {
        const answer = await call(server.url, '/api/contact-us', { method: 'POST', body, headers: { 'content-type': type } });
        assert.equal(answer.status, 415, type);
        assert.deepEqual(answer.body, { success: false, message: 'Send the request as JSON (Content-Type: application/json).' });
      }
    });

    test('nothing refused was stored; optional fields are accepted as null', async () => {
      assert.equal(countRows(server.dbFile, 'contact_messages'), 0);
      const answer = await postTo('/api/contact-us', { ...contact, last_name: null, phone_number: null });
      assert.equal(answer.status, 201, answer.text);
      assert.equal(answer.body.success, true);
      const omitted = await postTo('/api/contact-us', { first_name: 'Ada', email: 'ada@example.com', inquiry_type: 'Training Programs', message: 'Hi' });
      assert.equal(omitted.status, 201, omitted.text);
      assert.equal(countRows(server.dbFile, 'contact_messages'), 2);
    });
  });

  describe('sign-up and sign-in', () => {
    test('passwords shorter than 8 characters are refused', async () => {
      await rejects('/api/signup/professional', { ...professional, password: '1234567' }, 'Password must be at least 8 characters.');
      await rejects('/api/signup/company', { ...company, password: 'short' }, 'Password must be at least 8 characters.');
      await rejects('/api/signup/company', { ...company, password: 'x'.repeat(129) }, 'Password must be at most 128 characters.');
    });

    test('a password of spaces only is refused at sign-up, whatever its length', async () => {
      const message = 'Password must contain at least one character that is not a space.';
      await rejects('/api/signup/professional', { ...professional, password: ' '.repeat(8) }, message);
      await rejects('/api/signup/company', { ...company, password: ' '.repeat(40) }, message);
      await rejects('/api/signup/company', { ...company, password: ' \t  \n   ' }, message);
      // Too short is still told first.
      await rejects('/api/signup/professional', { ...professional, password: '   ' }, 'Password must be at least 8 characters.');
    });

    test('a password with spaces and one other character is accepted by the rule', async () => {
      const answer = await postTo('/api/signup/company', { ...company, email: 'spaces@company.example', password: '       x' });
      assert.equal(answer.status, 201, answer.text);
      const signin = await postTo('/api/signin', { email: 'spaces@company.example', password: '       x' });
      assert.equal(signin.status, 200, signin.text);
    });

    test('sign-in takes any non-empty password, so accounts made under older rules still sign in', async () => {
      for (const password of ['short', '        ', 'x']) {
        const answer = await postTo('/api/signin', { email: 'nobody@example.com', password });
        assert.equal(answer.status, 401, `${JSON.stringify(password)} → ${answer.text}`);
        assert.equal(answer.body.message, 'Invalid email or password.');
      }
    });

    test('required sign-up fields are named', async () => {
      const { first_name: _first, ...noFirstName } = professional;
      await rejects('/api/signup/professional', noFirstName, 'First name is required.');
      await rejects('/api/signup/professional', { ...professional, first_name: '  ' }, 'First name is required.');
      const { password: _password, ...noPassword } = company;
      await rejects('/api/signup/company', noPassword, 'Password is required.');
      const { email: _email, ...noEmail } = professional;
      await rejects('/api/signup/professional', noEmail, 'Email is required.');
      await rejects('/api/signup/professional', { ...professional, email: 'nope' }, 'Please enter a valid email address.');
      await rejects('/api/signup/company', { ...company, name: 'x'.repeat(161) }, 'Company name must be at most 160 characters.');
      await rejects('/api/signup/professional', { ...professional, location: 'x'.repeat(121) }, 'Location must be at most 120 characters.');
    });

    test('a company website must start with http:// or https://', async () => {
      for (const website of ['www.company.example', 'ftp://company.example', 'javascript:alert(1)', 'https://', 'http:// spaced.example']) {
        await rejects('/api/signup/company', { ...company, website }, 'Website must be a web address starting with http:// or https://.');
      }
    });

    test('sign-up and sign-in bodies must be JSON objects', async () => {
      for (const path of ['/api/signup/professional', '/api/signup/company', '/api/signin', '/api/newsletter']) {
        const answer = await call(server.url, path, { method: 'POST', body: '["x"]', headers: { 'content-type': 'application/json' } });
        assert.equal(answer.status, 400, path);
        assert.deepEqual(answer.body, { success: false, message: 'The request body must be a JSON object.' });
      }
    });

    test('sign-in needs an e-mail, a password and a known account type', async () => {
      await rejects('/api/signin', { email: 'a@example.com' }, 'Password is required.');
      await rejects('/api/signin', { password: 'whatever-password' }, 'Email is required.');
      await rejects('/api/signin', { email: 'a@example.com', password: '' }, 'Password is required.');
      await rejects(
        '/api/signin',
        { email: 'a@example.com', password: 'whatever-password', userType: 'admin' },
        'Account type must be one of: professional, company.',
      );
    });

    test('newsletter needs a valid e-mail', async () => {
      await rejects('/api/newsletter', {}, 'Email is required.');
      await rejects('/api/newsletter', { email: 'not-an-email' }, 'Please enter a valid email address.');
    });

    test('nothing refused was stored', () => {
      assert.equal(countRows(server.dbFile, 'users'), 1, 'only the account with a valid password');
      assert.equal(countRows(server.dbFile, 'newsletter_subscribers'), 0);
    });
  });
});
