import { useSyncExternalStore } from 'react';
import { useIsHydrated } from './use-is-hydrated';

/**
 * A value only the browser knows (the viewport's width, a media query), kept up to date: the
 * server's value in a component's first render, the browser's from the next. Hydration keeps
 * the server's attributes as they are (decision 019), so the first render must be the server's.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, serverValue: T): T {
  const isHydrated = useIsHydrated();
  const value = useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
  return isHydrated ? value : serverValue;
}
