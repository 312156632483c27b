// ElementsKit's header search and off-canvas sidebar (W13): overlay panels opened from the header.
// - Header search (`elementskit-header-search`): the link `.ekit_navsearch-button` opened its search panel
//   (`#ekit_modal-popup-<id>`, printed `mfp-hide`) in a Magnific Popup. The same popup is built here, with
//   Magnific's markup and classes (`mfp-bg`, `mfp-wrap` … `mfp-ready`, `my-mfp-slide-bottom ekit-promo-popup
//   ekit-popup-<id>`), which ElementsKit's CSS animates; the panel goes back in its place, hidden, on close.
// - Off-canvas (`elementskit-header-offcanvas`): the button, the close link and the overlay flip `ekit_isActive`
//   on `.ekit-sidebar-group`.
// Both are modal here, as they look: the page's scroll held still and given back exactly, the focus moved in
// (the search field; the sidebar's first control), kept inside by Tab, Escape closes, and the focus returns to
// the link that opened it. Their links say aria-expanded / aria-haspopup.
import { focusWhenShown, lockPageScroll } from '@/builder';
import { focusablesIn, keepTabInside } from '@/dom';

/** On `.ekit-sidebar-group` while the sidebar is open. */
export const SIDEBAR_OPEN_CLASS = 'ekit_isActive';
/** Magnific Popup's class for a popup that has finished opening (its CSS animates in by it), a frame after. */
export const POPUP_READY_CLASS = 'mfp-ready';
/** Magnific's close button: its class, title and text. */
const CLOSE_TITLE = 'Close (Esc)';

/** A click that opens the link in a new tab or window is left to the browser (as Magnific did). */
const isNewTabClick = (event: MouseEvent): boolean => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

export function attachHeaderSearch(widget: HTMLElement): () => void {
  const opener = widget.querySelector<HTMLAnchorElement>('.ekit_navsearch-button');
  const id = opener?.getAttribute('href')?.split('#')[1];
  const panel = id ? document.getElementById(id) : null;
  if (!opener || !panel) return () => {};
  opener.setAttribute('aria-haspopup', 'dialog');
  opener.setAttribute('aria-expanded', 'false');
  const classes = ['my-mfp-slide-bottom', 'ekit-promo-popup', `ekit-popup-${widget.dataset.id ?? ''}`];
  let close: (() => void) | undefined;

  const open = (): void => {
    const background = document.createElement('div');
    background.className = ['mfp-bg', ...classes].join(' ');
    const wrap = document.createElement('div');
    wrap.className = ['mfp-wrap', 'mfp-auto-cursor', ...classes].join(' ');
    wrap.tabIndex = -1;
    wrap.setAttribute('role', 'dialog');
    wrap.setAttribute('aria-modal', 'true');
    const field = panel.querySelector<HTMLInputElement>('input[type="search"], input[name="s"]');
    wrap.setAttribute('aria-label', field?.getAttribute('placeholder') || opener.textContent?.trim() || 'Search');
    wrap.style.cssText = 'overflow: hidden auto;';
    wrap.innerHTML = '<div class="mfp-container mfp-s-ready mfp-inline-holder"><div class="mfp-content"></div></div>';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'mfp-close ekit-popup-close';
    button.title = CLOSE_TITLE;
    button.setAttribute('aria-label', CLOSE_TITLE);
    button.textContent = '×';
    wrap.append(button);
    // The panel moves into the popup; a placeholder keeps its place.
    const placeholder = document.createElement('div');
    placeholder.className = 'mfp-hide';
    panel.before(placeholder);
    panel.classList.remove('mfp-hide');
    wrap.querySelector('.mfp-content')!.append(panel);
    document.body.prepend(background, wrap);
    const unlock = lockPageScroll();
    opener.setAttribute('aria-expanded', 'true');
    const ready = requestAnimationFrame(() => [background, wrap].forEach((element) => element.classList.add(POPUP_READY_CLASS)));

    const onClick = (event: MouseEvent): void => {
      // The close button, or a click on the dimmed page around the panel.
      if (event.target === button || !(event.target as Element).closest('.mfp-content')) close?.();
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') close?.();
      else keepTabInside(wrap, event);
    };
    wrap.addEventListener('click', onClick);
    wrap.addEventListener('keydown', onKey);
    background.addEventListener('click', () => close?.());
    close = () => {
      close = undefined;
      cancelAnimationFrame(ready);
      panel.classList.add('mfp-hide');
      placeholder.replaceWith(panel);
      background.remove();
      wrap.remove();
      unlock();
      opener.setAttribute('aria-expanded', 'false');
      opener.focus({ preventScroll: true });
    };
    focusWhenShown(field ?? wrap, () => !!close);
  };

  const onOpenerClick = (event: MouseEvent): void => {
    if (isNewTabClick(event)) return;
    event.preventDefault();
    if (!close) open();
  };
  opener.addEventListener('click', onOpenerClick);
  return () => {
    opener.removeEventListener('click', onOpenerClick);
    close?.();
    opener.removeAttribute('aria-haspopup');
    opener.removeAttribute('aria-expanded');
  };
}

export function attachOffcanvas(widget: HTMLElement): () => void {
  const group = widget.querySelector<HTMLElement>('.ekit-sidebar-group');
  const opener = widget.querySelector<HTMLAnchorElement>('.ekit_offcanvas-sidebar');
  const sidebar = group?.querySelector<HTMLElement>('.ekit-sidebar-widget');
  if (!group || !opener || !sidebar) return () => {};
  // The page is held still whenever the sidebar is open, as a modal panel's must be: ElementsKit let it scroll
  // unless its `data-settings` said {"disable_bodyscroll": "yes"}, which is therefore not read.
  sidebar.id ||= `ekit-sidebar-${widget.dataset.id ?? 'panel'}`;
  sidebar.setAttribute('role', 'dialog');
  sidebar.setAttribute('aria-modal', 'true');
  sidebar.setAttribute('aria-label', opener.getAttribute('aria-label') || 'Sidebar');
  opener.setAttribute('aria-controls', sidebar.id);
  opener.setAttribute('aria-expanded', 'false');
  let unlock: (() => void) | undefined;

  const setOpen = (isOpen: boolean): void => {
    if (isOpen === !!unlock) return;
    group.classList.toggle(SIDEBAR_OPEN_CLASS, isOpen);
    opener.setAttribute('aria-expanded', String(isOpen));
    if (isOpen) {
      unlock = lockPageScroll();
      focusWhenShown(focusablesIn(sidebar)[0], () => !!unlock);
    } else {
      unlock?.();
      unlock = undefined;
      opener.focus({ preventScroll: true });
    }
  };
  const onClick = (event: MouseEvent): void => {
    const target = event.target as Element;
    if (target.closest('.ekit_offcanvas-sidebar')) {
      event.preventDefault();
      setOpen(!unlock);
    } else if (target.closest('.ekit_close-side-widget, .ekit-overlay')) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const onKey = (event: KeyboardEvent): void => {
    if (!unlock) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else keepTabInside(sidebar, event);
  };
  widget.addEventListener('click', onClick);
  widget.addEventListener('keydown', onKey);
  return () => {
    widget.removeEventListener('click', onClick);
    widget.removeEventListener('keydown', onKey);
    setOpen(false);
    opener.removeAttribute('aria-expanded');
  };
}
