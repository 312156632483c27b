// Links that say they are buttons (role="button"): Space and Enter click them. The mini cart's remove
// links are left to the mini-cart island, which handles its own keys.
import { defineBehaviour } from '../src/runtime';

export const linkButton = defineBehaviour({
  name: 'link-button',
  selector: 'a[role="button"]:not(.remove_from_cart_button)',
  trigger: { on: 'intent' },
  passesPresses: true,
  load: () => import('../widgets/link-button'),
});
