import { successStoriesSamples, useReviews, type Review } from '@vital/shared';

/**
 * The Success Stories page shows the server's reviews; a failed or unsuccessful
 * call gives the six built-in stories, and a successful empty list stays empty
 * ('No reviews yet.'), as docs/product.md, Portal API calls, says. undefined
 * while the first call runs.
 */
export function useSuccessStories(): Review[] | undefined {
  const { reviews, hasFailed } = useReviews();
  if (reviews) return reviews;
  return hasFailed ? successStoriesSamples : undefined;
}
