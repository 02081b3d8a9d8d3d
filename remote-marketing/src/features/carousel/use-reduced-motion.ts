import { mq } from '@vital/shared';
import { useSyncExternalStore } from 'react';

const QUERY = mq.reducedMotion.replace('@media ', '');

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const getSnapshot = () => window.matchMedia?.(QUERY).matches ?? false;

/** True while the visitor asks for reduced motion; follows changes of the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
