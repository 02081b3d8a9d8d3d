import { createContext, useContext, useId } from 'react';

const IdPrefixContext = createContext('');

/**
 * Gives every `useDomId` below it a prefix of its own. Each root of the page (the host's
 * shell, each remote's island) counts its ids from the start, so each has a prefix.
 */
export const IdPrefixProvider = IdPrefixContext.Provider;

/**
 * An id for an element, the same on the server and in the browser and unique in the page.
 * What React's `identifierPrefix` did, which the renderer (Preact, decision 019) lacks:
 * use this, never `useId` (lint enforces it).
 */
export function useDomId(): string {
  return useContext(IdPrefixContext) + useId();
}
