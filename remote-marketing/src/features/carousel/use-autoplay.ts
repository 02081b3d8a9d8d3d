import { useEffect, useState, type FocusEvent } from 'react';
import { AUTOPLAY_INTERVAL_MS } from './carousel-logic';
import { usePrefersReducedMotion } from './use-reduced-motion';

export interface AutoplayOptions {
  /** Called every interval while autoplay runs; keep it stable (useCallback). */
  onAdvance: () => void;
  /** When it changes (the visitor moved the carousel), the interval starts over. */
  restartKey?: unknown;
  intervalMs?: number;
  /** False when there is nothing to rotate. */
  isPlayable?: boolean;
}

/**
 * Autoplay of the carousel: on by default, one step every 5 s.
 * It pauses while the pointer is over the carousel or keyboard focus is in it,
 * starts switched off when the visitor prefers reduced motion, and the
 * visitor can switch it off or on with `toggle`.
 */
export function useAutoplay({ onAdvance, restartKey, intervalMs = AUTOPLAY_INTERVAL_MS, isPlayable = true }: AutoplayOptions) {
  const isMotionReduced = usePrefersReducedMotion();
  // null until the visitor chooses: the default then follows the motion setting.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocusWithin, setHasFocusWithin] = useState(false);

  const isOn = choice ?? !isMotionReduced;
  const isRunning = isPlayable && isOn && !isHovered && !hasFocusWithin;

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setTimeout(onAdvance, intervalMs);
    return () => window.clearTimeout(timer);
  }, [isRunning, onAdvance, intervalMs, restartKey]);

  return {
    isOn,
    isRunning,
    toggle: () => setChoice(!isOn),
    /** For the whole carousel. */
    hoverHandlers: {
      onMouseEnter: () => setIsHovered(true),
      onMouseLeave: () => setIsHovered(false),
    },
    /**
     * For the part holding the stories and their controls, not the autoplay
     * button: a keyboard user who switches autoplay on should see it run.
     */
    focusHandlers: {
      onFocus: () => setHasFocusWithin(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocusWithin(false);
      },
    },
  };
}
