// Customer Reviews' reviews grid ([cusrev_reviews_grid] / its block, templates/reviews-grid.php). Loaded
// as it nears the viewport: the cards wait for their columns (the plugin's CSS shows them only then),
// and the grid's requests start from its own controls.
import { defineIsland } from '../src/runtime';

export const reviewsGrid = defineIsland({
  name: 'reviews-grid',
  selector: 'div.cr-reviews-grid',
  trigger: { on: 'visible' },
  takeover: 'append',
  load: () => import('../widgets/reviews-grid'),
});
