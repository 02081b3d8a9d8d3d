import { toReview, type Review } from '../entities';
import { useList } from './listing';

const PATH = '/api/reviews';

/**
 * The reviews as the server gave them: `reviews` is undefined until a
 * successful answer, `hasFailed` once a call has failed. Pages apply their
 * own fallback (the Success Stories page's six, the professionals page's none).
 */
export function useReviews(): { reviews: Review[] | undefined; hasFailed: boolean; isLoading: boolean } {
  const { data, error, isLoading } = useList(PATH, toReview);
  return { reviews: data, hasFailed: Boolean(error) && !data, isLoading };
}
