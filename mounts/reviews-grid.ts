// Customer Reviews' reviews grid ([cusrev_reviews_grid] / its block, templates/reviews-grid.php). Loaded
// a screen ahead of the viewport: a grid printed the plugin's way (cards after empty columns, shown by
// its CSS only once placed) grows when it is laid out, and that must happen before it is seen (the
// bench measured 0.05 of layout shift with the usual 200 px).
import { defineIsland } from '../src/runtime';

export const reviewsGrid = defineIsland({
  name: 'reviews-grid',
  legacy: 'cr-frontend-js',
  selector: 'div.cr-reviews-grid',
  trigger: { on: 'visible', rootMargin: '100% 0px' },
  takeover: 'append',
  load: () => import('../widgets/reviews-grid'),
});
