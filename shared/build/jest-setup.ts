import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { forgetSentRequests, server } from '../src/api/testing/network';

// jest-fixed-jsdom keeps Node's fetch, Response, streams and TextEncoder;
// jsdom still lacks these. The demo sign-in needs crypto.subtle.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
// A test file may run in Node's environment (`@jest-environment node`): a server render.
const hasWindow = typeof window !== 'undefined';
if (hasWindow && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The network: the portal API's default handlers for every test; a request
// nothing answers fails the call and is reported.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  forgetSentRequests();
  if (hasWindow) window.localStorage.clear();
});
afterAll(() => server.close());
