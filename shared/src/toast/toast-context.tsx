import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { TOAST_REMOVE_DELAY_MS, toastReducer, type ToastItem, type ToastOptions } from './toast-store';

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: ToastOptions) => void;
}

export interface ToastContextValue {
  toasts: ToastItem[];
  toast: (options: ToastOptions) => ToastHandle;
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);
ToastContext.displayName = 'ToastContext';

let counter = 0;
const nextId = () => `toast-${Date.now().toString(36)}-${(counter += 1)}`;

/** Holds the toast list for the whole site; the host renders one <Toaster /> under it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const scheduleRemoval = useCallback((id: string) => {
    if (removalTimers.current.has(id)) return;
    removalTimers.current.set(
      id,
      setTimeout(() => {
        removalTimers.current.delete(id);
        dispatch({ type: 'remove', id });
      }, TOAST_REMOVE_DELAY_MS),
    );
  }, []);

  useEffect(() => {
    const timers = removalTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const dismiss = useCallback(
    (id?: string) => {
      dispatch({ type: 'dismiss', id });
      if (id) scheduleRemoval(id);
    },
    [scheduleRemoval],
  );

  const toast = useCallback(
    (options: ToastOptions): ToastHandle => {
      const id = nextId();
      dispatch({ type: 'add', toast: { variant: 'default', ...options, id, isOpen: true } });
      return {
        id,
        dismiss: () => dismiss(id),
        update: (patch) => dispatch({ type: 'update', id, patch }),
      };
    },
    [dismiss],
  );

  // Dismissing all at once schedules every closed toast for removal.
  useEffect(() => {
    toasts.filter((t) => !t.isOpen).forEach((t) => scheduleRemoval(t.id));
  }, [toasts, scheduleRemoval]);

  const value = useMemo(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** Hands the site's toasts to a page island (decision 014). */
export function ToastBridgeProvider({ value, children }: { value: ToastContextValue; children: ReactNode }) {
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** The one toast API of the site, for the host and every remote. */
export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast() needs the host’s ToastProvider above it');
  return value;
}
