// The cart page's notices: the shop's, shown at the top of the notices wrapper, and ours when a request fails —
// each focused and scrolled into view, as woocommerce.js did.
import { scrollToNotices } from '@/dom';
import { NOTICES } from './cart-markup';
import { CartRequestError, FAILED, type Action } from './cart-request';

const LOG_PREFIX = '[shop-islands] cart-page:';

export interface CartNotices {
  /** Removes every notice in the block. */
  readonly clearNotices: () => void;
  /** Shows the answer's notices at the top of the wrapper, the first focused and scrolled into view. */
  readonly showNotices: (notices: Element[]) => void;
  /** Focuses a notice already on the page and scrolls it into view. */
  readonly presentNotice: (notice: Element) => void;
  /** Replaces the notices with one saying what failed and why (the console gets the details). */
  readonly showFailure: (action: Action, error: unknown) => void;
}

/** The notices of the cart block `page` (its `.woocommerce-notices-wrapper`, or the block itself). */
export function cartNotices(page: HTMLElement): CartNotices {
  const noticesWrapper = (): HTMLElement => page.querySelector<HTMLElement>('.woocommerce-notices-wrapper') ?? page;
  const clearNotices = (): void => page.querySelectorAll(NOTICES).forEach((notice) => notice.remove());
  const presentNotice = (notice: Element): void => {
    if (!(notice instanceof HTMLElement)) return;
    notice.setAttribute('tabindex', '-1');
    notice.focus({ preventScroll: true });
    void scrollToNotices(notice);
  };
  const showNotices = (notices: Element[]): void => {
    if (!notices.length) return;
    const adopted = notices.map((notice) => document.importNode(notice, true));
    noticesWrapper().prepend(...adopted);
    presentNotice(adopted[0]!);
  };
  const showFailure = (action: Action, error: unknown): void => {
    const reason = error instanceof CartRequestError ? error.reason : 'An unknown error occurred.';
    console.error(`${LOG_PREFIX} ${error instanceof CartRequestError ? error.endpoint : action} failed: ${reason}`, error instanceof CartRequestError ? '' : error);
    clearNotices();
    const notice = document.createElement('ul');
    notice.className = 'woocommerce-error';
    notice.setAttribute('role', 'alert');
    const item = document.createElement('li');
    item.textContent = `${FAILED[action]} ${reason}`;
    notice.append(item);
    noticesWrapper().prepend(notice);
    presentNotice(notice);
  };
  return { clearNotices, showNotices, presentNotice, showFailure };
}
