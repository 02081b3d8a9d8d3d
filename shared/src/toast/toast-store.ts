/** SPEC §9 toast constants; where the notes give two readings, the first. */
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

/** Newest first; beyond the limit the oldest drop out, so at most three are ever shown. */
export function toastReducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((t) => (t.id === action.id ? { ...t, ...action.patch } : t));
    case 'dismiss':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, isOpen: false } : t));
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}
