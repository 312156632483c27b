// The archive's result count (templates/loop/result-count.php), a live region. It is announced again
// after the page reloaded sorted or filtered (a query string), unless WooCommerce's product-filters
// block, which announces results itself, is on the page.
import { defineBehaviour } from '../src/runtime';

function whenReloadedWithQuery(): Promise<void> {
  const isFiltered = location.search.length > 1 && !document.querySelector('[data-wp-interactive="woocommerce/product-filters"]');
  return isFiltered ? Promise.resolve() : new Promise(() => undefined);
}

export const resultCount = defineBehaviour({
  name: 'result-count',
  legacy: 'woocommerce',
  selector: '.woocommerce-result-count',
  trigger: { on: 'custom', when: whenReloadedWithQuery },
  load: () => import('../widgets/result-count'),
});
