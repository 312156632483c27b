// Customer Reviews' all-reviews shortcode / block ([cusrev_all_reviews]). Complete server markup: it
// waits for the shopper's first press, focus or key inside (fetched at idle); see mounts/reviews-block.ts.
import { defineIsland } from '../src/runtime';
import { reachReviewList, showRatingChosen } from './reachable';

export const allReviews = defineIsland({
  name: 'all-reviews',
  selector: '.cr-all-reviews-shortcode',
  prepare: reachReviewList,
  trigger: { on: 'intent' },
  feedback: showRatingChosen,
  takeover: 'append',
  load: () => import('../widgets/all-reviews'),
});
