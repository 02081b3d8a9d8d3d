// Page tests: a fake portal API by path, installed as the global fetch, so a
// page goes through the real client, normalisers and SWR hooks.
import { answer } from './fake-fetch';

export type ApiReply = { status?: number; body?: unknown } | Error;
type Handler = ApiReply | ((url: URL) => ApiReply | Promise<ApiReply>);

export type ApiMock = jest.Mock<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]>;

const respond = ({ status = 200, body }: { status?: number; body?: unknown }): Response => answer(status, body);

/** `{ success: true, data }`, the portal's envelope. */
export const ok = (data: unknown): ApiReply => ({ body: { success: true, data } });

/** What fetch does when the server cannot be reached. */
export const offline = (): ApiReply => new TypeError('Failed to fetch');

/**
 * Installs a global fetch that answers by path (e.g. '/api/teams'); any other
 * path is a 404. Returns the mock so a test can inspect the calls.
 */
export function mockApi(routes: Record<string, Handler>): ApiMock {
  const mock: ApiMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const handler = routes[url.pathname];
    const reply = handler === undefined ? { status: 404, body: { success: false, message: 'Not found' } } : typeof handler === 'function' ? await handler(url) : handler;
    if (reply instanceof Error) throw reply;
    return respond(reply);
  });
  Object.defineProperty(globalThis, 'fetch', { value: mock, configurable: true, writable: true });
  return mock;
}

/** A call that never answers: the page stays in its loading state for the whole test. */
export const pending = (): Promise<ApiReply> => new Promise(() => {});

/** A reply the test releases when it is ready: for asserting what shows while a call is pending. */
export function deferred(): { promise: Promise<ApiReply>; resolve: (reply: ApiReply) => void } {
  let resolve!: (reply: ApiReply) => void;
  const promise = new Promise<ApiReply>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** jsdom has no fetch of its own: removing the stand-in restores that. */
export function restoreFetch(): void {
  Reflect.deleteProperty(globalThis, 'fetch');
}
