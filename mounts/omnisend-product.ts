// Omnisend for WooCommerce's product view (its snippet's): found by the verification tag the plugin prints
// in every page's head. On a single product page it starts once the page is idle (a view is tracked
// whether or not the shopper does anything); elsewhere it never does.
import { defineBehaviour, type TriggerTools } from '../src/runtime';

const whenOnProductPage = (_tag: HTMLElement, { idle }: TriggerTools): Promise<void> =>
  document.body.classList.contains('single-product') ? idle() : new Promise(() => undefined);

export const omnisendProduct = defineBehaviour({
  name: 'omnisend-product',
  legacy: 'omnisend-front-script.js',
  selector: 'meta[name="omnisend-site-verification"]',
  trigger: { on: 'custom', when: whenOnProductPage },
  singleton: true,
  load: () => import('../widgets/omnisend-product'),
});
