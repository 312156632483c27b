// The all-reviews block: the server's markup stays; the list controller (@/reviews) runs its rating
// filter, search, sort, tags, show more and numbered pages; failures show under the list with a retry.
import { useReviewList } from '@/reviews';
import type { IslandContext } from '@/runtime';
import type { AllReviewsProps } from './schema';

export function AllReviews({ mountPoint, attributes }: AllReviewsProps & IslandContext) {
  return useReviewList(mountPoint, { variant: 'all', attributes }, 'all-reviews');
}
