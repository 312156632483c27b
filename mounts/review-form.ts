// Customer Reviews' ajax review form (templates/cr-review-form.php) in the product block, the
// all-reviews block and the grid: only the form itself (`.cr-review-form-item-id` inside), not its
// "log in" / "not accepting reviews" variants. The form is hidden until "Add a review" opens it, and
// it loads then: when it is shown (visible) or reached (opening it focuses it), whichever is first —
// so product pages whose shoppers only read reviews never download it. What was typed into the
// server's form before it mounted is carried over.
import { defineIsland } from '../src/runtime';
import { whenShownOrReached } from './triggers';

export const reviewForm = defineIsland({
  name: 'review-form',
  legacy: 'cr-frontend-js',
  selector: '.cr-review-form-wrap:has(.cr-review-form-item-id)',
  trigger: whenShownOrReached,
  takeover: 'replace',
  load: () => import('../widgets/review-form'),
});
