// Test support for the API tests: the network is replaced at the fetch
// boundary only. jsdom has neither `fetch` nor `Response`, so answers are
// minimal stand-ins with what the client reads (ok, status, text()).

export type FetchMock = jest.Mock<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]>;

/** An HTTP answer: `body` is sent as is when it is a string, as JSON otherwise, and empty when undefined. */
export function answer(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) } as unknown as Response;
}

/** A 200 with the portal's `{ success: true, data }` envelope. */
export const success = (data: unknown, message?: string): Response =>
  answer(200, message === undefined ? { success: true, data } : { success: true, message, data });

/** What fetch does when the server cannot be reached. */
export const networkFailure = () => new TypeError('Failed to fetch');

/**
 * A fetch that answers every call with `respond(url, init)`; a thrown error
 * (or a returned Error) becomes a rejected fetch, the way a network failure looks.
 */
export function fakeFetch(respond: (url: string, init: RequestInit | undefined) => Response | Error | Promise<Response>): FetchMock {
  return jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const reply = await respond(String(input), init);
    if (reply instanceof Error) throw reply;
    return reply;
  });
}

/** A fetch that gives the answers in order, repeating the last one. */
export function fetchSequence(...replies: Array<Response | Error>): FetchMock {
  let call = 0;
  return fakeFetch(() => {
    const reply = replies[Math.min(call, replies.length - 1)];
    call += 1;
    if (!reply) throw new Error('fetchSequence needs at least one reply');
    return reply;
  });
}

export interface SentRequest {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  /** The parsed JSON body, or undefined when none was sent. */
  body: unknown;
  hasBody: boolean;
}

/** The request of the `index`th call of a fetch mock. */
export function sentRequest(mock: FetchMock, index = 0): SentRequest {
  const call = mock.mock.calls[index];
  if (!call) throw new Error(`fetch was called ${mock.mock.calls.length} time(s); no call #${index}`);
  const [input, init] = call;
  const body = init?.body;
  return {
    url: String(input),
    method: init?.method,
    headers: { ...(init?.headers as Record<string, string> | undefined) },
    body: typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined,
    hasBody: body !== undefined && body !== null,
  };
}

/** Replaces the global fetch (used by hooks, whose client is built from the site config). */
export function installGlobalFetch(mock: FetchMock): FetchMock {
  Object.defineProperty(globalThis, 'fetch', { value: mock, configurable: true, writable: true });
  return mock;
}

/** jsdom has no fetch of its own: removing the stand-in restores it. */
export function removeGlobalFetch(): void {
  Reflect.deleteProperty(globalThis, 'fetch');
}
