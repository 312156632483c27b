// Ajax add to cart for listing buttons (WooCommerce add-to-cart.js): loading → added, View cart link,
// live-region announcement, legacy events; a refusal goes to the product page, a failure says so.
import { useEffect, useRef, useState } from 'react';
import { announce, emit, readAddToCartSettings } from '@/dom';
import { shopStore } from '@/store';
import type { IslandContext } from '@/runtime';
import type { AddToCartProps } from './schema';

type Status = 'idle' | 'loading' | 'added' | 'error';

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
        location.assign(result.error.redirectTo);
        return;
      }
      setError(result.error.message);
      if (inFlight.current === 0) setStatus('error');
    }

    const onClick = (event: MouseEvent): void => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
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

  useEffect(() => {
    button.classList.toggle('loading', status === 'loading');
    button.classList.toggle('added', status === 'added');
    if (status === 'loading') button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    if (status !== 'idle') emit('wc_cart_button_updated', button);
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
