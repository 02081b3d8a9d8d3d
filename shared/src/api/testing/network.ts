// The network of the unit tests: one MSW server with the portal API's default
// handlers, started for every test file by the Jest setup
// (shared/build/jest-setup.ts), and the few helpers tests use to change an
// answer for one case. The code under test runs unchanged, with the real
// fetch and real Responses; MSW answers at the network boundary.
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { apiUrl, envelope, handlers } from './handlers';

export const server = setupServer(...handlers);

/** A reply to one request: an MSW response resolver. */
export type Reply = HttpResponseResolver;

/** 200 with the portal's `{ success: true, data }` envelope (and message). */
export const ok =
  (data: unknown, message?: string): Reply =>
  () =>
    HttpResponse.json(envelope(data, message));

/** `status` with `body`: sent as is when it is a string, as JSON otherwise, and empty when undefined. */
export const reply =
  (status: number, body?: unknown): Reply =>
  () =>
    body === undefined
      ? new HttpResponse(null, { status })
      : typeof body === 'string'
        ? new HttpResponse(body, { status })
        : HttpResponse.json(body, { status });

/** The server cannot be reached: fetch rejects with a TypeError, as it does when the API is down. */
export const networkError: Reply = () => HttpResponse.error();

/** No answer, ever (until the request is aborted). */
export const noAnswer: Reply = () => delay('infinite');

/**
 * Answers `path` of the test API (any method) with the replies in turn, the
 * last one repeating, e.g. `answerApi('/api/blogs', networkError, ok(posts))`.
 */
export function answerApi(path: string, ...replies: [Reply, ...Reply[]]): void {
  let call = 0;
  server.use(
    http.all(apiUrl(path), (info) => {
      const next = replies[Math.min(call, replies.length - 1)] as Reply;
      call += 1;
      return next(info);
    }),
  );
}

/** `path` answers `{ success: true, data }` (and message). */
export const apiOk = (path: string, data: unknown, message?: string) => answerApi(path, ok(data, message));

/** `path` cannot be reached. */
export const apiDown = (path: string) => answerApi(path, networkError);

/** `path` never answers: what is on screen while the call is pending stays there. */
export const apiPending = (path: string) => answerApi(path, noAnswer);

/** `path` waits for the test: `release(ok(data))` answers the call, to look at the state before and after. */
export function apiHeld(path: string): { release: (answer: Reply) => void } {
  let release: (answer: Reply) => void = () => {};
  const answer = new Promise<Reply>((resolve) => (release = resolve));
  answerApi(path, async (info) => (await answer)(info));
  return { release: (next) => release(next) };
}

/** A request as the code under test sent it. */
export interface SentRequest {
  method: string;
  url: string;
  /** Header names in lower case, as fetch keeps them. */
  headers: Record<string, string>;
  /** The parsed JSON body; undefined without one (or when it is not JSON). */
  body: unknown;
  hasBody: boolean;
}

const sent: Array<Promise<SentRequest>> = [];
/** Tests waiting for a request that has not gone out yet. */
const waiting = new Set<() => void>();
/** The real clock, kept before a test can install fake timers. */
const realSetTimeout = globalThis.setTimeout;

server.events.on('request:start', ({ request }) => {
  const copy = request.clone();
  const hasBody = copy.body !== null;
  sent.push(
    copy.text().then((text) => {
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      return { method: copy.method, url: copy.url, headers: Object.fromEntries(copy.headers), body, hasBody };
    }),
  );
  for (const wake of waiting) wake();
});

/**
 * How many requests have been sent in this test so far (any address). fetch
 * hands a request to MSW a few ticks after it is called: count once the page
 * has reacted (or after `await sentRequest(n)`), not in the same tick.
 */
export const requestCount = () => sent.length;

/** The `index`th request sent in this test, waited for (about a second at most) if it has not gone out yet. */
export async function sentRequest(index = 0): Promise<SentRequest> {
  for (let waited = 0; waited < 1000; waited += 50) {
    const request = sent[index];
    if (request) return request;
    await new Promise<void>((resolve) => {
      const wake = () => {
        waiting.delete(wake);
        resolve();
      };
      waiting.add(wake);
      realSetTimeout(wake, 50);
    });
  }
  const request = sent[index];
  if (!request) throw new Error(`${sent.length} request(s) were sent; there is no request #${index}`);
  return request;
}

/** Forgets the requests of the test that ended (the Jest setup calls it after each test). */
export function forgetSentRequests(): void {
  sent.length = 0;
}
