import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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

const subscribeToNothing = () => () => {};

/**
 * True on the server and while React hydrates the server's HTML, false in every other render:
 * a component mounted in the browser after hydration is false from its first render. React
 * renders a component that reads it again, at once, right after hydrating it: for the few
 * components whose hydrated render must be the server's although the browser knows better
 * already (the visitor's sign-in, read before the header was hydrated; a date in the visitor's
 * format).
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
