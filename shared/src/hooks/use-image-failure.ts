import { useCallback, useState } from 'react';

/**
 * Whether an image failed to load, for a component that shows something else instead. An
 * image in the server's HTML may fail before the page is hydrated, when no error listener is
 * there yet: the `ref` checks a complete image once. It counts as failed only when it has no
 * pixels and cannot be decoded: an SVG without a size of its own has no natural width in some
 * browsers, and some browsers refuse to decode SVG, but no image that loaded does both.
 */
export function useImageFailure(): { hasFailed: boolean; onError: () => void; ref: (image: HTMLImageElement | null) => void } {
  const [hasFailed, setHasFailed] = useState(false);
  const onError = useCallback(() => setHasFailed(true), []);
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image?.complete || image.naturalWidth > 0 || !image.getAttribute('src') || typeof image.decode !== 'function') return;
      image.decode().catch(onError);
    },
    [onError],
  );
  return { hasFailed, onError, ref };
}
