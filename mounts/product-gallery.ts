// Additional Variation Images Gallery's product gallery. Loaded when it scrolls into view (on a product
// page: at once); PhotoSwipe only when the shopper first opens an image.
import { defineIsland } from '../src/runtime';

export const productGallery = defineIsland({
  name: 'product-gallery',
  selector: '.woo-variation-product-gallery[data-product_id]',
  trigger: { on: 'visible' },
  takeover: 'replace',
  load: () => import('../widgets/product-gallery'),
});
