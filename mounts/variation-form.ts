// WooCommerce's variable-product form (templates/single-product/add-to-cart/variable.php). Loaded when
// it scrolls into view (on a product page: at once), because the form must show its state — the
// disabled button, a preselected variation's price — before the shopper touches it, as the legacy
// script did at DOM ready.
import { defineIsland } from '../src/runtime';

export const variationForm = defineIsland({
  name: 'variation-form',
  selector: 'form.variations_form',
  trigger: { on: 'visible' },
  takeover: 'append',
  load: () => import('../widgets/variation-form'),
});
