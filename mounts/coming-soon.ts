// WooCommerce's coming-soon footer banner (LaunchYourStore.php, shop managers only). Its dismiss link
// is not focusable as printed, so the behaviour starts when the browser is idle to make it a button.
import { defineBehaviour } from '../src/runtime';

export const comingSoon = defineBehaviour({
  name: 'coming-soon',
  legacy: 'woocommerce',
  selector: '#coming-soon-footer-banner',
  trigger: { on: 'idle' },
  load: () => import('../widgets/coming-soon'),
});
