// Puts the tab's stored cart fragments into the page at load, as cart-fragments.js did: WooCommerce
// prints every mini cart empty (`div.widget_shopping_cart_content`) and a full-page cache may print an
// old header count, so without this the mini cart stays empty and the count wrong until the shopper
// touches the cart. Session storage and the DOM only; the network refresh stays with cart-fragments.
import { emit, replaceFragments } from '@/dom';
import { readStoredFragments } from './stored-fragments';

// Every mini cart on the page is a mount point, and each one the fragments put in is found again:
// the stored cart goes in once per page load, by whichever comes first.
let isRestored = false;

export function attach(): () => void {
  if (isRestored) return () => undefined;
  isRestored = true;
  const fragments = readStoredFragments();
  if (fragments) {
    replaceFragments(fragments);
    emit('wc_fragments_loaded');
  }
  return () => undefined;
}

/** Tests only: a new page load. */
export function forgetRestore(): void {
  isRestored = false;
}
