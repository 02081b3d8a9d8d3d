import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { options } from 'preact';
import { forgetSentRequests, server } from '../src/api/testing/network';

// jest-fixed-jsdom keeps Node's fetch, Response, streams and TextEncoder;
// jsdom still lacks these. The demo sign-in needs crypto.subtle.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
if (!window.matchMedia) {
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

// The renderer runs effects after the next frame, which it waits for with
// requestAnimationFrame and setTimeout; jsdom paints nothing, and a test's fake
// timers would hold every effect until the clock moves. Here effects run right
// after the render that scheduled them, as React runs them in tests.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// The network: the portal API's default handlers for every test; a request
// nothing answers fails the call and is reported.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  forgetSentRequests();
  window.localStorage.clear();
});
afterAll(() => server.close());
