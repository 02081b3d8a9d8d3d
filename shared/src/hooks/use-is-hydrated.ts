import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in the browser's first render of a component, true from the
 * render after it mounted. What only the browser knows (the deployment's addresses, the
 * visitor's sign-in, scripted menus) renders the server's version first, so hydration
 * always matches the server's HTML, then changes (docs/decisions/014-*).
 *
 * Not `useSyncExternalStore` with a server snapshot: React re-renders such a hook
 * synchronously, in one long task, right after hydration. The switch is a transition,
 * made in slices while the page stays responsive.
 */
export function useIsHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setIsHydrated(true));
  }, []);
  return isHydrated;
}
