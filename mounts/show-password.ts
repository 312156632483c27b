// The password fields of WooCommerce's forms: the show/hide button comes when the shopper reaches one.
import { defineBehaviour } from '../src/runtime';

export const showPassword = defineBehaviour({
  name: 'show-password',
  legacy: 'woocommerce',
  selector: '.woocommerce form input[type="password"]',
  trigger: { on: 'intent' },
  load: () => import('../widgets/show-password'),
});
