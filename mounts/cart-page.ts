// The classic cart page (templates/cart/cart.php in the `.woocommerce` block): loaded on the shopper's first
// interaction. Enter in a quantity before the chunk arrives would submit the form with its first button,
// Apply coupon; it is held instead and marked on the form (`data-cart-page-update`, read by
// widgets/cart-page), and the behaviour updates the cart once attached.
import { defineBehaviour, type TriggerTools } from '../src/runtime';

function onIntentKeepingEnter(block: HTMLElement, { intent }: TriggerTools): Promise<void> {
  // Left in place after mounting (a no-op then): the block lives as long as the page.
  block.addEventListener('keydown', (event) => {
    const target = event.target as Element;
    // Once mounted the behaviour handles Enter; after a failure the plain form post is the fallback.
    if (event.key !== 'Enter' || !target.matches('input.qty') || /mounted|failed/.test(block.dataset.islandState ?? '')) return;
    event.preventDefault();
    target.closest('form')?.setAttribute('data-cart-page-update', '');
  });
  return intent();
}

export const cartPage = defineBehaviour({
  name: 'cart-page',
  selector: '.woocommerce:has(> form.woocommerce-cart-form)',
  trigger: { on: 'custom', when: onIntentKeepingEnter },
  load: () => import('../widgets/cart-page'),
});
