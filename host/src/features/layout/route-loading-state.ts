import { useLayoutEffect, useSyncExternalStore } from 'react';

let loadingCount = 0;
const listeners = new Set<() => void>();

function setLoading(delta: 1 | -1) {
  loadingCount += delta;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a page's code is still on its way (a loading state is on screen). */
export function useIsRouteLoading(): boolean {
  return useSyncExternalStore(subscribe, () => loadingCount > 0, () => false);
}

/**
 * Marks a loading state as on screen, before the browser paints it. The
 * layout keeps the footer out while it is: the page then arrives above a
 * footer that appears with it, instead of pushing a visible one down.
 */
export function useMarkRouteLoading() {
  useLayoutEffect(() => {
    setLoading(1);
    return () => setLoading(-1);
  }, []);
}
