// WooCommerce notices on every page (woocommerce.js): the first alert notice is focused 500 ms after
// load, and again after the classic cart replaced its notices; `jQuery.scroll_to_notices`, which
// WooCommerce's cart and checkout scripts and other plugins call, keeps working without woocommerce.js.
import { focusFirstNotice, on, provideScrollToNotices } from '@/dom';

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
