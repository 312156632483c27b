// WooCommerce's variable-product form (templates/single-product/add-to-cart/variable.php). With nothing
// chosen, the server's form is complete (WooCommerce prints the button disabled), so it waits for the
// shopper: a press, focus or key inside it (its swatches included) loads it, and the press is replayed.
// A default variation must show its price and image by itself: then it loads as it comes into view.
import { defineIsland, type TriggerTools } from '../src/runtime';

function whenChosenOrTouched(form: HTMLElement, { intent, visible }: TriggerTools): Promise<void> {
  const hasDefault = [...form.querySelectorAll('select[name^="attribute_"]')].some((select) => (select as HTMLSelectElement).value !== '');
  return hasDefault ? Promise.race([visible(), intent()]) : intent();
}

export const variationForm = defineIsland({
  name: 'variation-form',
  selector: 'form.variations_form',
  trigger: { on: 'custom', when: whenChosenOrTouched },
  takeover: 'append',
  load: () => import('../widgets/variation-form'),
});
