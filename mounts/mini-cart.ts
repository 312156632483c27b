// Mini cart lines (templates/cart/mini-cart.php), each with its ajax remove link.
import { defineIsland } from '../src/runtime';

export const miniCart = defineIsland({
  name: 'mini-cart',
  selector: 'li.woocommerce-mini-cart-item',
  trigger: { on: 'intent' },
  takeover: 'append',
  load: () => import('../widgets/mini-cart'),
});
