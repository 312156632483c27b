// The store notice (woocommerce_demo_store()): printed hidden; shown at once unless it was dismissed.
import { defineBehaviour } from '../src/runtime';

export const storeNotice = defineBehaviour({
  name: 'store-notice',
  legacy: 'woocommerce',
  selector: '.woocommerce-store-notice',
  trigger: { on: 'ready' },
  load: () => import('../widgets/store-notice'),
});
