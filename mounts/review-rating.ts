// WooCommerce's own review form without Customer Reviews (`#review_form form#commentform` with its
// `select#rating`): the rating becomes WooCommerce's stars. Customer Reviews' forms are claimed first by
// comment-form, which draws their stars itself. It sits in the Reviews tab, usually hidden, and loads when
// it is shown or reached.
import { defineBehaviour } from '../src/runtime';
import { whenShownOrReached } from './triggers';

export const reviewRating = defineBehaviour({
  name: 'review-rating',
  legacy: 'wc-single-product',
  selector: '#review_form form#commentform',
  trigger: whenShownOrReached,
  load: () => import('../widgets/review-rating'),
});
