// Quantity inputs outside the cart table (templates/global/quantity-input.php): raised to their `min`.
// The chunk loads at once only for an input that is below its minimum now; otherwise when the shopper
// turns to the input.
import { defineBehaviour, type TriggerTools } from '../src/runtime';

function whenBelowMinimumOrTouched(input: HTMLElement, { intent }: TriggerTools): Promise<void> {
  const field = input as HTMLInputElement;
  const min = parseFloat(field.getAttribute('min') ?? '');
  return min >= 0 && parseFloat(field.value) < min ? Promise.resolve() : intent();
}

export const quantityMinimum = defineBehaviour({
  name: 'quantity-minimum',
  legacy: 'woocommerce',
  selector: 'input.qty[min]:not(.product-quantity input)',
  trigger: { on: 'custom', when: whenBelowMinimumOrTouched },
  load: () => import('../widgets/quantity-minimum'),
});
