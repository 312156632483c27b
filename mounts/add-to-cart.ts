// Listing add-to-cart buttons: WooCommerce marks the ajax-capable ones `.ajax_add_to_cart`; a button
// without a product id stays a plain link (add-to-cart.js skips it too).
import { defineIsland } from '../src/runtime';

export const addToCart = defineIsland({
  name: 'add-to-cart',
  legacy: 'wc-add-to-cart',
  selector: '.add_to_cart_button.ajax_add_to_cart[data-product_id]:not([data-product_id=""]):not(.wc-interactive)',
  trigger: { on: 'intent' },
  // The pressed button shows add-to-cart.js's busy state at once; the island keeps it while it adds.
  feedback: (target) => target.closest('.add_to_cart_button')?.classList.add('loading'),
  takeover: 'after',
  load: () => import('../widgets/add-to-cart'),
});
