// The theme's header navigation, as Storefront's navigation.js ran it (the Underscores pattern many themes
// share): the `button.menu-toggle` that opens the menu below the theme's breakpoint, the buttons that open a
// handheld menu's sub-menus, and the `focus` class that shows a dropdown to the keyboard (the theme's CSS keys
// on it). Added when the shopper first reaches the header, not at load.

/** The class the theme's CSS opens the small-screen menu by, on `nav.main-navigation`. */
export const TOGGLED_CLASS = 'toggled';
/** On a `li` whose dropdown the theme's CSS shows (as on hover). */
export const FOCUS_CLASS = 'focus';
/** On a handheld sub-menu and its button while open. */
export const OPEN_CLASS = 'toggled-on';
/** A link whose first tap on a touch screen opened its dropdown; the second follows it. */
export const BLOCKED_CLASS = 'blocked';
/** Storefront's class for dropdowns hidden with `display: none` on touch screens (not pushed off screen). */
export const TOUCH_CLASS = 'sub-menu--is-touch-device';

/** The links that open their `li`'s dropdown on focus, as navigation.js listed them. */
const DROPDOWN_LINKS = '.menu-item > a, .page_item > a, .site-header-cart a';
/** Storefront's breakpoint: the touch-screen dropdowns are for wider screens, the toggle for narrower. */
const HANDHELD_MAX_WIDTH = 767;

interface ToggleLabels {
  readonly expand: string;
  readonly collapse: string;
}

/** Storefront's English defaults. */
const DEFAULT_LABELS: ToggleLabels = { expand: 'Expand child menu', collapse: 'Collapse child menu' };

let hasReportedLabels = false;

/**
 * `storefrontScreenReaderText` {expand, collapse}, which Storefront prints only with a handheld menu (the one
 * place it is needed). Read by hand; a missing or wrong one is reported once and the English labels used.
 */
function readLabels(): ToggleLabels {
  const texts = (window as { storefrontScreenReaderText?: unknown }).storefrontScreenReaderText as Record<string, unknown> | undefined;
  const label = (name: keyof ToggleLabels): string => {
    const value = texts?.[name];
    if (typeof value === 'string' && value.trim()) return value;
    if (!hasReportedLabels) {
      hasReportedLabels = true;
      const problem = texts ? `window.storefrontScreenReaderText.${name} is invalid (${JSON.stringify(value)})` : 'window.storefrontScreenReaderText is missing';
      console.error(`[shop-islands] site-header: ${problem}; using "${DEFAULT_LABELS[name]}"`);
    }
    return DEFAULT_LABELS[name];
  };
  return { expand: label('expand'), collapse: label('collapse') };
}

let toggleCount = 0;

/**
 * A handheld menu's sub-menu buttons (navigation.js created them at load; here as the shopper reaches the
 * header, while that menu is still closed): `button.dropdown-toggle` after the parent link, its hidden text
 * the action it takes, open from the start under the current page's ancestor.
 */
function addSubMenuToggles(handheld: Element, labels: ToggleLabels): HTMLButtonElement[] {
  const buttons: HTMLButtonElement[] = [];
  for (const link of handheld.querySelectorAll<HTMLAnchorElement>('.menu-item-has-children > a, .page_item_has_children > a')) {
    const item = link.parentElement!;
    const subMenu = item.querySelector<HTMLElement>(':scope > ul');
    if (!subMenu || item.querySelector(':scope > .dropdown-toggle')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'dropdown-toggle';
    subMenu.id ||= `shop-islands-sub-menu-${(toggleCount += 1)}`;
    button.setAttribute('aria-controls', subMenu.id);
    const text = document.createElement('span');
    text.className = 'screen-reader-text';
    button.append(text);
    const show = (isOpen: boolean): void => {
      button.classList.toggle(OPEN_CLASS, isOpen);
      subMenu.classList.toggle(OPEN_CLASS, isOpen);
      button.setAttribute('aria-expanded', String(isOpen));
      // The hidden text names what a press does, as Storefront's did; the state is aria-expanded's.
      text.textContent = `${isOpen ? labels.collapse : labels.expand} ${link.textContent?.trim() ?? ''}`.trim();
    };
    show(item.classList.contains('current-menu-ancestor'));
    button.addEventListener('click', () => show(!button.classList.contains(OPEN_CLASS)));
    link.after(button);
    buttons.push(button);
  }
  return buttons;
}

export function attach(header: HTMLElement): () => void {
  const cleanups: (() => void)[] = [];
  const listen = <K extends keyof DocumentEventMap>(target: Document | HTMLElement | Window, type: K, listener: (event: DocumentEventMap[K]) => void): void => {
    target.addEventListener(type, listener as EventListener);
    cleanups.push(() => target.removeEventListener(type, listener as EventListener));
  };

  // The small-screen menu: the toggle flips the nav's class and its own aria-expanded.
  const nav = header.querySelector<HTMLElement>('.main-navigation');
  const toggle = nav?.querySelector<HTMLButtonElement>('button.menu-toggle') ?? null;
  const setOpen = (isOpen: boolean): void => {
    nav?.classList.toggle(TOGGLED_CLASS, isOpen);
    toggle?.setAttribute('aria-expanded', String(isOpen));
  };
  if (nav && toggle) {
    if (!nav.querySelector('ul')) {
      // An empty menu: nothing to open (navigation.js hid the toggle too).
      toggle.hidden = true;
      cleanups.push(() => (toggle.hidden = false));
    } else {
      toggle.setAttribute('aria-expanded', String(nav.classList.contains(TOGGLED_CLASS)));
      if (!toggle.hasAttribute('aria-controls') && nav.id) toggle.setAttribute('aria-controls', nav.id);
      listen(toggle, 'click', () => setOpen(!nav.classList.contains(TOGGLED_CLASS)));
      // Turning a phone, or a window widened past the breakpoint, closes it (a height-only resize — the
      // address bar sliding away as the page scrolls — does not).
      let width = window.innerWidth;
      listen(window, 'resize', () => {
        if (window.innerWidth === width) return;
        width = window.innerWidth;
        setOpen(false);
      });
    }
  }
  const handheld = header.querySelector('.handheld-navigation');
  if (handheld) {
    const buttons = addSubMenuToggles(handheld, readLabels());
    cleanups.push(() => buttons.forEach((button) => button.remove()));
  }

  // A dropdown opens for the link that has the focus, and the others close.
  let keepClosed: Element | null = null;
  const openFor = (link: Element): void => {
    for (const open of header.querySelectorAll(`.${FOCUS_CLASS}`)) {
      if (open.contains(link)) continue;
      open.classList.remove(FOCUS_CLASS);
      open.firstElementChild?.classList.remove(BLOCKED_CLASS);
    }
    if (keepClosed === link) {
      keepClosed = null;
      return;
    }
    // Its own item and every item around it (a link reached inside a closed dropdown — Tab after Escape,
    // Shift+Tab from below — opens the dropdowns it is in, not only its own).
    for (let item = link.parentElement; item && header.contains(item); item = item.parentElement?.closest('li') ?? null) item.classList.add(FOCUS_CLASS);
  };
  const closeAll = (): void => {
    for (const open of header.querySelectorAll(`.${FOCUS_CLASS}, .${BLOCKED_CLASS}`)) open.classList.remove(FOCUS_CLASS, BLOCKED_CLASS);
  };
  listen(header, 'focusin', (event) => {
    if (event.target instanceof Element && event.target.matches(DROPDOWN_LINKS)) openFor(event.target);
  });
  // Focus leaving the header, or a press outside it, closes them (navigation.js closed them on a tap outside only).
  listen(header, 'focusout', (event) => {
    if (!(event.relatedTarget instanceof Node && header.contains(event.relatedTarget))) closeAll();
  });
  listen(document, 'pointerdown', (event) => {
    if (!(event.target instanceof Node && header.contains(event.target))) closeAll();
  });
  // The focus that started this widget (a Tab onto a menu link).
  if (document.activeElement?.matches(DROPDOWN_LINKS) && header.contains(document.activeElement)) openFor(document.activeElement);

  // Escape closes the innermost open dropdown around the focus, back on its link; then the small-screen menu, back on its toggle.
  listen(header, 'keydown', (event) => {
    const { key, target } = event;
    if (key !== 'Escape' || !(target instanceof Element)) return;
    // The handheld menu's sub-menus open by their buttons, not the focus: Escape there closes the menu.
    const isHandheld = !!target.closest('.handheld-navigation');
    let item = isHandheld ? null : target.closest(`.${FOCUS_CLASS}`);
    // The open dropdown the focus is in (a link's own `li` has the class too: it is not a dropdown).
    while (item && !item.querySelector(':scope > ul, :scope > div')?.contains(target)) item = item.parentElement?.closest(`.${FOCUS_CLASS}`) ?? null;
    const link = item?.firstElementChild;
    const ownItem = target.parentElement;
    if (item && link instanceof HTMLElement) {
      item.classList.remove(FOCUS_CLASS);
      keepClosed = link;
      link.focus();
    } else if (!isHandheld && ownItem?.classList.contains(FOCUS_CLASS) && ownItem.querySelector(':scope > ul, :scope > div')) {
      ownItem.classList.remove(FOCUS_CLASS);
    } else if (nav?.classList.contains(TOGGLED_CLASS) && toggle) {
      setOpen(false);
      toggle.focus();
    } else return;
    event.preventDefault();
  });

  // Touch screens wider than a phone: a first tap on a link with a dropdown opens it, a second follows the link.
  if (('ontouchstart' in window || navigator.maxTouchPoints > 0) && window.innerWidth > HANDHELD_MAX_WIDTH) {
    const dropdowns = [...header.querySelectorAll('ul ul, .site-header-cart .widget_shopping_cart')];
    dropdowns.forEach((dropdown) => dropdown.classList.add(TOUCH_CLASS));
    cleanups.push(() => dropdowns.forEach((dropdown) => dropdown.classList.remove(TOUCH_CLASS)));
    let acceptClick = false;
    listen(header, 'pointerup', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link?.matches(DROPDOWN_LINKS)) return;
      const cartList = link.matches('.cart-contents') ? link.parentElement?.nextElementSibling : null;
      if (link.classList.contains(BLOCKED_CLASS) || event.pointerType === 'mouse') acceptClick = true;
      else if (cartList ? cartList.textContent?.trim() : link.nextElementSibling) {
        link.classList.add(BLOCKED_CLASS);
        link.parentElement?.classList.add(FOCUS_CLASS);
      } else acceptClick = true;
    });
    listen(header, 'click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link?.classList.contains(BLOCKED_CLASS) && !acceptClick) event.preventDefault();
      acceptClick = false;
    });
  }

  return () => {
    cleanups.forEach((cleanup) => cleanup());
    setOpen(false);
    closeAll();
  };
}
