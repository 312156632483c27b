// Links that say they are buttons (role="button"): Space and Enter click them. The mini cart's remove
// links are left to the mini-cart island, which handles its own keys, and add-to-cart buttons to
// add-to-cart (or to add-to-cart.js when it stays on the page: a second Space handler would add twice).
import { defineBehaviour } from '../src/runtime';

export const linkButton = defineBehaviour({
  name: 'link-button',
  selector: 'a[role="button"]:not(.remove_from_cart_button,.add_to_cart_button)',
  trigger: { on: 'intent' },
  passesPresses: true,
  load: () => import('../widgets/link-button'),
});
