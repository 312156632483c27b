// One mini cart line: its remove link removes the line by ajax, with the line dimmed and blocked
// meanwhile; when that fails, the link's own URL removes it the classic way.
import { useEffect, useLayoutEffect, useState } from 'react';
import { announce, emit } from '@/dom';
import { shopStore } from '@/store';
import type { IslandContext } from '@/runtime';
import type { MiniCartProps } from './schema';

/** WooCommerce's blockUI overlay over a line being removed. */
export const OVERLAY_OPACITY = 0.6;

export function MiniCart({ mountPoint: item, cartItemKey, removeUrl, successMessage }: MiniCartProps & IslandContext) {
  const [isRemoving, setIsRemoving] = useState(false);

  useEffect(() => {
    const link = item.querySelector<HTMLAnchorElement>('a.remove_from_cart_button');
    if (!link) return;
    async function remove(): Promise<void> {
      setIsRemoving(true);
      const result = await shopStore.getState().removeFromCart(cartItemKey);
      if (!result.ok) {
        location.assign(removeUrl);
        return;
      }
      emit('removed_from_cart', result.snapshot.fragments, result.snapshot.cartHash, link);
      announce(successMessage);
      setIsRemoving(false);
    }
    const onClick = (event: MouseEvent): void => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (!isRemoving) void remove();
    };
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== ' ') return;
      event.preventDefault();
      link.click();
    };
    link.addEventListener('click', onClick);
    link.addEventListener('keydown', onKeyDown);
    return () => {
      link.removeEventListener('click', onClick);
      link.removeEventListener('keydown', onKeyDown);
    };
  }, [item, cartItemKey, removeUrl, successMessage, isRemoving]);

  // In the commit that draws the overlay, so the line's busy state and the overlay show together.
  useLayoutEffect(() => {
    if (isRemoving) item.setAttribute('aria-busy', 'true');
    else item.removeAttribute('aria-busy');
    item.classList.toggle('updating', isRemoving);
  }, [item, isRemoving]);

  if (!isRemoving) return null;
  return (
    <span
      className="blockUI blockOverlay island-mini-cart__overlay"
      aria-hidden="true"
      style={{ position: 'absolute', inset: 0, zIndex: 1000, background: '#fff', opacity: OVERLAY_OPACITY, cursor: 'wait' }}
    />
  );
}
