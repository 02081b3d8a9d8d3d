// The success-stories carousel as pure functions (docs/product.md, Carousel and
// motion; decision 008), so every rule is tested without a browser. The
// component and hooks only wire them up.
import { tokens } from '@vital/shared';

/** A new story slides in every 5 seconds. */
export const AUTOPLAY_INTERVAL_MS = 5000;
/** A finger must travel this far across the stories, more across than down, to move the carousel. */
export const SWIPE_MIN_PX = 40;
/** A card shows at most this many result badges. */
const MAX_RESULT_BADGES = 2;
export const MAX_RATING = 5;

/** 1 card under 768 px, 2 under 1024 px, otherwise 3. */
export function cardsPerView(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth < tokens.breakpoints.md) return 1;
  if (viewportWidth < tokens.breakpoints.lg) return 2;
  return 3;
}

/** Any index, however far past either end, brought back into 0…count-1. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count);
export const previousIndex = (index: number, count: number) => wrapIndex(index - 1, count);

/**
 * Positions shown from `start`: `perView` of them, wrapping past the end, and
 * never the same story twice in one view.
 */
export function visibleIndexes(start: number, perView: number, count: number): number[] {
  const shown = Math.min(perView, count);
  return Array.from({ length: shown }, (_, offset) => wrapIndex(start + offset, count));
}

/**
 * The stories on screen, by their 1-based numbers, in the shape the position
 * label reads best: one story; a range when they run in order ("1-3"); or,
 * when the view wraps past the end, each number in the order shown ("8, 1
 * and 2"), since a range that runs backwards ("8-2") reads as nonsense.
 */
export type VisibleStories =
  | { kind: 'one'; number: number }
  | { kind: 'range'; first: number; last: number }
  | { kind: 'wrapped'; numbers: number[] };

export function visibleStories(start: number, perView: number, count: number): VisibleStories {
  const numbers = visibleIndexes(start, perView, count).map((index) => index + 1);
  const first = numbers[0] ?? 0;
  const last = numbers[numbers.length - 1] ?? 0;
  if (numbers.length <= 1) return { kind: 'one', number: first };
  if (last > first) return { kind: 'range', first, last };
  return { kind: 'wrapped', numbers };
}

/**
 * Where a swipe across the stories moves the carousel, from how far the finger travelled across
 * (`dx`, rightwards positive) and down (`dy`): leftwards to the next story (1), rightwards to the
 * one before (-1); a short or mostly vertical stroke (the page scrolling) does nothing (0).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Width of the progress bar in percent: how far through the list the view has moved. */
export function progressPercent(start: number, count: number): number {
  if (count <= 0) return 0;
  return ((wrapIndex(start, count) + 1) / count) * 100;
}

/** At most two result badges per card. */
export function resultBadges(results: readonly string[]): string[] {
  return results.slice(0, MAX_RESULT_BADGES);
}

export type StarFill = 'full' | 'half' | 'empty';

/**
 * Five stars for a rating of 0–5 (out-of-range values are clamped, a missing
 * one counts as 5), rounded to the nearest half star.
 */
export function ratingStars(rating: number): { stars: StarFill[]; value: number } {
  const clamped = Number.isFinite(rating) ? Math.min(MAX_RATING, Math.max(0, rating)) : MAX_RATING;
  const value = Math.round(clamped * 2) / 2;
  const stars = Array.from({ length: MAX_RATING }, (_, index): StarFill => {
    if (value >= index + 1) return 'full';
    if (value >= index + 0.5) return 'half';
    return 'empty';
  });
  return { stars, value };
}
