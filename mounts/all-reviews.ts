// Customer Reviews' all-reviews shortcode / block ([cusrev_all_reviews]). Loaded as it nears the viewport.
import { defineIsland } from '../src/runtime';

export const allReviews = defineIsland({
  name: 'all-reviews',
  selector: '.cr-all-reviews-shortcode',
  trigger: { on: 'visible' },
  takeover: 'append',
  load: () => import('../widgets/all-reviews'),
});
