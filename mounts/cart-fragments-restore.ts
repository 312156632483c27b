// The mini cart WooCommerce prints empty on every page: filled at load from the tab's stored cart.
import { defineBehaviour } from '../src/runtime';

export const cartFragmentsRestore = defineBehaviour({
  name: 'cart-fragments-restore',
  legacy: 'wc-cart-fragments',
  selector: '.widget_shopping_cart_content',
  trigger: { on: 'ready' },
  load: () => import('../widgets/cart-fragments-restore'),
});
