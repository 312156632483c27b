// The legacy scripts' events, heard by registry entries before their widget runs. Other plugins announce
// them both ways: dispatched as DOM events (WooCommerce's newer scripts, the bundle's own `emit`) or
// triggered with jQuery (`$(document.body).trigger('wc_fragment_refresh')`: most plugins), which
// dispatches no DOM event for a type the browser does not know, so only a jQuery handler hears it.
import { clickPastJQuery } from '../src/runtime';
import { whenJQuery } from './jquery-plugins';

/**
 * Calls `run` each time one of `types` (space-separated) reaches `target`, dispatched or triggered with
 * jQuery (also a jQuery that arrives after the bootstrap), until `signal` aborts. A DOM event may reach
 * `run` twice (jQuery hears the DOM events of types it has handlers for): `run` must not mind.
 */
export function onLegacyEvents(target: EventTarget, types: string, run: () => void, signal: AbortSignal): void {
  for (const type of types.split(' ')) target.addEventListener(type, run, { signal });
  whenJQuery(($) => {
    const handler = (): void => run();
    if (signal.aborted) return;
    $(target).on(types, handler);
    signal.addEventListener('abort', () => $(target).off(types, handler));
  });
}

/**
 * add-to-cart.js's answer to an add another script announces with its button — a theme's or plugin's own ajax add
 * (single product pages, quick views), which set `loading` on the button and left the rest to WooCommerce:
 * `loading` taken off, and once the cart has the product (fragments came) `added` and a "View cart" link after it
 * (not on the cart page), then `wc_cart_button_updated` (through jQuery only, as add-to-cart.js). Without it the
 * button spun for good. Never on the bundle's own add-to-cart buttons (their island does this itself), nor where
 * add-to-cart.js itself stays on the page (the runtime leaves it the add buttons then).
 */
export function answerAddsOfOtherScripts(): void {
  if (document.querySelector('script[id="wc-add-to-cart-js"]')) return;
  whenJQuery(($) =>
    $(document.body).on('added_to_cart', (_event, fragments, _hash, $button) => {
      const button = ($button as ArrayLike<unknown> | undefined)?.[0];
      if (!(button instanceof HTMLElement) || button.matches('[data-island-state]:is(.add_to_cart_button,[data-island=add-to-cart])')) return;
      const params = (window as { wc_add_to_cart_params?: { is_cart?: unknown; cart_url?: string; i18n_view_cart?: string } }).wc_add_to_cart_params;
      button.classList.remove('loading');
      if (fragments) {
        button.classList.add('added');
        if (params?.cart_url && !params.is_cart && !button.parentElement?.querySelector('.added_to_cart')) {
          const text = params.i18n_view_cart ?? 'View cart';
          button.after(' ', Object.assign(document.createElement('a'), { href: params.cart_url, className: 'added_to_cart wc-forward', title: text, textContent: text }));
        }
      }
      $(document.body).trigger('wc_cart_button_updated', [$button]);
    }),
  );
}

/**
 * jQuery never clicks a link natively: `.trigger('click')` on an `<a>` runs jQuery's handlers only, to spare the
 * navigation, and the legacy scripts heard such clicks with jQuery handlers — a theme's "read the reviews" link or a
 * plugin clicks the Reviews tab that way, a zoom icon the gallery's full-screen trigger. Such a click on a product
 * tab or the gallery's trigger is clicked natively here, so the runtime (which holds it until the widget runs) or the
 * widget hears it; jQuery's own handlers, which already ran, are not run a second time (nor when the runtime
 * replays it), and, as with jQuery's, the link is not followed. Not where single-product.js
 * stays on the page (the runtime leaves it the tabs and the gallery: its handlers heard the click already).
 */
export function passJQueryClicks(): void {
  if (document.querySelector('script[id="wc-single-product-js"]')) return;
  whenJQuery(($) =>
    $(document).on('click', '.wc-tabs a, .woocommerce-tabs ul.tabs a, a.woocommerce-product-gallery__trigger', function (event) {
      if (event.originalEvent) return;
      // jQuery's click never follows a link: nor does this one (a tab whose code failed, a link outside the bundle's).
      const stay = (click: Event): void => click.preventDefault();
      addEventListener('click', stay, true);
      try {
        clickPastJQuery(this);
      } finally {
        removeEventListener('click', stay, true);
      }
    }),
  );
}
