// Elementor Pro's menu cart (`woocommerce-menu-cart`), as its menu-cart.js ran it: the toggle
// (`a.elementor-menu-cart__toggle_button`, the subtotal and the count) opens the cart panel by the class
// `elementor-menu-cart--shown` on the widget, which Pro's CSS shows; a press outside the panel, its close button
// or Escape closes it. `data-settings`: `cart_type` (`side-cart`, a panel from the side over a dimmed page, or
// `mini-cart`, a dropdown under the toggle), `open_cart` (`click` or `mouseover`) and `automatically_open_cart`
// (`yes`: opened after an add, and at load when Pro says the page's own request added a product).
//
// The panel's content and the toggle's subtotal and count are WooCommerce's cart fragments (the cart-fragments
// island applies them: `div.widget_shopping_cart_content`, and Pro's two toggle spans). Pro also asked its own
// `elementor_menu_cart_fragments` for the whole toggle after every cart change: the same subtotal and count a
// second time, once per menu cart, so it is not sent. A line's remove link is the mini-cart island's.
//
// Better than the script it replaces: the side cart is a modal dialog (the focus moved in, kept inside, given back
// to the toggle on close, the page held still); the dropdown a disclosure (Escape gives the focus back); the close
// button a button; the toggle says what it controls and keeps saying whether it is open after fragments replace
// it; the closed panel is out of the keyboard's and screen readers' way (inert: Pro only scaled it to nothing); the
// focus on a line's remove link moves to the panel when the line goes. On the cart and checkout pages the toggle is
// a link to the cart, as Pro meant (its test needed both pages at once).
import { focusablesIn, keepTabInside, on } from '@/dom';
import { focusWhenShown, lockPageScroll, readProConfig } from '@/builder';
import { listeners } from './listeners';

/** On the widget while the cart is open (Pro's CSS shows the panel by it). */
export const SHOWN_CLASS = 'elementor-menu-cart--shown';
/** Set by the registry line (mounts/builder-widget.ts) when an add finished before the cart started: it opens as it starts. */
const ADDED = 'data-menu-cart-added';
/** The close button's name (Pro printed an empty div). */
export const CLOSE_LABEL = 'Close cart';
/** The least height of a dropdown's product list, and the room kept under it (Pro's governDropdownHeight). */
const MIN_LIST_HEIGHT_PX = 120;
const LIST_BOTTOM_ROOM_PX = 30;

/** Whether the address is the shop's `url` (with its query if it has one, as Pro compared). */
function isPage(url: string | undefined): boolean {
  if (!url) return false;
  return url.includes('?') ? location.href == url : location.origin + location.pathname == url;
}

export function attachMenuCart(widget: HTMLElement, _type: string, settings: Record<string, unknown>): () => void {
  const wrapper = widget.querySelector<HTMLElement>('.elementor-menu-cart__toggle_wrapper');
  const container = wrapper?.querySelector<HTMLElement>('.elementor-menu-cart__container');
  const main = container?.querySelector<HTMLElement>('.elementor-menu-cart__main');
  // Fragments may replace the toggle: it is looked up when needed.
  const toggle = (): HTMLAnchorElement | null => widget.querySelector('a.elementor-menu-cart__toggle_button');
  if (!wrapper || !container || !main || !toggle()) return () => {};
  const config = readProConfig('woocommerce-menu-cart');
  if (isPage(config.cartPageUrl) || isPage(config.checkoutPageUrl)) {
    toggle()!.href = config.cartPageUrl!;
    return () => {};
  }
  const isSideCart = settings.cart_type !== 'mini-cart';
  const isHover = settings.open_cart === 'mouseover';
  const { listen, stop, onStop } = listeners();

  main.id ||= `elementor-menu-cart-${widget.dataset.id ?? 'panel'}`;
  main.tabIndex = -1;
  main.setAttribute('aria-label', 'Cart');
  if (isSideCart) {
    main.setAttribute('role', 'dialog');
    main.setAttribute('aria-modal', 'true');
  }
  const closeButtons = [...main.querySelectorAll<HTMLElement>('.elementor-menu-cart__close-button, .elementor-menu-cart__close-button-custom')];
  for (const button of closeButtons) {
    button.setAttribute('role', 'button');
    button.tabIndex = 0;
    button.setAttribute('aria-label', CLOSE_LABEL);
  }
  let unlock: (() => void) | undefined;
  let isOpen = widget.classList.contains(SHOWN_CLASS);

  /** What the toggle says: a button controlling the panel, open or not (again after fragments replaced it). */
  const describeToggle = (): void => {
    const button = toggle();
    if (!button) return;
    button.setAttribute('role', 'button');
    button.setAttribute('aria-controls', main.id);
    button.setAttribute('aria-expanded', String(isOpen));
    if (isSideCart) button.setAttribute('aria-haspopup', 'dialog');
  };

  /** A dropdown's product list fits the window under the toggle (at least 120 px), as Pro's governDropdownHeight. */
  const fitList = (): void => {
    const list = main.querySelector<HTMLElement>('.elementor-menu-cart__products');
    const button = widget.querySelector('.elementor-menu-cart__toggle');
    if (isSideCart || !list || !button) return;
    list.style.removeProperty('max-height');
    const top = button.getBoundingClientRect();
    const room = document.documentElement.clientHeight - top.top - (top.height + (parseFloat(getComputedStyle(main).marginTop) || 0)) - (main.scrollHeight - list.offsetHeight) - LIST_BOTTOM_ROOM_PX;
    list.style.maxHeight = `${Math.max(MIN_LIST_HEIGHT_PX, room)}px`;
  };

  const setOpen = (open: boolean, { returnFocus = false, moveFocus = true } = {}): void => {
    if (open == isOpen) return;
    isOpen = open;
    widget.classList.toggle(SHOWN_CLASS, open);
    container.toggleAttribute('inert', !open);
    container.setAttribute('aria-hidden', String(!open));
    main.setAttribute('aria-hidden', String(!open));
    describeToggle();
    if (open) {
      fitList();
      if (isSideCart) {
        unlock = lockPageScroll();
        if (moveFocus) focusWhenShown(closeButtons[0] ?? focusablesIn(main)[0] ?? main, () => isOpen);
      }
    } else {
      unlock?.();
      unlock = undefined;
      if (returnFocus) toggle()?.focus({ preventScroll: true });
    }
  };

  container.toggleAttribute('inert', !isOpen);
  describeToggle();
  // Started by the pointer coming over it: it opens now, as it would have.
  if (isHover && toggle()!.matches(':hover')) setOpen(true, { moveFocus: false });

  listen(wrapper, 'click', (event) => {
    const target = event.target as Element;
    if (target.closest('a.elementor-menu-cart__toggle_button')) {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      setOpen(isHover || !isOpen);
    } else if (target.closest('.elementor-menu-cart__close-button, .elementor-menu-cart__close-button-custom')) {
      event.preventDefault();
      setOpen(false, { returnFocus: true });
    }
  });
  // The toggle is a link: Space presses it as a button.
  listen(wrapper, 'keydown', (event) => {
    const target = event.target as Element;
    if ((event.key == ' ' || event.key == 'Enter') && target.matches('.elementor-menu-cart__close-button, .elementor-menu-cart__close-button-custom')) {
      event.preventDefault();
      setOpen(false, { returnFocus: true });
    } else if (event.key == ' ' && target.matches('a.elementor-menu-cart__toggle_button')) {
      event.preventDefault();
      setOpen(isHover || !isOpen, { moveFocus: true });
    } else if (isOpen && isSideCart && event.key != 'Escape') keepTabInside(main, event);
  });
  // Escape closes it wherever the focus is (an add opened it while the focus stayed on the page); the focus goes
  // back to the toggle when it was in the cart.
  listen(document, 'keydown', (event) => {
    if (event.key != 'Escape' || !isOpen) return;
    event.preventDefault();
    setOpen(false, { returnFocus: wrapper.contains(document.activeElement) });
  });
  // A press outside the panel (the dimmed page around a side cart too) closes it.
  listen(document, 'click', (event) => {
    const target = event.target as Element;
    if (isOpen && !main.contains(target) && !target.closest?.('.elementor-menu-cart__toggle')) setOpen(false);
  });
  if (isHover) {
    listen(wrapper, 'pointerover', (event) => {
      if (event.pointerType == 'mouse' && (event.target as Element).closest('a.elementor-menu-cart__toggle_button')) setOpen(true, { moveFocus: false });
    });
    listen(wrapper, 'pointerleave', (event) => event.pointerType == 'mouse' && setOpen(false));
  }
  // A dropdown's focus leaving it closes it.
  if (!isSideCart) {
    listen(wrapper, 'focusout', (event) => {
      const next = event.relatedTarget as Node | null;
      if (isOpen && next && !wrapper.contains(next)) setOpen(false);
    });
  }
  listen(window, 'resize', () => isOpen && fitList());

  // The cart changed: the toggle's new spans or markup say it again; a line removed from under the focus gives it to the panel.
  let isFocusInPanel = false;
  listen(main, 'focusin', () => (isFocusInPanel = true));
  listen(main, 'focusout', (event) => {
    const { target, relatedTarget } = event;
    // The focused line was taken out of the page (Chrome says so with a focusout to nowhere): the focus was still ours.
    queueMicrotask(() => (isFocusInPanel = (target as Node).isConnected ? !!relatedTarget && main.contains(relatedTarget as Node) : true));
  });
  // After the fragments' island has applied them (it hears the same events).
  const afterFragments = (): void =>
    void setTimeout(() => {
      describeToggle();
      if (!isOpen) return;
      fitList();
      if (isFocusInPanel && document.activeElement == document.body ) main.focus({ preventScroll: true });
    });
  onStop(on('wc_fragments_loaded', afterFragments));
  onStop(on('wc_fragments_refreshed', afterFragments));
  onStop(on('removed_from_cart', afterFragments));
  if (settings.automatically_open_cart === 'yes') {
    onStop(on('added_to_cart', () => setOpen(true, { moveFocus: false })));
    if (config.productAddedToCart || widget.hasAttribute(ADDED)) setOpen(true, { moveFocus: false });
    widget.removeAttribute(ADDED);
  }

  return () => {
    setOpen(false);
    stop();
  };
}
