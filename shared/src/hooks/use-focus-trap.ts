import { type RefObject, useEffect, useRef } from 'react';

/** What Tab may reach, before the checks of `tabbablesIn`. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[hidden], [inert]') &&
      // jsdom lays nothing out and has no checkVisibility: there, what is not hidden counts as shown.
      (element.checkVisibility?.({ visibilityProperty: true }) ?? true),
  );
}

/**
 * The traps active now, the newest last: only it answers the keyboard (the chat opened while
 * the mobile menu is open, say). Module state is one list for the whole page: @vital/shared is
 * a federation singleton, so the host's menu and the chat remote's panel share it.
 */
const activeTraps: symbol[] = [];

export interface FocusTrapOptions {
  isActive: boolean;
  /** Escape pressed while this trap is the newest (and no control inside used the key). */
  onEscape: () => void;
  /** Given focus as the trap starts; without it, focus stays where it is (the toggle that opened a menu). */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Keeps keyboard focus inside an open panel that lies over the page (the chat panel, the mobile
 * menu), so Tab never reaches a control the panel covers: Tab after the panel's last control goes
 * to its first, Shift+Tab before its first to its last, and Tab from outside (focus lost when the
 * focused control went away, or the page clicked) goes into the panel. When the trap ends, focus
 * returns to the control that had it as the trap began (the button that opened the panel),
 * unless the visitor has since put it somewhere else.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, { isActive, onEscape, initialFocus }: FocusTrapOptions): void {
  // The newest callback, without starting the trap again (and losing its opener) on every render.
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const panel = container.current;
    if (!isActive || !panel) return;
    const trap = Symbol('focus trap');
    activeTraps.push(trap);
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    initialFocus?.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (activeTraps.at(-1) !== trap || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbables = tabbablesIn(panel);
      const index = tabbables.indexOf(document.activeElement as HTMLElement);
      const isLeaving = event.shiftKey ? index <= 0 : index === -1 || index === tabbables.length - 1;
      if (!isLeaving) return;
      event.preventDefault();
      (event.shiftKey ? tabbables.at(-1) : tabbables[0])?.focus();
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      activeTraps.splice(activeTraps.indexOf(trap), 1);
      const focused = document.activeElement;
      const isFocusInPanelOrLost = !focused || focused === document.body || panel.contains(focused);
      if (isFocusInPanelOrLost && opener?.isConnected) opener.focus();
    };
  }, [container, isActive, initialFocus]);
}
