// ElementsKit's nav menu (`ekit-nav-menu`), as its widget-scripts.js and nav-menu.js ran it, with the same
// classes (its CSS does the showing):
// - at or below the widget's breakpoint (`data-responsive-breakpoint`, 1024 or 767) the menu is an off-canvas
//   panel: the hamburger, the close button and the overlay (all `.elementskit-menu-toggler`) flip `active` on the
//   panel and the overlay; a sub-menu opens by `elementskit-dropdown-open` on its `.elementskit-dropdown` (or mega
//   panel), by a click on its indicator (`submenu-click-on-icon`, the default) or anywhere on its link;
// - above it, in click mode (`ekit-nav-dropdown-click`), a parent link opens its dropdown
//   (`ekit-dropdown-open-onclick`), one branch at a time, closed by a click outside or a resize below the breakpoint;
// - a mega menu item's content printed as a placeholder (`.megamenu-ajax-load[data-id]`) is loaded once, on the
//   first hover, press or focus, with a spinner in its indicator (W12).
// Made accessible where ElementsKit was not: the hamburger says aria-expanded and controls the panel, the open panel
// takes the focus and keeps it (Tab wraps), Escape closes it back on the hamburger; a parent link says aria-expanded
// where a press opens its sub-menu, and from the keyboard the first Enter opens it, the second follows the link.
import { BuilderRequestError, focusWhenShown, getBuilderJson, markElementReady } from '@/builder';
import { focusablesIn, keepTabInside } from '@/dom';
import { listeners } from './listeners';

/** On the off-canvas panel and its overlay while open. */
export const PANEL_OPEN_CLASS = 'active';
/** On a sub-menu (or mega panel) open in the off-canvas menu. */
export const SUB_MENU_OPEN_CLASS = 'elementskit-dropdown-open';
/** On a dropdown open in click mode, above the breakpoint. */
export const CLICK_OPEN_CLASS = 'ekit-dropdown-open-onclick';
/** On a mega menu item while its content loads. */
export const LOADING_CLASS = 'ekit-ajax-loading';
/** ElementsKit's delay before an anchor link (`data-close-on-anchor="yes"`) closes the menu. */
export const CLOSE_ON_ANCHOR_MS = 300;
/** The message shown in a mega panel whose content could not be loaded (the link itself still works). */
export const MEGA_MENU_FAILED = 'This menu could not be loaded. Follow the link, or try again.';

const DROPDOWNS = ':scope > .elementskit-dropdown, :scope > .elementskit-megamenu-panel';

let hasReportedRestUrl = false;

/** `window.elementskit.resturl`, ElementsKit's REST base (an inline script prints it); missing → one console error. */
export function elementskitRestUrl(widget: string): URL | undefined {
  const value = (window as { elementskit?: { resturl?: unknown } }).elementskit?.resturl;
  try {
    if (typeof value === 'string' && value) return new URL(value, location.href);
  } catch {
    // reported below
  }
  if (!hasReportedRestUrl) {
    hasReportedRestUrl = true;
    console.error(`[shop-islands] ${widget}: window.elementskit.resturl is ${value === undefined ? 'missing' : `invalid (${JSON.stringify(value)})`}; its REST calls cannot be made`);
  }
  return undefined;
}

/**
 * Loads a mega menu item's content into its panel once (ElementsKit's megaMenuAjaxLoad): the indicators show a
 * spinner meanwhile; the content then starts like any other markup (its builder elements' ready actions run, and
 * the bootstrap finds its islands as it does in any inserted markup). A failure says so in the panel and leaves the
 * placeholder, so the next hover tries again.
 */
async function loadMegaContent(item: HTMLElement): Promise<void> {
  const placeholder = item.querySelector<HTMLElement>('.megamenu-ajax-load[data-id]');
  if (!placeholder || item.classList.contains(LOADING_CLASS)) return;
  const base = elementskitRestUrl('ekit-nav-menu');
  if (!base) return;
  const panel = placeholder.closest<HTMLElement>('.elementskit-megamenu-panel') ?? item;
  item.classList.add(LOADING_CLASS);
  panel.setAttribute('aria-busy', 'true');
  panel.querySelector('.shop-islands-megamenu-error')?.remove();
  const indicators = [...item.querySelectorAll<HTMLElement>(':scope > a .elementskit-submenu-indicator, :scope > a .ekit-submenu-indicator-icon')];
  const spinners = indicators.map((indicator) => {
    const spinner = document.createElement('span');
    spinner.className = 'elementskit-submenu-indicator ekit-spinner';
    spinner.setAttribute('aria-hidden', 'true');
    indicator.replaceWith(spinner);
    return spinner;
  });
  const url = new URL('megamenu/megamenu_content', base);
  url.searchParams.set('id', placeholder.dataset.id!);
  try {
    // The route answers the rendered content as one JSON string (nothing for a post it will not show).
    const html = await getBuilderJson(url, 'megamenu_content');
    if (typeof html !== 'string') throw new BuilderRequestError('invalid-response', `megamenu_content: expected the content as a string, got ${JSON.stringify(html)}`);
    const content = document.createRange().createContextualFragment(html);
    const elements = [...content.querySelectorAll('.elementor-element')];
    placeholder.replaceWith(content);
    for (const element of elements) markElementReady(element);
  } catch (error) {
    console.error(`[shop-islands] ekit-nav-menu: the mega menu content ${placeholder.dataset.id} could not be loaded — ${error instanceof BuilderRequestError ? error.detail : String(error)}`);
    const message = document.createElement('p');
    message.className = 'shop-islands-megamenu-error';
    message.setAttribute('role', 'alert');
    message.textContent = error instanceof BuilderRequestError && error.kind === 'network' ? `${error.message} ${MEGA_MENU_FAILED}` : MEGA_MENU_FAILED;
    placeholder.before(message);
  } finally {
    spinners.forEach((spinner, index) => spinner.replaceWith(indicators[index]!));
    item.classList.remove(LOADING_CLASS);
    panel.removeAttribute('aria-busy');
  }
}

export function attachNavMenu(widget: HTMLElement): () => void {
  const nav = widget.querySelector<HTMLElement>('.ekit-wid-con');
  const container = nav?.querySelector<HTMLElement>('.elementskit-menu-container');
  if (!nav || !container) return () => {};
  const breakpoint = Number(nav.dataset.responsiveBreakpoint) || 1024;
  // As ElementsKit measured it ($(document).width()): the layout width, without a scrollbar.
  const isNarrow = (): boolean => document.documentElement.clientWidth <= breakpoint;
  const panels = [...nav.querySelectorAll<HTMLElement>('.elementskit-menu-offcanvas-elements')];
  const hamburger = nav.querySelector<HTMLElement>('.elementskit-menu-hamburger');
  const list = container.querySelector<HTMLElement>('.elementskit-navbar-nav');
  const isClickMode = container.classList.contains('ekit-nav-dropdown-click');
  const opensOnIconOnly = !!list?.classList.contains('submenu-click-on-icon');
  const parentLinks = [...container.querySelectorAll<HTMLAnchorElement>('.elementskit-dropdown-has > a')];
  const { listen, stop } = listeners();

  const dropdownsOf = (item: Element): HTMLElement[] => [...item.querySelectorAll<HTMLElement>(DROPDOWNS)];
  const openClass = (): string | undefined => (isNarrow() ? SUB_MENU_OPEN_CLASS : isClickMode ? CLICK_OPEN_CLASS : undefined);
  /** aria-expanded on the parent links where a press opens their sub-menu (none in hover mode above the breakpoint). */
  const syncExpanded = (): void => {
    const open = openClass();
    for (const link of parentLinks) {
      if (open) link.setAttribute('aria-expanded', String(dropdownsOf(link.parentElement!).some((dropdown) => dropdown.classList.contains(open))));
      else link.removeAttribute('aria-expanded');
    }
  };

  // The off-canvas menu.
  const isPanelOpen = (): boolean => container.classList.contains(PANEL_OPEN_CLASS);
  if (hamburger) {
    hamburger.setAttribute('aria-controls', container.id || (container.id = `ekit-menu-${widget.dataset.id ?? 'panel'}`));
    hamburger.setAttribute('aria-expanded', String(isPanelOpen()));
  }
  const setPanelOpen = (isOpen: boolean): void => {
    if (isOpen === isPanelOpen()) return;
    const hadFocus = container.contains(document.activeElement);
    panels.forEach((panel) => panel.classList.toggle(PANEL_OPEN_CLASS, isOpen));
    hamburger?.setAttribute('aria-expanded', String(isOpen));
    if (isOpen) focusWhenShown(focusablesIn(container)[0], isPanelOpen);
    else if (hadFocus) hamburger?.focus({ preventScroll: true });
  };

  const toggleSubMenu = (item: HTMLElement, open: string): void => {
    const dropdowns = dropdownsOf(item);
    const isOpen = !dropdowns.some((dropdown) => dropdown.classList.contains(open));
    if (open === CLICK_OPEN_CLASS) {
      // One branch open at a time: every other dropdown not around this one closes.
      for (const other of container.querySelectorAll<HTMLElement>(`.${CLICK_OPEN_CLASS}`)) if (!other.contains(item)) other.classList.remove(CLICK_OPEN_CLASS);
    } else for (const dropdown of dropdowns) dropdown.querySelectorAll(`.${open}`).forEach((nested) => nested.classList.remove(open));
    dropdowns.forEach((dropdown) => dropdown.classList.toggle(open, isOpen));
    if (isOpen && open === CLICK_OPEN_CLASS) topWhenOpened = menuTop();
    if (isOpen && item.matches('.elementskit-megamenu-has')) void loadMegaContent(item);
    syncExpanded();
  };
  const closeClickDropdowns = (): void => {
    container.querySelectorAll(`.${CLICK_OPEN_CLASS}`).forEach((open) => open.classList.remove(CLICK_OPEN_CLASS));
    syncExpanded();
  };
  /** How far down the viewport the menu stands. */
  const menuTop = (): number => Math.round((list ?? container).getBoundingClientRect().top);
  let topWhenOpened = 0;

  listen(nav, 'click', (event) => {
    const target = event.target as Element;
    if (target.closest('.elementskit-menu-toggler')) {
      event.preventDefault();
      setPanelOpen(!isPanelOpen());
      return;
    }
    const link = target.closest<HTMLAnchorElement>('a');
    if (!link || !container.contains(link)) return;
    const item = link.parentElement!;
    if (link.matches('.elementskit-dropdown-has > a')) {
      const open = openClass();
      const onIndicator = !!target.closest('.elementskit-submenu-indicator');
      // From the keyboard (a click without a pointer), the first Enter opens a closed sub-menu.
      const isKeyboardOpening = event.detail === 0 && !!open && !dropdownsOf(item).some((dropdown) => dropdown.classList.contains(open));
      // Click mode never follows a parent link (as ElementsKit); the off-canvas menu on the indicator, or anywhere when so set.
      if (open === CLICK_OPEN_CLASS || (open && (onIndicator || !opensOnIconOnly || isKeyboardOpening))) {
        event.preventDefault();
        toggleSubMenu(item, open);
      } else if (onIndicator) event.preventDefault();
      return;
    }
    // An anchor on this page closes the off-canvas menu: after 300 ms with "close on anchor", at once in one-page mode.
    const href = link.getAttribute('href') ?? '';
    if (!isPanelOpen() || !href.includes('#') || href === '#') return;
    if (container.classList.contains('ekit-nav-menu-one-page-yes') && link.pathname === location.pathname) setPanelOpen(false);
    else if (nav.dataset.closeOnAnchor === 'yes' && href.startsWith('#')) setTimeout(() => setPanelOpen(false), CLOSE_ON_ANCHOR_MS);
  });

  // The mega menu's content comes on the first hover (or focus) of its item.
  for (const item of container.querySelectorAll<HTMLElement>('.elementskit-megamenu-has')) {
    if (!item.querySelector('.megamenu-ajax-load')) continue;
    const load = (): void => void (isNarrow() ? undefined : loadMegaContent(item));
    listen(item, 'mouseenter', load);
    listen(item, 'focusin', load);
    // The hover that started this widget.
    if (item.matches(':hover')) load();
  }

  listen(nav, 'keydown', (event) => {
    // The open panel covers the page: Tab goes round inside it.
    if (event.key === 'Tab' && isPanelOpen() && isNarrow()) return keepTabInside(container, event);
    if (event.key !== 'Escape') return;
    const open = openClass();
    const dropdown = open && (event.target as Element).closest<HTMLElement>(`.${open}`);
    const link = dropdown && dropdown.parentElement?.querySelector<HTMLElement>(':scope > a');
    if (dropdown && link) {
      dropdown.classList.remove(open);
      syncExpanded();
      link.focus();
    } else if (isPanelOpen()) setPanelOpen(false);
    else return;
    event.preventDefault();
  });

  // A resize past the breakpoint closes the off-canvas menu; below it, the click-mode dropdowns.
  listen(window, 'resize', () => {
    if (!isNarrow()) setPanelOpen(false);
    else if (isClickMode) closeClickDropdowns();
    syncExpanded();
  });
  if (isClickMode) {
    listen(document, 'click', (event) => {
      if (!(event.target instanceof Element && event.target.closest('.elementskit-dropdown-has'))) closeClickDropdowns();
    });
    // ElementsKit closed them when a sticky header stuck or came loose, the menu moving under them. Not when the
    // menu stayed where it was: a header at the page's top sticks where it stands as the sticky code starts — at
    // idle time here, not at load as Elementor's did — and a dropdown the shopper opened before that stays open.
    const closeIfMoved = (): void => void (menuTop() !== topWhenOpened && closeClickDropdowns());
    listen(window, 'sticky:stick' as keyof DocumentEventMap, closeIfMoved);
    listen(window, 'sticky:unstick' as keyof DocumentEventMap, closeIfMoved);
  }
  syncExpanded();

  return () => {
    stop();
    setPanelOpen(false);
    for (const link of parentLinks) link.removeAttribute('aria-expanded');
  };
}
