// Omnisend for WooCommerce (omnisend-front-script.js, omnisend-checkout-script.js): the checkout's e-mail
// field, classic or block (the block checkout renders it later; the scan finds it then). It starts when the
// shopper focuses or changes that field; on the checkout page (omnisend_checkout_vars printed) it starts at
// idle, since a started checkout is reported at load.
import { defineBehaviour, type TriggerTools } from '../src/runtime';

function whenIdentifyNeeded(field: HTMLElement, { signal, idle }: TriggerTools): Promise<void> {
  if (!('omnisend_woo_data' in window)) return new Promise(() => undefined); // the plugin is not on this shop
  return new Promise((resolve) => {
    if ('omnisend_checkout_vars' in window) void idle().then(resolve);
    for (const type of ['focusin', 'change']) field.addEventListener(type, () => resolve(), { once: true, signal });
  });
}

export const omnisendIdentify = defineBehaviour({
  name: 'omnisend-identify',
  legacy: 'omnisend-front-script.js',
  selector: '#billing_email, .wc-block-components-text-input > #email',
  trigger: { on: 'custom', when: whenIdentifyNeeded },
  passesPresses: true,
  load: () => import('../widgets/omnisend-identify'),
});
