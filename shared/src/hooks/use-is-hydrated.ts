import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates HTML sent by the server (and on the server itself),
 * true from the next render on, and at once in a tree rendered on the client.
 * What differs between server and browser renders the server's version first,
 * so hydration always matches, then changes (docs/decisions/014-*).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
