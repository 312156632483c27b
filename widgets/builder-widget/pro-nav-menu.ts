// Elementor Pro's nav menu (`nav-menu`, W11), which its handler ran with jQuery SmartMenus: the same classes and
// inline display, so Pro's CSS applies unchanged.
// - The main menu (`nav.elementor-nav-menu--main`): a sub-menu (`ul.sub-menu`, `display: none` in Pro's CSS) opens
//   250 ms after the pointer comes over its item and closes 500 ms after it leaves the menu (SmartMenus' delays,
//   or its `data-sm-options` showTimeout / hideTimeout), opens for the keyboard as its link gets the focus, and on
//   a tap (a first tap on a closed parent opens it, the next follows the link); `highlighted` on the open one's link.
// - The toggle (`.elementor-menu-toggle`, a role=button div): `elementor-active` and aria-expanded on it, the
//   dropdown menu's aria-hidden off and its links in the tab order; Enter or Space presses it; Escape closes it back
//   on the toggle. In the dropdown a parent opens its sub-menu on the first press and follows on the second (or its
//   arrow closes it). With `full_width`, a final item closes the dropdown.
// - Every parent link says aria-haspopup / aria-expanded and controls its sub-menu; Escape closes the sub-menu the
//   focus is in, back on its link; a press outside closes them all.

import { listeners } from './listeners';

/** SmartMenus' defaults (the spec's menu constants). */
export const SHOW_DELAY_MS = 250;
export const HIDE_DELAY_MS = 500;
/** SmartMenus' message for a `data-sm-options` that is not JSON. */
export const BAD_OPTIONS = 'The value of the data-sm-options attribute must be valid JSON.';

let subMenuCount = 0;

/** `data-sm-options` of a menu: SmartMenus' own option overrides (JSON); not JSON → its message, the defaults. */
function readOptions(menu: Element): { showTimeout: number; hideTimeout: number } {
  const text = menu.getAttribute('data-sm-options');
  let options: { showTimeout?: unknown; hideTimeout?: unknown } = {};
  if (text) {
    try {
      options = JSON.parse(text) as typeof options;
    } catch {
      console.error(`[shop-islands] nav-menu: ${BAD_OPTIONS}`);
    }
  }
  const delay = (value: unknown, fallback: number): number => (typeof value === 'number' && value >= 0 ? value : fallback);
  return { showTimeout: delay(options.showTimeout, SHOW_DELAY_MS), hideTimeout: delay(options.hideTimeout, HIDE_DELAY_MS) };
}

const subOf = (item: Element): HTMLElement | null => item.querySelector<HTMLElement>(':scope > ul');
const linkOf = (item: Element): HTMLElement | null => item.querySelector<HTMLElement>(':scope > a');
const isOpen = (item: Element): boolean => subOf(item)?.style.display === 'block';

export function attachProNavMenu(widget: HTMLElement, _type: string, settings: Record<string, unknown>): () => void {
  const { listen, stop, onStop } = listeners();
  const toggle = widget.querySelector<HTMLElement>('.elementor-menu-toggle');
  const dropdown = widget.querySelector<HTMLElement>('nav.elementor-nav-menu--dropdown');

  const setItem = (item: Element, open: boolean): void => {
    const sub = subOf(item);
    const link = linkOf(item);
    if (!sub || !link) return;
    if (!open) for (const nested of item.querySelectorAll(':scope ul li')) if (isOpen(nested)) setItem(nested, false);
    sub.style.display = open ? 'block' : '';
    link.classList.toggle('highlighted', open);
    link.setAttribute('aria-expanded', String(open));
    sub.setAttribute('aria-hidden', String(!open));
  };
  /** Opens `item`'s sub-menu and closes the other open ones that are not around it. */
  const openItem = (menu: Element, item: Element): void => {
    for (const other of menu.querySelectorAll('li')) if (other !== item && isOpen(other) && !other.contains(item)) setItem(other, false);
    setItem(item, true);
  };
  const closeAll = (menu: Element): void => {
    for (const item of menu.querySelectorAll(':scope > li')) if (isOpen(item)) setItem(item, false);
  };

  for (const menu of widget.querySelectorAll<HTMLElement>('ul.elementor-nav-menu')) {
    const isDropdown = !!menu.closest('.elementor-nav-menu--dropdown:not(ul)');
    const { showTimeout, hideTimeout } = readOptions(menu);
    for (const item of menu.querySelectorAll('li.menu-item-has-children')) {
      const sub = subOf(item);
      const link = linkOf(item);
      if (!sub || !link) continue;
      sub.id ||= `sm-shop-islands-${(subMenuCount += 1)}`;
      link.classList.add('has-submenu');
      link.setAttribute('aria-haspopup', 'true');
      link.setAttribute('aria-controls', sub.id);
      link.setAttribute('aria-expanded', 'false');
    }
    /** The parent link Escape put the focus back on: it stays closed for that focus. */
    let keepClosed: HTMLElement | null = null;
    let showTimer: ReturnType<typeof setTimeout> | undefined;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const parentItem = (target: EventTarget | null): Element | null => (target instanceof Element ? target.closest('li.menu-item-has-children') : null);

    listen(menu, 'click', (event) => {
      const link = (event.target as Element).closest('a');
      const item = link?.parentElement;
      if (!link || !item || !subOf(item)) return;
      if (!isOpen(item)) {
        // A first press (a tap, a keyboard Enter on a closed parent, the dropdown) opens it; the next follows.
        event.preventDefault();
        openItem(menu, item);
      } else if ((event.target as Element).closest('.sub-arrow') && isDropdown) {
        event.preventDefault();
        setItem(item, false);
      }
    });
    if (!isDropdown) {
      // The pointer: open after a short stay, close a while after it left the menu.
      listen(menu, 'pointerover', (event) => {
        if ((event as PointerEvent).pointerType !== 'mouse') return;
        clearTimeout(hideTimer);
        clearTimeout(showTimer);
        const item = parentItem(event.target);
        if (item && !isOpen(item)) showTimer = setTimeout(() => openItem(menu, item), showTimeout);
      });
      listen(menu, 'pointerleave', (event) => {
        if ((event as PointerEvent).pointerType !== 'mouse') return;
        clearTimeout(showTimer);
        hideTimer = setTimeout(() => closeAll(menu), hideTimeout);
      });
      // The keyboard: a parent opens as its link gets the focus; the others close.
      listen(menu, 'focusin', (event) => {
        const link = event.target as Element;
        for (const item of menu.querySelectorAll('li')) if (isOpen(item) && !item.contains(link)) setItem(item, false);
        const item = link.parentElement;
        if (keepClosed === link) keepClosed = null;
        else if (item && link.matches('a.has-submenu') && !isOpen(item) && link.matches(':focus-visible')) openItem(menu, item);
      });
      // The pointer that started this widget is over a parent already: it opens as if it had just come.
      const hovered = [...menu.querySelectorAll('li.menu-item-has-children')].filter((item) => item.matches(':hover')).pop();
      if (hovered) showTimer = setTimeout(() => openItem(menu, hovered), showTimeout);
      listen(menu, 'focusout', (event) => {
        if (!(event.relatedTarget instanceof Node && menu.contains(event.relatedTarget))) closeAll(menu);
      });
    }
    listen(menu, 'keydown', (event) => {
      if (event.key !== 'Escape') return;
      const sub = (event.target as Element).closest('ul.sub-menu');
      const item = sub?.parentElement;
      if (item && isOpen(item)) {
        event.preventDefault();
        event.stopPropagation();
        setItem(item, false);
        keepClosed = linkOf(item);
        keepClosed?.focus();
      }
    });
    listen(document, 'pointerdown', (event) => {
      if (!(event.target instanceof Node && menu.contains(event.target))) closeAll(menu);
    });
    onStop(() => {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
      closeAll(menu);
    });
  }

  if (toggle && dropdown) {
    const links = [...dropdown.querySelectorAll<HTMLElement>('a')];
    const setDropdown = (open: boolean): void => {
      toggle.classList.toggle('elementor-active', open);
      toggle.setAttribute('aria-expanded', String(open));
      dropdown.setAttribute('aria-hidden', String(!open));
      for (const link of links) link.tabIndex = open ? 0 : -1;
    };
    listen(toggle, 'click', () => setDropdown(!toggle.classList.contains('elementor-active')));
    listen(toggle, 'keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      toggle.click();
    });
    listen(widget, 'keydown', (event) => {
      if (event.key !== 'Escape' || !toggle.classList.contains('elementor-active')) return;
      setDropdown(false);
      toggle.focus();
    });
    if (settings.full_width === 'stretch' || settings.full_width === 'yes') {
      listen(dropdown, 'click', (event) => {
        const link = (event.target as Element).closest('a');
        if (link && !link.parentElement?.matches('.menu-item-has-children')) setDropdown(false);
      });
    }
    onStop(() => setDropdown(false));
  }
  return stop;
}
