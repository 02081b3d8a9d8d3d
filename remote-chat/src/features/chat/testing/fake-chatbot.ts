// The network replaced at the fetch boundary, and nothing else: jsdom has no
// fetch, so answers are minimal stand-ins with what askAssistant reads.

export type FetchMock = jest.Mock<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]>;

/** An HTTP answer; `body` is sent as is when it is a string, as JSON otherwise. */
export function reply(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) } as unknown as Response;
}

/** Installs a fetch that answers with `respond`; a returned Error becomes a rejected fetch (a network failure). */
export function installFetch(respond: (url: string, init?: RequestInit) => Response | Error | Promise<Response | Error>): FetchMock {
  const mock: FetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await respond(String(input), init);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  Object.defineProperty(globalThis, 'fetch', { value: mock, configurable: true, writable: true });
  return mock;
}

/** A bot that never answers until the request is aborted. */
export const hangingBot = (_url: string, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

/** A bot whose answer the test releases when it wants (to look at the waiting state). */
export function deferredBot() {
  let release: (answer: Response | Error) => void = () => {};
  const respond = () =>
    new Promise<Response | Error>((resolve) => {
      release = resolve;
    });
  return { respond, release: (answer: Response | Error) => release(answer) };
}

export function removeFetch(): void {
  Reflect.deleteProperty(globalThis, 'fetch');
}
