// The archive's sort-order select (woocommerce.js): choosing an order submits its form, and the page
// reloads sorted. A choice made while this chunk loaded is replayed by the runtime as a change event. A theme
// that dresses the select up (selectWoo / select2, nice-select) tells it of a choice through jQuery's `change`,
// which dispatches no DOM event: heard too, as woocommerce.js heard it.
import { onElement } from '@/dom';

/** The ordering form: the mount point itself (legacy markup) or the form inside an explicit mount. */
function formOf(mountPoint: HTMLElement): HTMLFormElement | null {
  return mountPoint instanceof HTMLFormElement ? mountPoint : mountPoint.querySelector('form');
}

export function attach(mountPoint: HTMLElement): () => void {
  return onElement(mountPoint, 'change', (_args, event) => {
    const select = (event as Event).target as Element;
    if (!select.matches('select.orderby')) return;
    const form = select.closest('form') ?? formOf(mountPoint);
    // requestSubmit, not submit: submit listeners (analytics, other plugins) run as with jQuery's trigger('submit').
    form?.requestSubmit();
  });
}
