import { useSyncExternalStore } from 'react';
import { cardsPerView } from './carousel-logic';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const getSnapshot = () => cardsPerView(window.innerWidth);

/** How many story cards fit the current viewport, updated on resize. */
export function useCardsPerView(): 1 | 2 | 3 {
  return useSyncExternalStore(subscribe, getSnapshot, () => 3);
}
