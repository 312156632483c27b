// The classic cart page (templates/cart/cart.php in the `.woocommerce` block): loaded on the shopper's first
// interaction. Enter in a quantity before the chunk arrives would submit the form with its first button,
// Apply coupon; it is held instead and marked on the form, and the behaviour updates the cart once attached.
import { defineBehaviour, type TriggerTools } from '../src/runtime';

/** Set on the cart form by an Enter the behaviour has not seen yet (read by widgets/cart-page). */
const UPDATE_ON_ATTACH = 'data-cart-page-update';

function onIntentKeepingEnter(block: HTMLElement, { intent, signal }: TriggerTools): Promise<void> {
  const onKeyDown = (event: KeyboardEvent): void => {
    const target = event.target as Element;
    // Once mounted the behaviour handles Enter; after a failure the plain form post is the fallback.
    const state = block.dataset.islandState;
    if (state === 'mounted' || state === 'failed' || event.key !== 'Enter' || !target.matches('.woocommerce-cart-form input.qty')) return;
    event.preventDefault();
    target.closest('form')?.setAttribute(UPDATE_ON_ATTACH, '');
  };
  block.addEventListener('keydown', onKeyDown);
  signal.addEventListener('abort', () => block.removeEventListener('keydown', onKeyDown), { once: true });
  return intent();
}

export const cartPage = defineBehaviour({
  name: 'cart-page',
  selector: '.woocommerce:has(> form.woocommerce-cart-form)',
  trigger: { on: 'custom', when: onIntentKeepingEnter },
  load: () => import('../widgets/cart-page'),
});
