import { type ApiClient } from '../api-client';
import { toReview, type Review } from '../entities';
import { sampleStories } from '../fallbacks/fallback-reviews';
import { fetchList, useList } from './listing';

const PATH = '/api/reviews';

export const fetchReviews = (client: ApiClient): Promise<Review[]> =>
  fetchList(client, PATH, toReview);

/** SPEC §7: a non-empty list is used, else the two built-in stories. */
export async function getReviews(client: ApiClient): Promise<Review[]> {
  try {
    const reviews = await fetchReviews(client);
    return reviews.length ? reviews : sampleStories;
  } catch {
    return sampleStories;
  }
}

/**
 * The reviews as the server gave them: `reviews` is undefined until a
 * successful answer, `hasFailed` once a call has failed. Pages apply their
 * own fallback (the Success Stories page's six, the professionals page's none).
 */
export function useReviews(): { reviews: Review[] | undefined; hasFailed: boolean; isLoading: boolean } {
  const { data, error, isLoading } = useList(PATH, toReview);
  return { reviews: data, hasFailed: Boolean(error) && !data, isLoading };
}
