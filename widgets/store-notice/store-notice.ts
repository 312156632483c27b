// The store notice (woocommerce_demo_store()): printed hidden, shown unless the shopper dismissed it,
// and hidden for the rest of the browser session by the dismiss link (a `store_notice<id>` cookie
// with the value "hidden", as woocommerce.js set it). Keys on the dismiss link are link-button's.
import { readCookie, writeCookie } from '@/dom';
import type { StoreNoticeProps } from './schema';

export const DISMISSED = 'hidden';

export function attach(notice: HTMLElement, { noticeId }: StoreNoticeProps): () => void {
  const cookieName = `store_notice${noticeId}`;
  if (readCookie(cookieName) === DISMISSED) {
    notice.style.display = 'none';
    return () => undefined;
  }
  notice.style.removeProperty('display');
  // Like jQuery's show(): a theme rule may hide it too.
  if (getComputedStyle(notice).display === 'none') notice.style.display = 'block';

  const onClick = (event: MouseEvent): void => {
    if (!(event.target as Element).closest('.woocommerce-store-notice__dismiss-link')) return;
    event.preventDefault();
    writeCookie(cookieName, DISMISSED);
    notice.style.display = 'none';
  };
  notice.addEventListener('click', onClick);
  return () => notice.removeEventListener('click', onClick);
}
