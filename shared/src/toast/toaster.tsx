import styled from '@emotion/styled';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { mq } from '../theme/tokens';
import { useToast } from './toast-context';
import {
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_WIDTH_PX,
  type ToastItem,
} from './toast-store';

// Newest nearest the screen's edge. On a phone the toasts come in under the header: at the
// bottom they would lie over the control just used (Send Message), which sits low on a small
// screen. From 768 px, bottom right, above the chat launcher, which sits in the same corner.
const Viewport = styled.div(({ theme }) => ({
  position: 'fixed',
  zIndex: theme.zIndices.toast,
  top: theme.layout.headerHeight,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  [mq.md]: { top: 'auto', bottom: '4.5rem', flexDirection: 'column-reverse' },
  gap: TOAST_GAP_PX,
  width: '100%',
  maxWidth: `calc(${TOAST_WIDTH_PX}px + ${theme.space[4]} * 2)`,
  margin: 0,
  padding: theme.space[4],
  outline: 'none',
  pointerEvents: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}` },
}));

const Card = styled.div<{ variant: ToastItem['variant'] }>(({ theme, variant }) => ({
  pointerEvents: 'auto',
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.space[2],
  padding: `${theme.space[3]} ${theme.space[4]}`,
  borderRadius: theme.radii.lg,
  border: `1px solid ${variant === 'destructive' ? theme.colors.danger : theme.colors.borderSoft}`,
  background: variant === 'destructive' ? theme.colors.dangerSoft : theme.colors.surface,
  color: theme.colors.text,
  boxShadow: theme.shadows.lg,
  touchAction: 'pan-y',
  transition: `transform ${theme.motion.normal} ${theme.motion.easing}, opacity ${theme.motion.normal}`,
  animation: 'vital-toast-in 200ms ease-out',
  '@keyframes vital-toast-in': {
    from: { opacity: 0, transform: 'translateY(0.5rem)' },
    to: { opacity: 1, transform: 'none' },
  },
  [mq.reducedMotion]: { animation: 'none' },
}));

const Title = styled.p(({ theme }) => ({ fontWeight: theme.fontWeights.semibold }));
const Description = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.text }));

const Close = styled.button(({ theme }) => ({
  alignSelf: 'start',
  border: 0,
  background: 'transparent',
  borderRadius: theme.radii.sm,
  width: '1.75rem',
  height: '1.75rem',
  cursor: 'pointer',
  fontSize: theme.fontSizes.lg,
  lineHeight: 1,
  color: theme.colors.textMuted,
  '&:hover': { background: theme.colors.surfaceMuted, color: theme.colors.text },
}));

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: string) => void }) {
  const [isPaused, setIsPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const duration = toast.duration ?? TOAST_DURATION_MS;

  useEffect(() => {
    if (isPaused || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [isPaused, duration, onDismiss, toast.id]);

  const onPointerDown = (event: ReactPointerEvent) => {
    // A press on a control of the toast (its ×) is a click, not a swipe: capturing the pointer
    // would send the click to the toast instead of the control.
    if (event.target instanceof Element && event.target.closest('button, a, input')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    if (start.current === null) return;
    // Judge by where the pointer was released, not by the last rendered offset.
    const distance = event.type === 'pointercancel' ? 0 : event.clientX - start.current;
    start.current = null;
    if (Math.abs(distance) >= TOAST_SWIPE_THRESHOLD_PX) onDismiss(toast.id);
    else setOffset(0);
  };

  return (
    <Card
      variant={toast.variant}
      role="status"
      aria-atomic="true"
      data-variant={toast.variant}
      style={offset ? { transform: `translateX(${offset}px)`, transition: 'none' } : undefined}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div>
        {toast.title && <Title>{toast.title}</Title>}
        {toast.description && <Description>{toast.description}</Description>}
      </div>
      <Close type="button" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        ×
      </Close>
    </Card>
  );
}

/**
 * The notification viewport: a polite live region, F8 moves focus into it.
 * A stack of `status` elements, not a list: an item with the status role is no
 * list item any more, which axe reports (list, aria-allowed-role).
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section aria-label={`Notifications (${TOAST_HOTKEY})`}>
      <Viewport ref={viewport} tabIndex={-1} aria-live="polite" aria-relevant="additions text">
        {toasts
          .filter((t) => t.isOpen)
          .map((t) => (
            <ToastCard key={t.id} toast={t} onDismiss={dismiss} />
          ))}
      </Viewport>
    </section>
  );
}
