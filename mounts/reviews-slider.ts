// Customer Reviews' reviews slider ([cusrev_reviews_slider] and its block). Loaded when it scrolls into
// view. The product block's media modal also uses `.cr-reviews-slider` for its two sliders
// (`.cr-ajax-reviews-cus-images-slider-main` / `-nav`): not these.
import { defineIsland } from '../src/runtime';

export const reviewsSlider = defineIsland({
  name: 'reviews-slider',
  legacy: 'cr-reviews-slider',
  selector: 'div.cr-reviews-slider:not([class*=cus-images])',
  trigger: { on: 'visible' },
  takeover: 'replace',
  load: () => import('../widgets/reviews-slider'),
});
