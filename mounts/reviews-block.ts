// Customer Reviews' ajax reviews block on product pages (templates/cr-ajax-product-reviews.php).
// Loaded when it nears the viewport (200 px): the reviews tab sits below the fold, and its controls
// are plain server markup until then (a click on them before mounting does nothing harmful).
import { defineIsland } from '../src/runtime';

export const reviewsBlock = defineIsland({
  name: 'reviews-block',
  selector: '.cr-reviews-ajax-reviews',
  trigger: { on: 'visible' },
  takeover: 'append',
  load: () => import('../widgets/reviews-block'),
});
