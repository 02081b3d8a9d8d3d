import type { ReviewType } from '@vital/shared';

/** Words of the success-stories carousel (SPEC §4 fixes the empty text and the position label). */
export const carouselCopy = {
  empty: 'No reviews yet.',
  loading: 'Loading success stories…',
  showing: (first: number, last: number, total: number) => `Showing ${first}-${last} of ${total} success stories`,
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
