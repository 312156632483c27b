// WooCommerce's order attribution (sourcebuster.js + order-attribution.js): found by the settings WordPress
// prints for it on every page (`<script id="wc-order-attribution-js-extra">`, kept when the script itself is
// taken out). Each page view must be counted whether or not the shopper does anything, so it starts on its
// own, once the page is idle.
import { defineBehaviour } from '../src/runtime';

export const orderAttribution = defineBehaviour({
  name: 'order-attribution',
  selector: 'script#wc-order-attribution-js-extra',
  trigger: { on: 'idle' },
  singleton: true,
  load: () => import('../widgets/order-attribution'),
});
