// Mini cart line markup (templates/cart/mini-cart.php) → raw props: the remove link's key and URL.
export function readProps(item: HTMLElement): unknown {
  const remove = item.querySelector<HTMLAnchorElement>('a.remove_from_cart_button');
  return {
    cartItemKey: remove?.dataset.cart_item_key,
    removeUrl: remove?.href,
    successMessage: remove?.dataset.success_message ?? '',
  };
}
