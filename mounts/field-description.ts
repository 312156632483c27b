// WooCommerce form fields with a description: shown while the shopper is in the field.
import { defineBehaviour } from '../src/runtime';

export const fieldDescription = defineBehaviour({
  name: 'field-description',
  legacy: 'woocommerce',
  selector: '.woocommerce-input-wrapper',
  trigger: { on: 'intent' },
  passesPresses: true,
  load: () => import('../widgets/field-description'),
});
