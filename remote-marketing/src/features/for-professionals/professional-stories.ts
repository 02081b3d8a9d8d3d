import type { Review } from '@vital/shared';

/**
 * The stories the professionals page shows (docs/product.md, Portal API calls:
 * the list is used only if non-empty, with no built-in fallback). Professionals'
 * own stories come first; when the server has only company stories, those are
 * shown instead of nothing.
 */
export function storiesForProfessionals(reviews: readonly Review[] | undefined): Review[] {
  if (!reviews?.length) return [];
  const own = reviews.filter((review) => review.type === 'professional');
  return own.length > 0 ? own : [...reviews];
}
