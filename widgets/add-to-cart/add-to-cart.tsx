// Ajax add to cart for listing buttons (WooCommerce add-to-cart.js): loading → added, View cart link,
// live-region announcement, legacy events; a refusal goes to the product page, a failure says so.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { announce, askOthers, emit, readAddToCartSettings } from '@/dom';
import { shopStore } from '@/store';
import type { IslandContext } from '@/runtime';
import type { AddToCartProps } from './schema';

type Status = 'idle' | 'loading' | 'added' | 'error';

/**
 * The product page WooCommerce sends the shopper to after a refusal, if it is one: an http(s) page of
 * this shop. A `javascript:` URL or another site's page (a tampered response, a bad plugin filter)
 * is refused.
 */
export function productPageOf(productUrl: string): URL | undefined {
  try {
    const url = new URL(productUrl, location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === location.origin ? url : undefined;
  } catch {
    return undefined;
  }
}

export function AddToCart({ mountPoint: button, fields, successMessage }: AddToCartProps & IslandContext) {
  const settings = readAddToCartSettings();
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const inFlight = useRef(0);

  useEffect(() => {
    async function add(): Promise<void> {
      inFlight.current++;
      setStatus('loading');
      setError('');
      emit('adding_to_cart', button, fields);
      const result = await shopStore.getState().addToCart(fields);
      inFlight.current--;
      if (result.ok) {
        if (settings.redirectToCartAfterAdd) {
          location.assign(settings.cartUrl);
          return;
        }
        emit('added_to_cart', result.snapshot.fragments, result.snapshot.cartHash, button);
        announce(successMessage);
        if (inFlight.current === 0) setStatus('added');
        return;
      }
      if (result.error.kind === 'rejected' && result.error.redirectTo) {
        const productPage = productPageOf(result.error.redirectTo);
        if (productPage) {
          location.assign(productPage.href);
          return;
        }
        console.error(`[shop-islands] add-to-cart: add_to_cart refused the product and named ${JSON.stringify(result.error.redirectTo)} as its page; not opened, as it is not an http(s) page of this shop`);
      }
      setError(result.error.message);
      if (inFlight.current === 0) setStatus('error');
    }

    const onClick = (event: MouseEvent): void => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      // Another plugin may stop the add (a quantity or options check of its own), as add-to-cart.js allowed.
      if (!askOthers('should_send_ajax_request.adding_to_cart', button)) {
        emit('ajax_request_not_sent.adding_to_cart', false, false, button);
        return;
      }
      void add();
    };
    // Links do not react to Space; WooCommerce makes Space click its role="button" add links.
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== ' ') return;
      event.preventDefault();
      button.click();
    };
    button.addEventListener('click', onClick);
    button.addEventListener('keydown', onKeyDown);
    return () => {
      button.removeEventListener('click', onClick);
      button.removeEventListener('keydown', onKeyDown);
    };
  }, [button, fields, successMessage, settings]);

  // In the commit that draws the "View cart" link or the error, so the button's classes change with them.
  useLayoutEffect(() => {
    button.classList.toggle('loading', status === 'loading');
    button.classList.toggle('added', status === 'added');
    if (status === 'loading') button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    // Once the add is done and its "View cart" link drawn, as add-to-cart.js (a theme opens its cart panel on it).
    if (status === 'added') emit('wc_cart_button_updated', button);
  }, [button, status]);

  // The theme's own "View cart" link (or one from a previous add) makes ours redundant: once per parent.
  const hasViewCart = button.parentElement?.querySelector(':scope > .added_to_cart') != null;
  return (
    <>
      {status === 'added' && !settings.isCart && !hasViewCart && (
        <a href={settings.cartUrl} className="added_to_cart wc-forward" title={settings.viewCartText}>
          {settings.viewCartText}
        </a>
      )}
      {error && (
        <span className="island-add-to-cart__error" role="alert">
          {`Could not add to cart. ${error}`}
        </span>
      )}
    </>
  );
}
