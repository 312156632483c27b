// Variation Swatches for WooCommerce: one list per attribute, printed next to the hidden dropdown it
// replaces. Loaded when it scrolls into view; a click or key before that is held and replayed.
import { defineIsland } from '../src/runtime';

export const variationSwatches = defineIsland({
  name: 'variation-swatches',
  selector: 'ul.variable-items-wrapper[data-attribute_name]',
  trigger: { on: 'visible' },
  takeover: 'replace',
  load: () => import('../widgets/variation-swatches'),
});
