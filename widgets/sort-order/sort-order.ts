// The archive's sort-order select (woocommerce.js): choosing an order submits its form, and the page
// reloads sorted. A choice made while this chunk loaded is replayed by the runtime as a change event.

/** The ordering form: the mount point itself (legacy markup) or the form inside an explicit mount. */
function formOf(mountPoint: HTMLElement): HTMLFormElement | null {
  return mountPoint instanceof HTMLFormElement ? mountPoint : mountPoint.querySelector('form');
}

export function attach(mountPoint: HTMLElement): () => void {
  const onChange = (event: Event): void => {
    const select = event.target as Element;
    if (!select.matches('select.orderby')) return;
    const form = select.closest('form') ?? formOf(mountPoint);
    // requestSubmit, not submit: submit listeners (analytics, other plugins) run as with jQuery's trigger('submit').
    form?.requestSubmit();
  };
  mountPoint.addEventListener('change', onChange);
  return () => mountPoint.removeEventListener('change', onChange);
}
