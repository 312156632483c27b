// Mini cart lines, each with its ajax remove link: WooCommerce's (templates/cart/mini-cart.php) and Elementor
// Pro's, which its menu cart puts in their place (`div.elementor-menu-cart__product`).
import { defineIsland } from '../src/runtime';

export const miniCart = defineIsland({
  name: 'mini-cart',
  legacy: 'wc-add-to-cart',
  selector: 'li.woocommerce-mini-cart-item, div.elementor-menu-cart__product',
  trigger: { on: 'intent' },
  takeover: 'append',
  load: () => import('../widgets/mini-cart'),
});
