/** Toast constants (docs/product.md, Notifications); where two readings were given, the first (decision 015). */
const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 20;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const TOAST_HOTKEY = 'F8';

type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; Infinity keeps it open. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  isOpen: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'update'; id: string; patch: ToastOptions }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** The same notice: an open toast with this one's title, description and variant. */
const isSameNotice = (a: ToastItem, b: ToastItem) => a.isOpen && a.title === b.title && a.description === b.description && a.variant === b.variant;

/**
 * Newest first; beyond the limit the oldest drop out, so at most three are ever shown. A toast
 * the same as one on screen takes its place, newest and with its full time, instead of stacking.
 */
export function toastReducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state.filter((t) => !isSameNotice(t, action.toast))].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((t) => (t.id === action.id ? { ...t, ...action.patch } : t));
    case 'dismiss':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, isOpen: false } : t));
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}
