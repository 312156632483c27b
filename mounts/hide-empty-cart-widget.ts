// WooCommerce's Cart widget set to "Hide if cart is empty": hidden at load while the cart is empty, as
// cart-fragments.js did (it depends on the cart, not on the shopper, so it cannot wait for intent).
import { defineBehaviour } from '../src/runtime';

export const hideEmptyCartWidget = defineBehaviour({
  name: 'hide-empty-cart-widget',
  legacy: 'wc-cart-fragments',
  selector: '.hide_cart_widget_if_empty',
  trigger: { on: 'ready' },
  load: () => import('../widgets/hide-empty-cart-widget'),
});
