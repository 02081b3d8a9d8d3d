import type { ReviewType } from '@vital/shared';
import type { VisibleStories } from '../carousel-logic';

/** "8", "8 and 1", "8, 1 and 2". */
function listOf(numbers: readonly number[]): string {
  if (numbers.length <= 1) return numbers.join('');
  return `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

function storiesShown(visible: VisibleStories): string {
  if (visible.kind === 'one') return String(visible.number);
  if (visible.kind === 'range') return `${visible.first}-${visible.last}`;
  return listOf(visible.numbers);
}

/** Words of the success-stories carousel. */
export const carouselCopy = {
  empty: 'No reviews yet.',
  loading: 'Loading success stories…',
  /** 'Showing x-y of n success stories', reading correctly for one card and when the view wraps. */
  showing: (visible: VisibleStories, total: number) => `Showing ${storiesShown(visible)} of ${total} success stories`,
  previous: 'Previous story',
  next: 'Next story',
  pause: 'Pause autoplay',
  play: 'Start autoplay',
  dots: 'Choose a story',
  dot: (number: number, total: number) => `Show story ${number} of ${total}`,
  slide: (number: number, total: number) => `${number} of ${total}`,
  rating: (value: number, max: number) => `Rated ${value} out of ${max}`,
  results: 'Results',
  types: { professional: 'Professional', company: 'Company' } satisfies Record<ReviewType, string>,
  /** Between a previous and a current role: "Staff Nurse → Ward Manager". */
  roleChange: (from: string, to: string) => `${from} → ${to}`,
} as const;

export type CarouselCopy = typeof carouselCopy;
