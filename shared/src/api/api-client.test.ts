// The portal API client and the write operations: the calls and their error
// messages (docs/product.md, Portal API calls). MSW answers at the network boundary; the client uses the
// real fetch, and everything else is the real code.
import type { User } from '../auth/user';
import { ApiError, NETWORK_ERROR, createApiClient, readEnvelope, requireSuccess, type ApiClient } from './api-client';
import { contactUs, type ContactMessage } from './operations/contact-us';
import { SIGN_IN_FAILED, signIn } from './operations/sign-in';
import { signupCompany, type CompanySignup } from './operations/signup-company';
import { signupProfessional, type ProfessionalSignup } from './operations/signup-professional';
import { HttpResponse } from 'msw';
import { answerApi, networkError, noAnswer, ok, reply, requestCount, sentRequest, type Reply } from './testing/network';
import { TEST_API_BASE as API } from './testing/handlers';

const user: User = { id: '17', email: 'sam@example.com', name: 'Sam Lee', userType: 'professional' };
const contact: ContactMessage = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: { dialCode: '+44', number: '7700 900123' },
  inquiryType: 'For Companies',
  message: 'We need five engineers.',
};
const professional: ProfessionalSignup = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: { dialCode: '+1', number: '555 0100' },
  location: 'London',
  password: 'secret-pass',
};
const company: CompanySignup = {
  companyName: 'Acme Ltd',
  email: 'hr@acme.example',
  phone: { dialCode: '+1', number: '555 0199' },
  website: 'https://acme.example',
  location: 'Boston',
  industry: 'Manufacturing',
  password: 'secret-pass',
};

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
}

interface PostCall {
  name: string;
  path: string;
  defaultMessage: string;
  call: (client: ApiClient) => Promise<unknown>;
  /** The data of a successful answer. */
  okData: unknown;
}

// The four POST calls with their default messages.
const postCalls: PostCall[] = [
  { name: 'signIn', path: '/api/signin', defaultMessage: 'Sign in failed', okData: user, call: (c) => signIn(c, { email: user.email, password: 'pw', userType: 'professional' }) },
  { name: 'contactUs', path: '/api/contact-us', defaultMessage: 'Contact form submission failed', okData: null, call: (c) => contactUs(c, contact) },
  { name: 'signupProfessional', path: '/api/signup/professional', defaultMessage: 'Signup failed', okData: user, call: (c) => signupProfessional(c, professional) },
  { name: 'signupCompany', path: '/api/signup/company', defaultMessage: 'Signup failed', okData: { ...user, userType: 'company' }, call: (c) => signupCompany(c, company) },
];

describe.each(postCalls)('$name: POST $path', ({ path, defaultMessage, call, okData }) => {
  const answer = (...replies: [Reply, ...Reply[]]) => answerApi(path, ...replies);

  it('sends a JSON POST to `${apiBase}/api/…`', async () => {
    answer(ok(okData));
    await call(createApiClient(API));

    expect(requestCount()).toBe(1);
    const request = await sentRequest();
    expect(request.url).toBe(`${API}${path}`);
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json');
    expect(request.hasBody).toBe(true);
    expect(typeof request.body).toBe('object');
  });

  it.each(['http://api.test/', 'http://api.test///'])('trims the trailing slash of the base %s', async (base) => {
    answer(ok(okData));
    await call(createApiClient(base));
    expect((await sentRequest()).url).toBe(`${API}${path}`);
  });

  it.each([400, 401, 409, 422, 500, 503])('a non-OK %i answer yields its message field', async (status) => {
    answer(reply(status, { success: false, message: 'The email has already been taken.' }));
    const error = await rejectionOf(call(createApiClient(API)));
    expect(error.message).toBe('The email has already been taken.');
    expect(error.status).toBe(status);
  });

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['an HTML body', '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>'],
    ['plain text', 'Internal Server Error'],
    ['a JSON null', 'null'],
    ['a JSON list', ['message']],
    ['no message field', { success: false, errors: { email: ['taken'] } }],
    ['a numeric message', { message: 42 }],
    ['an object message', { message: { text: 'nested' } }],
    ['a list message', { message: ['a', 'b'] }],
    ['a null message', { message: null }],
    ['an empty message', { message: '' }],
    ['a blank message', { message: '   \n\t ' }],
  ])(`a non-OK answer with %s yields the default '${defaultMessage}'`, async (_, body) => {
    answer(reply(500, body));
    const error = await rejectionOf(call(createApiClient(API)));
    expect(error.message).toBe(defaultMessage);
    expect(error.status).toBe(500);
  });

  it("a fetch that rejects yields 'Network error occurred'", async () => {
    answer(networkError);
    const error = await rejectionOf(call(createApiClient(API)));
    expect(error.message).toBe(NETWORK_ERROR);
    expect(error.status).toBeNull();
  });

  it("a body that cannot be read yields 'Network error occurred'", async () => {
    // The headers arrive, then the connection drops: reading the body fails.
    const lost = new ReadableStream({ start: (stream) => stream.error(new TypeError('network lost')) });
    answer(() => new HttpResponse(lost, { status: 200 }));
    const error = await rejectionOf(call(createApiClient(API)));
    expect(error.message).toBe(NETWORK_ERROR);
  });

  it('a 200 with success: false yields its message', async () => {
    answer(reply(200, { success: false, message: 'Invalid credentials' }));
    const error = await rejectionOf(call(createApiClient(API)));
    expect(error.message).toBe('Invalid credentials');
  });

  it.each<[string, unknown]>([
    ['success: false without a message', { success: false }],
    ['success: false with a blank message', { success: false, message: '  ' }],
    ['success: false with a non-string message', { success: false, message: 7 }],
    ['no success flag', { data: {} }],
    ['success as the string "true"', { success: 'true', data: {} }],
    ['an HTML page', '<html><body>Welcome</body></html>'],
    ['an empty body', undefined],
  ])(`a 200 with %s yields '${defaultMessage}'`, async (_, body) => {
    answer(reply(200, body));
    const error = await rejectionOf(call(createApiClient(API)));
    expect(error.message).toBe(defaultMessage);
  });

  it('cuts a very long server message to 300 characters', async () => {
    const long = 'x'.repeat(10_000);
    answer(reply(422, { message: long }), reply(200, { success: false, message: long }));
    const fromError = await rejectionOf(call(createApiClient(API)));
    expect(fromError.message).toBe('x'.repeat(300));
    const fromFailure = await rejectionOf(call(createApiClient(API)));
    expect(fromFailure.message).toBe('x'.repeat(300));
  });

  it('trims the server message', async () => {
    answer(reply(400, { message: '  Try again later.  ' }));
    const error = await rejectionOf(call(createApiClient(API)));
    expect(error.message).toBe('Try again later.');
  });

  it('gives up without an answer at its deadline, 15 s unless told otherwise, with the network error', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    try {
      let signal: AbortSignal | undefined;
      answer((info) => {
        signal = info.request.signal;
        return noAnswer(info);
      });
      const error = await rejectionOf(call(createApiClient(API, 50)));
      expect(error.message).toBe(NETWORK_ERROR);
      expect(signal?.aborted).toBe(true);
      expect(timeout).toHaveBeenLastCalledWith(50);

      answer(ok(okData));
      await call(createApiClient(API));
      expect(timeout).toHaveBeenLastCalledWith(15_000);
    } finally {
      timeout.mockRestore();
    }
  });
});

describe('signIn (credentials object; success returns data)', () => {
  it('posts the credentials and returns the user {id, email, name, userType}', async () => {
    answerApi('/api/signin', ok({ ...user, token: 'secret-token', role: 'admin' }));
    const result = await signIn(createApiClient(API), { email: '  sam@example.com ', password: ' pw ', userType: 'company' });

    expect(result).toEqual(user);
    expect(Object.keys(result).sort()).toEqual(['email', 'id', 'name', 'userType']);
    expect((await sentRequest()).body).toEqual({ email: 'sam@example.com', password: ' pw ', userType: 'company' });
  });

  it('accepts a numeric id and returns it as a string', async () => {
    answerApi('/api/signin', ok({ ...user, id: 17 }));
    const result = await signIn(createApiClient(API), { email: 'a@b.co', password: 'pw', userType: 'professional' });
    expect(result.id).toBe('17');
  });

  it.each<[string, unknown]>([
    ['no data', undefined],
    ['null data', null],
    ['a string', 'Sam'],
    ['a list', [user]],
    ['no id', { email: user.email, name: user.name, userType: user.userType }],
    ['an empty id', { ...user, id: '' }],
    ['an object id', { ...user, id: { $oid: '1' } }],
    ['no email', { id: '1', name: 'Sam', userType: 'professional' }],
    ['a numeric name', { ...user, name: 5 }],
    ['an unknown user type', { ...user, userType: 'admin' }],
  ])("rejects a malformed user (%s) with 'Sign in failed'", async (_, data) => {
    answerApi('/api/signin', reply(200, { success: true, data }));
    const error = await rejectionOf(signIn(createApiClient(API), { email: 'a@b.co', password: 'pw', userType: 'professional' }));
    expect(error.message).toBe(SIGN_IN_FAILED);
  });
});

describe('contactUs and the sign-ups on success', () => {
  it("contactUs resolves with the server's message, or null without one", async () => {
    answerApi('/api/contact-us', ok(null, 'Thanks!'), reply(200, { success: true }));
    await expect(contactUs(createApiClient(API), contact)).resolves.toBe('Thanks!');
    await expect(contactUs(createApiClient(API), contact)).resolves.toBeNull();
  });

  it('signupProfessional and signupCompany return the created user, or null when the answer carries none', async () => {
    answerApi('/api/signup/professional', ok(user));
    answerApi('/api/signup/company', ok({ ok: 1 }));
    await expect(signupProfessional(createApiClient(API), professional)).resolves.toEqual(user);
    await expect(signupCompany(createApiClient(API), company)).resolves.toBeNull();
  });
});

describe('readEnvelope and requireSuccess', () => {
  it.each<[unknown, ReturnType<typeof readEnvelope>]>([
    [{ success: true, message: ' ok ', data: [1] }, { success: true, message: 'ok', data: [1] }],
    [{ success: 1, data: [] }, { success: false, message: null, data: [] }],
    [{ message: 3 }, { success: false, message: null, data: undefined }],
    [null, { success: false, message: null, data: undefined }],
    ['text', { success: false, message: null, data: undefined }],
    [undefined, { success: false, message: null, data: undefined }],
  ])('reads %p defensively', (json, expected) => {
    expect(readEnvelope(json)).toEqual(expected);
  });

  it('requireSuccess returns the data of a successful envelope and throws the message or default otherwise', () => {
    expect(requireSuccess({ success: true, data: { a: 1 } }, 'Nope')).toEqual({ a: 1 });
    expect(() => requireSuccess({ success: false, message: 'Denied' }, 'Nope')).toThrow(new ApiError('Denied', 200));
    expect(() => requireSuccess({ success: false }, 'Nope')).toThrow('Nope');
  });
});

describe('ApiError', () => {
  it('is an Error named ApiError with the status, null when the server was not reached', () => {
    const error = new ApiError('Network error occurred', null);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBeNull();
  });
});
