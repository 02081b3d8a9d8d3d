import { useSyncExternalStore } from 'react';

// Module state is safe here: @vital/shared is a federation singleton, so the
// Contact page's Live Chat button and the host's launcher see the same store.
let isOpen = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  if (isOpen === next) return;
  isOpen = next;
  listeners.forEach((listener) => listener());
}

/** Opens the chat assistant from anywhere on the site. */
export function openChat(): void {
  setOpen(true);
}

export function closeChat(): void {
  setOpen(false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the chat panel is open; re-renders when it opens or closes. */
export function useIsChatOpen(): boolean {
  return useSyncExternalStore(subscribe, () => isOpen, () => false);
}
