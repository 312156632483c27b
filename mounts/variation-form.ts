// WooCommerce's variable-product form (templates/single-product/add-to-cart/variable.php). With nothing
// chosen, the server's form is complete (WooCommerce prints the button disabled), so it waits for the
// shopper: a press, focus or key inside it (its swatches included) loads it, and the press is replayed.
// A default variation must show its price and image by itself: then it loads as it comes into view.
import { defineIsland, type TriggerTools } from '../src/runtime';

/** Whether the server printed a default choice (then the form must show its variation by itself). */
export const hasDefault = (form: Element): boolean => [...form.querySelectorAll('select[name^="attribute_"]')].some((select) => (select as HTMLSelectElement).value !== '');

/**
 * WooCommerce prints the button enabled and lets its script disable it at DOM ready: do that at once,
 * so the page shows from the start that options must be chosen (the island then keeps the state).
 */
function showSelectionNeeded(form: HTMLElement): void {
  const button = form.querySelector('.single_add_to_cart_button');
  if (hasDefault(form) || !button) return;
  button.classList.add('disabled', 'wc-variation-selection-needed');
  button.setAttribute('aria-disabled', 'true');
  // The island cannot run (broken markup, a chunk that did not load): the form posts without it, so say so.
  form.addEventListener(
    'island:error',
    () => {
      button.classList.remove('disabled', 'wc-variation-selection-needed');
      button.removeAttribute('aria-disabled');
    },
    { once: true },
  );
}

function whenChosenOrTouched(form: HTMLElement, { intent, visible }: TriggerTools): Promise<void> {
  return hasDefault(form) ? Promise.race([visible(), intent()]) : intent();
}

export const variationForm = defineIsland({
  name: 'variation-form',
  legacy: 'wc-add-to-cart-variation',
  selector: 'form.variations_form',
  prepare: showSelectionNeeded,
  trigger: { on: 'custom', when: whenChosenOrTouched },
  takeover: 'append',
  load: () => import('../widgets/variation-form'),
});
