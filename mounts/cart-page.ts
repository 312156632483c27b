// The classic cart page (templates/cart/cart.php in the `.woocommerce` block; in Elementor Pro's cart widget the
// form sits inside its two columns, `.e-cart__container`): loaded on the shopper's first interaction. Enter in a
// quantity or the coupon field before the chunk arrives would submit the form with its first button (Apply coupon;
// Update cart in Pro's widget); it is held instead and marked on the form (`data-cart-page-update`, the field's
// name: read by widgets/cart-page), and the behaviour updates the cart or applies the coupon once attached.
// A cart change another script announces before that starts it too.
import { defineBehaviour, type TriggerTools } from '../src/runtime';
import { onLegacyEvents } from './legacy-events';

function onIntentKeepingEnter(block: HTMLElement, { intent, signal }: TriggerTools): Promise<void> {
  // Left in place after mounting (a no-op then): the block lives as long as the page.
  block.addEventListener('keydown', (event) => {
    const target = event.target as HTMLInputElement;
    // Once mounted the behaviour handles Enter; after a failure the plain form post is the fallback.
    if (event.key !== 'Enter' || !target.matches('.woocommerce-cart-form :is(input.qty,[name=coupon_code])') || /mounted|failed/.test(block.dataset.islandState ?? '')) return;
    event.preventDefault();
    target.form!.setAttribute('data-cart-page-update', target.name);
  });
  // Another script's cart change (an add from a quick view or a popup, a plugin's `wc_update_cart`): cart.js
  // refreshed the whole cart on both, heard on the document. It starts the behaviour, which refreshes as it attaches
  // (`data-cart-page-refresh`, the event's name: read by widgets/cart-page).
  const changed = new Promise<void>((resolve) => {
    for (const type of ['added_to_cart', 'wc_update_cart'])
      onLegacyEvents(document, type, () => {
        if (!/mounted|failed/.test(block.dataset.islandState ?? '')) block.setAttribute('data-cart-page-refresh', type);
        resolve();
      }, signal);
  });
  return Promise.race([intent(), changed]);
}

export const cartPage = defineBehaviour({
  name: 'cart-page',
  legacy: 'wc-cart',
  selector: '.woocommerce:has(> form.woocommerce-cart-form),.woocommerce:has(> .e-cart__container form.woocommerce-cart-form)',
  trigger: { on: 'custom', when: onIntentKeepingEnter },
  load: () => import('../widgets/cart-page'),
});
