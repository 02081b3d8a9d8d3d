import { useRef, type PointerEvent } from 'react';
import { swipeStep } from './carousel-logic';

/**
 * Handlers that turn a finger (or pen) drawn across an element into a step of the carousel.
 * The element takes `touch-action: pan-y`: the page still scrolls under a vertical stroke (the
 * browser then cancels the pointer), and a horizontal one is left to these handlers. A mouse
 * drag is not a swipe: it selects text.
 */
export function useSwipe(onStep: (step: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      start.current = event.pointerType === 'mouse' ? null : { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step !== 0) onStep(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
