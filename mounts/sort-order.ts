// The archive's sort-order form (templates/loop/orderby.php): submitted when the order changes.
import { defineBehaviour } from '../src/runtime';

export const sortOrder = defineBehaviour({
  name: 'sort-order',
  legacy: 'woocommerce',
  selector: 'form.woocommerce-ordering',
  trigger: { on: 'intent' },
  load: () => import('../widgets/sort-order'),
});
