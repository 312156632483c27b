// WooCommerce form fields with a description: shown while the shopper is in the field.
import { defineBehaviour } from '../src/runtime';

export const fieldDescription = defineBehaviour({
  name: 'field-description',
  selector: '.woocommerce-input-wrapper',
  trigger: { on: 'intent' },
  load: () => import('../widgets/field-description'),
});
