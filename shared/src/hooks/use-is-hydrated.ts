import { useEffect, useState } from 'react';

/**
 * False on the server and in the browser's first render of a component, true from the
 * render after it mounted. What differs between server and browser renders the server's
 * version first, so hydration always matches, then changes (docs/decisions/014-*): the
 * renderer keeps the server's attributes as they are (decision 019).
 */
export function useIsHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after mounting is the point of this hook
    setIsHydrated(true);
  }, []);
  return isHydrated;
}
