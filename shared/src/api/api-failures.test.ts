// What the API client tells the host's field reports: a call the API or the network failed (a 5xx, no
// answer), never one the API refused for what was sent (a 4xx), with the code that made the client.
// MSW answers at the network boundary; the client is the real one.
import { ApiError, createApiClient, onApiFailure, type ApiFailure } from './api-client';
import { answerApi, networkError, ok, reply } from './testing/network';
import { TEST_API_BASE as API } from './testing/handlers';

const failures: ApiFailure[] = [];

beforeEach(() => {
  failures.length = 0;
  onApiFailure((failure) => failures.push(failure));
});

afterEach(() => {
  onApiFailure(null);
});

const options = { defaultMessage: 'It failed' };
const settled = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

describe('onApiFailure', () => {
  it.each([500, 502, 503])('hears of a %s, with the method and the path without its query', async (status) => {
    answerApi('/api/blogs', reply(status, { success: false, message: 'Database down' }));
    const error = await settled(createApiClient(API).get('/api/blogs?email=ada@example.com', options));

    expect(error).toBeInstanceOf(ApiError);
    expect(failures).toEqual([expect.objectContaining({ method: 'GET', path: '/api/blogs', status })]);
  });

  it('hears of a call that got no answer, with no status', async () => {
    answerApi('/api/contact-us', networkError);
    await settled(createApiClient(API).post('/api/contact-us', { ...options, body: { name: 'Ada' } }));

    expect(failures).toEqual([expect.objectContaining({ method: 'POST', path: '/api/contact-us', status: null })]);
  });

  it.each([400, 401, 404, 409, 422, 429])('does not hear of a %s, the answer to what was sent', async (status) => {
    answerApi('/api/signup', reply(status, { success: false, message: 'Email taken' }));
    await settled(createApiClient(API).post('/api/signup', { ...options, body: {} }));

    expect(failures).toEqual([]);
  });

  it('does not hear of a call that succeeded', async () => {
    answerApi('/api/blogs', ok([]));
    await createApiClient(API).get('/api/blogs', options);

    expect(failures).toEqual([]);
  });

  it('gives the stack of where the client was made, which names the code that asked', async () => {
    answerApi('/api/blogs', reply(500));
    const client = (function madeByThePage() {
      return createApiClient(API);
    })();
    await settled(client.get('/api/blogs', options));

    expect(failures[0]?.caller?.stack).toContain('madeByThePage');
  });

  it('keeps no caller for clients made while nobody listens (the server’s renders)', async () => {
    onApiFailure(null);
    const client = createApiClient(API);
    onApiFailure((failure) => failures.push(failure));
    answerApi('/api/blogs', reply(500));
    await settled(client.get('/api/blogs', options));

    expect(failures).toEqual([{ method: 'GET', path: '/api/blogs', status: 500 }]);
  });

  it('still fails the call as before when the listener throws', async () => {
    onApiFailure(() => {
      throw new Error('the listener broke');
    });
    answerApi('/api/blogs', reply(503, { message: 'Try later' }));
    const error = await settled(createApiClient(API).get('/api/blogs', options));

    expect(error).toEqual(new ApiError('Try later', 503));
  });
});
