// Storefront's handheld footer bar: its "Search" link (`li.search > a`, printed with an empty href, so
// without a script it reloads the page) opens the search box above the bar — the class `active` on its
// `li`, which the theme's CSS slides the box in by — as the theme's footer.js did. Made a disclosure: the
// link says aria-expanded and controls the box, the search field gets the focus, Escape closes it again.

/** On `li.search` while its search box is open. */
export const ACTIVE_CLASS = 'active';

export function attach(bar: HTMLElement): () => void {
  const cleanups: (() => void)[] = [];
  for (const link of bar.querySelectorAll<HTMLAnchorElement>('.search > a')) {
    const item = link.parentElement!;
    const box = item.querySelector<HTMLElement>('.site-search');
    const field = box?.querySelector<HTMLInputElement>('input[type="search"], input[name="s"]');
    link.setAttribute('aria-expanded', String(item.classList.contains(ACTIVE_CLASS)));
    if (box) {
      box.id ||= 'shop-islands-handheld-search';
      link.setAttribute('aria-controls', box.id);
    }
    const setOpen = (isOpen: boolean): void => {
      item.classList.toggle(ACTIVE_CLASS, isOpen);
      link.setAttribute('aria-expanded', String(isOpen));
    };
    const onClick = (event: MouseEvent): void => {
      event.preventDefault();
      const isOpen = !item.classList.contains(ACTIVE_CLASS);
      setOpen(isOpen);
      // A frame later: a theme that fades the box in (visibility) has it shown, and focusable, by then.
      if (isOpen && field) requestAnimationFrame(() => field.focus({ preventScroll: true }));
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key == 'Escape' && item.classList.contains(ACTIVE_CLASS)) {
        setOpen(false);
        link.focus();
      }
    };
    link.addEventListener('click', onClick);
    item.addEventListener('keydown', onKey);
    cleanups.push(() => {
      link.removeEventListener('click', onClick);
      item.removeEventListener('keydown', onKey);
      setOpen(false);
      link.removeAttribute('aria-expanded');
    });
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}
