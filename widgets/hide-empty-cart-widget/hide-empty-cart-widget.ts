// WooCommerce's Cart widget with "Hide if cart is empty": its content sits in `.hide_cart_widget_if_empty`
// and cart-fragments.js hid the whole widget (the closest `.widget_shopping_cart`) while the cart was
// empty. Here the widget follows the cart as the fragments change it, and shows as soon as an add starts.
import { on, readCookie } from '@/dom';

/** WooCommerce's cookie: "1" while the cart holds something, absent when it is empty. */
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';

/**
 * Once the fragments filled the mini cart, its lines tell; before that (WooCommerce prints it empty)
 * the cookie does, as in cart-fragments.js.
 */
function isCartEmpty(hidingBox: HTMLElement): boolean {
  const miniCart = hidingBox.querySelector('.widget_shopping_cart_content');
  if (miniCart?.firstElementChild) return !miniCart.querySelector('.woocommerce-mini-cart-item');
  return !(Number(readCookie(ITEMS_IN_CART_COOKIE)) > 0);
}

export function attach(hidingBox: HTMLElement): () => void {
  const widget = hidingBox.closest<HTMLElement>('.widget_shopping_cart') ?? hidingBox;
  const show = (isShown: boolean): void => {
    // jQuery's hide()/show(), which the theme's CSS expects: an inline display, nothing else.
    if (isShown) widget.style.removeProperty('display');
    else widget.style.display = 'none';
  };
  const follow = (): void => show(!isCartEmpty(hidingBox));
  follow();
  const stop = [
    ...(['wc_fragments_loaded', 'wc_fragments_refreshed', 'added_to_cart', 'removed_from_cart'] as const).map((name) => on(name, follow)),
    // An add is under way: the widget will have something to show (and shows the add's progress).
    on('adding_to_cart', () => show(true)),
  ];
  return () => stop.forEach((stopListening) => stopListening());
}
