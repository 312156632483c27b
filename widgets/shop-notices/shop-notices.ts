// WooCommerce notices on every page (woocommerce.js): the first alert notice is focused 500 ms after
// load, and again after the classic cart replaced its notices; `jQuery.scroll_to_notices`, which
// WooCommerce's cart and checkout scripts and other plugins call, keeps working without woocommerce.js.
import { focusFirstNotice, on, scrollToNotices } from '@/dom';

interface JQueryWithNotices {
  (selector: unknown): ArrayLike<Element>;
  scroll_to_notices?: (notices: unknown) => void;
}

/** A jQuery object, an element or nothing → the element to scroll to. */
function firstElementOf(notices: unknown): Element | null {
  if (notices instanceof Element) return notices;
  const first = (notices as ArrayLike<unknown> | null | undefined)?.[0];
  return first instanceof Element ? first : null;
}

function provideScrollToNotices(): () => void {
  const $ = (window as { jQuery?: JQueryWithNotices }).jQuery;
  // woocommerce.js may still be on the page: its helper stays.
  if (typeof $ !== 'function' || typeof $.scroll_to_notices === 'function') return () => undefined;
  const scrollTo = (notices: unknown): void => void scrollToNotices(firstElementOf(notices));
  $.scroll_to_notices = scrollTo;
  return () => {
    if ($.scroll_to_notices === scrollTo) delete $.scroll_to_notices;
  };
}

export function attach(): () => void {
  let cancelFocus = focusFirstNotice();
  const focusAgain = (): void => {
    cancelFocus();
    cancelFocus = focusFirstNotice();
  };
  const stopListening = [on('updated_wc_div', focusAgain), on('item_removed_from_classic_cart', focusAgain)];
  const removeHelper = provideScrollToNotices();
  return () => {
    cancelFocus();
    stopListening.forEach((stop) => stop());
    removeHelper();
  };
}
