// Variation Swatches for WooCommerce: one list per attribute, printed next to the hidden dropdown it
// replaces. The server's list is complete, so it waits for the shopper: the first press, focus or key
// loads it (and the variation form around it); the press is held and replayed, and the pressed swatch
// shows as chosen at once.
import { defineIsland } from '../src/runtime';

/** The swatch pressed is marked chosen in its list right away (the island then keeps or corrects it). */
function showChosen(target: HTMLElement): void {
  const item = target.closest('li.variable-item');
  if (!item || item.matches('.disabled')) return;
  for (const sibling of item.parentElement?.children ?? []) sibling.classList.remove('selected');
  item.classList.add('selected');
}

export const variationSwatches = defineIsland({
  name: 'variation-swatches',
  selector: 'ul.variable-items-wrapper[data-attribute_name]',
  trigger: { on: 'intent' },
  feedback: showChosen,
  takeover: 'replace',
  load: () => import('../widgets/variation-swatches'),
});
