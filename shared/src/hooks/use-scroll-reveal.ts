import { useEffect, useRef } from 'react';

/** Reveal once about 10% is visible, 50 px before the bottom edge, 100 ms per step. */
const REVEAL_THRESHOLD = 0.1;
export const REVEAL_STEP_MS = 100;
// 50 px in from the bottom edge. The observed area also reaches far above
// the viewport, so an element the visitor jumped past (End key, fast scroll) counts
// as seen and is not left hidden.
const OBSERVER_ROOT_MARGIN = '100000px 0px -50px 0px';

/**
 * Marks an element to animate in the first time it scrolls into view.
 * Only elements that start below the fold are ever hidden, and only once the
 * script runs: content is never held back waiting for JavaScript, and nothing
 * moves under reduced motion or without IntersectionObserver.
 *
 * Where an element starts is read from the observer's first report, not from
 * getBoundingClientRect: with a page full of cards, a read after each card's
 * write would force one layout per card while the page starts.
 */
export function useScrollReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let isFirstReport = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting) {
          if (!isFirstReport) element.dataset.reveal = 'shown';
          observer.disconnect();
        } else if (isFirstReport) {
          element.dataset.reveal = 'hidden';
        }
        isFirstReport = false;
      },
      { threshold: REVEAL_THRESHOLD, rootMargin: OBSERVER_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
