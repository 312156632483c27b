// Variation Swatches for WooCommerce: one list per attribute, printed next to the hidden dropdown it
// replaces. The server's list is complete, so it waits for the shopper: the first press, focus or key
// loads it (and the variation form around it); the press is held and replayed, and the pressed swatch
// shows as chosen at once.
import { defineIsland, type TriggerTools } from '../src/runtime';

/** The swatch pressed is marked chosen in its list right away (the island then keeps or corrects it). */
function showChosen(target: HTMLElement): void {
  const item = target.closest('li.variable-item');
  if (!item || item.matches('.disabled')) return;
  for (const sibling of item.parentElement?.children ?? []) sibling.classList.remove('selected');
  item.classList.add('selected');
}

/**
 * The shopper's first touch of this list, or of its variation form anywhere: once one choice is made,
 * the other lists must show what it left available, so they start with the form.
 */
function whenFormTouched(list: HTMLElement, { intent, signal }: TriggerTools): Promise<void> {
  const form = list.closest('form');
  if (!form) return intent();
  return Promise.race([
    intent(),
    new Promise<void>((resolve) => {
      for (const type of ['pointerdown', 'focusin', 'keydown', 'change']) form.addEventListener(type, () => resolve(), { capture: true, once: true, signal });
    }),
  ]);
}

export const variationSwatches = defineIsland({
  name: 'variation-swatches',
  legacy: 'woo-variation-swatches',
  selector: 'ul.variable-items-wrapper[data-attribute_name]',
  trigger: { on: 'custom', when: whenFormTouched },
  feedback: showChosen,
  takeover: 'replace',
  load: () => import('../widgets/variation-swatches'),
});
