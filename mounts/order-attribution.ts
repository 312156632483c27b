// WooCommerce's order attribution (sourcebuster.js + order-attribution.js): found by the settings WordPress
// prints for it on every page (`<script id="wc-order-attribution-js-extra">`, kept when the script itself is
// taken out). Each page view must be counted whether or not the shopper does anything — a visitor who lands from
// an ad and clicks on within a second must still be counted from that ad — so it starts at once, as the legacy
// script ran in the footer (its chunk is 4 kB).
import { defineBehaviour } from '../src/runtime';

export const orderAttribution = defineBehaviour({
  name: 'order-attribution',
  legacy: 'wc-order-attribution',
  selector: 'script#wc-order-attribution-js-extra',
  trigger: { on: 'ready' },
  singleton: true,
  load: () => import('../widgets/order-attribution'),
});
