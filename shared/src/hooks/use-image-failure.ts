import { useCallback, useState } from 'react';

/**
 * Whether an image failed to load, for a component that shows something else instead. An
 * image in the server's HTML may fail before the page is hydrated, when no error listener is
 * there yet: the `ref` asks a complete image once whether it can be decoded.
 */
export function useImageFailure(): { hasFailed: boolean; onError: () => void; ref: (image: HTMLImageElement | null) => void } {
  const [hasFailed, setHasFailed] = useState(false);
  const onError = useCallback(() => setHasFailed(true), []);
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.getAttribute('src') && typeof image.decode === 'function') image.decode().catch(onError);
    },
    [onError],
  );
  return { hasFailed, onError, ref };
}
