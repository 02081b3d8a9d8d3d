// SPEC §7 (calls) and §8 (error catalogue) for the portal API client and the
// write operations. Only fetch is replaced; everything else is the real code.
import type { User } from '../auth/user';
import { ApiError, NETWORK_ERROR, createApiClient, readEnvelope, requireSuccess, type ApiClient } from './api-client';
import { BLOG_NOT_FOUND, getBlog } from './operations/blog';
import { getBlogs } from './operations/blogs';
import { CONTACT_FAILED, contactUs, type ContactMessage } from './operations/contact-us';
import { getProjects } from './operations/projects';
import { getReviews } from './operations/reviews';
import { getServices } from './operations/services';
import { SIGN_IN_FAILED, signIn } from './operations/sign-in';
import { signupCompany, type CompanySignup } from './operations/signup-company';
import { SIGNUP_FAILED, signupProfessional, type ProfessionalSignup } from './operations/signup-professional';
import { getTeams } from './operations/teams';
import { answer, fakeFetch, fetchSequence, networkFailure, sentRequest, success } from './testing/fake-fetch';

const API = 'http://api.test';

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

// SPEC §7: the four POST rows with their §8 defaults.
const postCalls: PostCall[] = [
  { name: 'signIn', path: '/api/signin', defaultMessage: 'Sign in failed', okData: user, call: (c) => signIn(c, { email: user.email, password: 'pw', userType: 'professional' }) },
  { name: 'contactUs', path: '/api/contact-us', defaultMessage: 'Contact form submission failed', okData: null, call: (c) => contactUs(c, contact) },
  { name: 'signupProfessional', path: '/api/signup/professional', defaultMessage: 'Signup failed', okData: user, call: (c) => signupProfessional(c, professional) },
  { name: 'signupCompany', path: '/api/signup/company', defaultMessage: 'Signup failed', okData: { ...user, userType: 'company' }, call: (c) => signupCompany(c, company) },
];

describe('error constants (SPEC §8)', () => {
  it('match the catalogue', () => {
    expect(NETWORK_ERROR).toBe('Network error occurred');
    expect(SIGN_IN_FAILED).toBe('Sign in failed');
    expect(CONTACT_FAILED).toBe('Contact form submission failed');
    expect(SIGNUP_FAILED).toBe('Signup failed');
    expect(BLOG_NOT_FOUND).toBe('Blog not found');
  });
});

describe.each(postCalls)('$name: POST $path', ({ path, defaultMessage, call, okData }) => {
  it('sends a JSON POST to `${apiBase}/api/…`', async () => {
    const fetchMock = fetchSequence(success(okData));
    await call(createApiClient(API, fetchMock));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = sentRequest(fetchMock);
    expect(request.url).toBe(`${API}${path}`);
    expect(request.method).toBe('POST');
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(request.headers.Accept).toBe('application/json');
    expect(request.hasBody).toBe(true);
    expect(typeof request.body).toBe('object');
  });

  it.each(['http://api.test/', 'http://api.test///'])('trims the trailing slash of the base %s', async (base) => {
    const fetchMock = fetchSequence(success(okData));
    await call(createApiClient(base, fetchMock));
    expect(sentRequest(fetchMock).url).toBe(`${API}${path}`);
  });

  it.each([400, 401, 409, 422, 500, 503])('a non-OK %i answer yields its message field', async (status) => {
    const fetchMock = fetchSequence(answer(status, { success: false, message: 'The email has already been taken.' }));
    const error = await rejectionOf(call(createApiClient(API, fetchMock)));
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
    const fetchMock = fetchSequence(answer(500, body));
    const error = await rejectionOf(call(createApiClient(API, fetchMock)));
    expect(error.message).toBe(defaultMessage);
    expect(error.status).toBe(500);
  });

  it("a fetch that rejects yields 'Network error occurred'", async () => {
    const fetchMock = fetchSequence(networkFailure());
    const error = await rejectionOf(call(createApiClient(API, fetchMock)));
    expect(error.message).toBe(NETWORK_ERROR);
    expect(error.status).toBeNull();
  });

  it("a body that cannot be read yields 'Network error occurred'", async () => {
    const broken = { ok: true, status: 200, text: () => Promise.reject(new TypeError('network lost')) } as unknown as Response;
    const error = await rejectionOf(call(createApiClient(API, fetchSequence(broken))));
    expect(error.message).toBe(NETWORK_ERROR);
  });

  it('a 200 with success: false yields its message', async () => {
    const fetchMock = fetchSequence(answer(200, { success: false, message: 'Invalid credentials' }));
    const error = await rejectionOf(call(createApiClient(API, fetchMock)));
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
    const error = await rejectionOf(call(createApiClient(API, fetchSequence(answer(200, body)))));
    expect(error.message).toBe(defaultMessage);
  });

  it('cuts a very long server message to 300 characters', async () => {
    const long = 'x'.repeat(10_000);
    const fromError = await rejectionOf(call(createApiClient(API, fetchSequence(answer(422, { message: long })))));
    expect(fromError.message).toBe('x'.repeat(300));
    const fromFailure = await rejectionOf(call(createApiClient(API, fetchSequence(answer(200, { success: false, message: long })))));
    expect(fromFailure.message).toBe('x'.repeat(300));
  });

  it('trims the server message', async () => {
    const error = await rejectionOf(call(createApiClient(API, fetchSequence(answer(400, { message: '  Try again later.  ' })))));
    expect(error.message).toBe('Try again later.');
  });

  it('gives up after 15 s without an answer with the network error', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = fakeFetch(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const outcome = call(createApiClient(API, fetchMock)).then(
        () => 'resolved',
        (error: unknown) => error,
      );
      await jest.advanceTimersByTimeAsync(14_999);
      expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(NETWORK_ERROR);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('signIn (SPEC §7: credentials object; success returns data)', () => {
  it('posts the credentials and returns the user {id, email, name, userType}', async () => {
    const fetchMock = fetchSequence(success({ ...user, token: 'secret-token', role: 'admin' }));
    const result = await signIn(createApiClient(API, fetchMock), { email: '  sam@example.com ', password: ' pw ', userType: 'company' });

    expect(result).toEqual(user);
    expect(Object.keys(result).sort()).toEqual(['email', 'id', 'name', 'userType']);
    expect(sentRequest(fetchMock).body).toEqual({ email: 'sam@example.com', password: ' pw ', userType: 'company' });
  });

  it('accepts a numeric id and returns it as a string', async () => {
    const result = await signIn(createApiClient(API, fetchSequence(success({ ...user, id: 17 }))), { email: 'a@b.co', password: 'pw', userType: 'professional' });
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
    const error = await rejectionOf(signIn(createApiClient(API, fetchSequence(answer(200, { success: true, data }))), { email: 'a@b.co', password: 'pw', userType: 'professional' }));
    expect(error.message).toBe(SIGN_IN_FAILED);
  });
});

describe('contactUs and the sign-ups on success', () => {
  it("contactUs resolves with the server's message, or null without one", async () => {
    await expect(contactUs(createApiClient(API, fetchSequence(success(null, 'Thanks!'))), contact)).resolves.toBe('Thanks!');
    await expect(contactUs(createApiClient(API, fetchSequence(answer(200, { success: true }))), contact)).resolves.toBeNull();
  });

  it('signupProfessional and signupCompany return the created user, or null when the answer carries none', async () => {
    await expect(signupProfessional(createApiClient(API, fetchSequence(success(user))), professional)).resolves.toEqual(user);
    await expect(signupCompany(createApiClient(API, fetchSequence(success({ ok: 1 }))), company)).resolves.toBeNull();
  });
});

describe('GET calls (SPEC §7)', () => {
  it.each<[string, string, (client: ApiClient) => Promise<unknown>]>([
    ['/api/projects', '/api/projects', getProjects],
    ['/api/blogs', '/api/blogs', getBlogs],
    ['/api/blog/{id}', '/api/blog/42', (c) => getBlog(c, '42')],
    ['/api/teams', '/api/teams', getTeams],
    ['/api/reviews', '/api/reviews', getReviews],
    ['/api/services', '/api/services', getServices],
  ])('GET %s without a body or Content-Type', async (_, path, call) => {
    const fetchMock = fetchSequence(success(path === '/api/blog/42' ? { id: 42, title: 'Post' } : []));
    await call(createApiClient(`${API}/`, fetchMock));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = sentRequest(fetchMock);
    expect(request.url).toBe(`${API}${path}`);
    expect(request.method).toBe('GET');
    expect(request.hasBody).toBe(false);
    expect(request.headers).toEqual({ Accept: 'application/json' });
  });

  it('getBlog encodes the id into one path segment', async () => {
    const fetchMock = fetchSequence(success({ id: 1, title: 'Post' }));
    await getBlog(createApiClient(API, fetchMock), '../admin?x=1');
    expect(sentRequest(fetchMock).url).toBe(`${API}/api/blog/..%2Fadmin%3Fx%3D1`);
  });

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['an HTML body', '<html><body>Not Found</body></html>'],
    ['a numeric message', { message: 404 }],
    ['a blank message', { message: ' ' }],
  ])("getBlog: a non-OK answer with %s yields 'Blog not found'", async (_, body) => {
    const error = await rejectionOf(getBlog(createApiClient(API, fetchSequence(answer(404, body))), '99'));
    expect(error.message).toBe(BLOG_NOT_FOUND);
  });

  it("getBlog: any failed detail fetch is 'Blog not found' (SPEC §8), even when the server words it otherwise", async () => {
    const error = await rejectionOf(getBlog(createApiClient(API, fetchSequence(answer(404, { message: 'No query results for model [App\\Models\\Blog] 99' }))), '99'));
    expect(error.message).toBe(BLOG_NOT_FOUND);
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
