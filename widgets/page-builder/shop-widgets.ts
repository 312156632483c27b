// What Elementor Pro's WooCommerce widgets did to the page at load, and after the cart's events, done as the
// builder document starts (their handlers ran at load too; the menu cart's own behaviour is the builder-widget
// family's, started on the shopper's intent):
// - menu cart (`woocommerce-menu-cart`): its closed panel, which Pro only scaled to nothing, is kept out of the
//   keyboard's and screen readers' way (`inert`), and its toggle (a link to `#`) is a button from the start;
// - notices (`woocommerce-notices`): the page's notices gathered into the widget's `.e-woocommerce-notices-wrapper`,
//   which is shown once they are (Pro's CSS hides it while `e-woocommerce-notices-wrapper-loading`), scrolled to
//   the middle of the view; gathered again after the cart's and checkout's events;
// - cart (`woocommerce-cart`): the forms' `_wp_http_referer` carry `elementorPageId` / `elementorWidgetId` (the
//   server renders the widget's own template when WooCommerce's cart calls come back); with
//   `update_cart_automatically` a quantity typed updates the cart 1.5 s later;
// - product add to cart in a loop (`.e-loop-add-to-cart-form`): the quantity field sets its button's
//   `data-quantity`, and the "View cart" link an add shows goes under the form;
// - my account and purchase summary: the address boxes (and the login and register boxes) made one height, the
//   line above a purchase note told so (`product-purchase-note-is-below`), the buttons' hover animation classes;
// - the admin bar's "Edit with Elementor" menu (W23): entries whose title contains `dynamic-content-` removed.
import { on, type LegacyEventName } from '@/dom';
import { elementSettings, readBuilderConfig } from '@/builder';

/** How long after a quantity is typed the cart widget updates the cart (Pro's debounce). */
export const AUTO_UPDATE_MS = 1500;

const NOTICES = ':not(.woocommerce-NoticeGroup) .wc-block-components-notice-banner, .woocommerce-NoticeGroup, :not(.woocommerce-NoticeGroup) .woocommerce-error, :not(.woocommerce-NoticeGroup) .woocommerce-message, :not(.woocommerce-NoticeGroup) .woocommerce-info';
const NOTICE_EVENTS: readonly LegacyEventName[] = ['updated_wc_div', 'updated_checkout', 'updated_cart_totals', 'applied_coupon', 'removed_coupon', 'applied_coupon_in_checkout', 'removed_coupon_in_checkout', 'checkout_error'];

const widgetsOf = (root: Element, type: string): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(`[data-widget_type^="${type}."]`)];

/** Makes every element of `elements` as tall as the tallest (their own height first, as Pro measured). */
function equalizeHeights(elements: HTMLElement[]): void {
  if (elements.length < 2) return;
  elements.forEach((element) => element.style.removeProperty('height'));
  const tallest = Math.max(...elements.map((element) => element.offsetHeight));
  if (tallest > 0) elements.forEach((element) => (element.style.height = `${tallest}px`));
}

/** The hover animation a widget's settings name (`elementor-animation-<name>`), on the buttons `selector` finds. */
function animateButtons(widget: HTMLElement, settings: Record<string, unknown>, byKey: Record<string, string>, within: ParentNode = widget): void {
  for (const [key, selector] of Object.entries(byKey)) {
    const animation = settings[key];
    if (typeof animation === 'string' && animation) within.querySelectorAll(selector).forEach((button) => button.classList.add(`elementor-animation-${animation}`));
  }
}

function prepareMenuCarts(root: Element): void {
  for (const widget of widgetsOf(root, 'woocommerce-menu-cart')) {
    const container = widget.querySelector('.elementor-menu-cart__container');
    if (!widget.classList.contains('elementor-menu-cart--shown')) container?.setAttribute('inert', '');
    widget.querySelector('a.elementor-menu-cart__toggle_button')?.setAttribute('role', 'button');
  }
}

function gatherNotices(root: Element, { scroll }: { scroll: boolean }): void {
  for (const wrapper of root.querySelectorAll<HTMLElement>('[data-widget_type^="woocommerce-notices."] .e-woocommerce-notices-wrapper')) {
    const notices = [...document.body.querySelectorAll<HTMLElement>(NOTICES)].filter((notice) => !wrapper.contains(notice) && !notice.classList.contains('e-notices-demo-notice'));
    wrapper.prepend(...notices);
    wrapper.classList.remove('e-woocommerce-notices-wrapper-loading');
    if (scroll && notices[0]) notices[0].scrollIntoView({ block: 'center', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }
}

/** `_wp_http_referer` as Pro set it: the address with the page's and the widget's ids. */
function markReferers(widget: HTMLElement): void {
  const pageId = (readBuilderConfig().raw.post as { id?: unknown } | undefined)?.id;
  const url = new URL(location.href);
  if (pageId !== undefined) url.searchParams.set('elementorPageId', String(pageId));
  url.searchParams.set('elementorWidgetId', widget.dataset.id ?? '');
  widget.querySelectorAll('input[name="_wp_http_referer"]').forEach((input) => input.setAttribute('value', url.href));
}

function startCarts(root: Element, stops: (() => void)[]): void {
  for (const widget of widgetsOf(root, 'woocommerce-cart')) {
    const settings = elementSettings(widget);
    const animate = (): void => animateButtons(widget, settings, { checkout_button_hover_animation: '.checkout-button', forms_buttons_hover_animation: '.shop_table .button' }, document);
    markReferers(widget);
    animate();
    const again = (): void => {
      markReferers(widget);
      animate();
    };
    stops.push(on('wc_fragments_loaded', again), on('wc_fragments_refreshed', again), on('updated_wc_div', again));
    if (settings.update_cart_automatically === 'yes') {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onInput = (event: Event): void => {
        if (!(event.target as Element).matches('.qty')) return;
        clearTimeout(timer);
        timer = setTimeout(() => widget.querySelector<HTMLButtonElement>('button[name="update_cart"]')?.click(), AUTO_UPDATE_MS);
      };
      widget.addEventListener('input', onInput);
      stops.push(() => {
        clearTimeout(timer);
        widget.removeEventListener('input', onInput);
      });
    }
  }
}

function startLoopForms(root: Element, stops: (() => void)[]): void {
  const forms = [...root.querySelectorAll<HTMLElement>('.e-loop-add-to-cart-form')];
  if (!forms.length) return;
  const onChange = (event: Event): void => {
    const field = event.target as HTMLInputElement;
    if (!field.matches('.e-loop-add-to-cart-form input.qty')) return;
    field.closest('.e-loop-add-to-cart-form')?.querySelector('.ajax_add_to_cart')?.setAttribute('data-quantity', field.value);
  };
  root.addEventListener('change', onChange);
  stops.push(() => root.removeEventListener('change', onChange));
  // The add's "View cart" link, which the add-to-cart island puts after the button, goes under the form (one per form).
  stops.push(
    on('added_to_cart', ([, , button]) => {
      const box = button instanceof Element ? button.closest('.e-loop-add-to-cart-form-container') : null;
      const link = button instanceof Element ? button.parentElement?.querySelector(':scope > .added_to_cart') : null;
      if (!box || !link || !root.contains(box)) return;
      box.querySelectorAll(':scope > .added_to_cart').forEach((old) => old !== link && old.remove());
      box.append(link);
    }),
  );
}

function shapeAccountPages(root: Element): void {
  for (const widget of [...widgetsOf(root, 'woocommerce-my-account'), ...widgetsOf(root, 'woocommerce-purchase-summary')]) {
    const settings = elementSettings(widget);
    equalizeHeights([...widget.querySelectorAll<HTMLElement>('address')]);
    equalizeHeights([...widget.querySelectorAll<HTMLElement>('form.login, form.register')]);
    for (const note of widget.querySelectorAll('.product-purchase-note')) note.previousElementSibling?.querySelectorAll(':scope > td').forEach((cell) => cell.classList.add('product-purchase-note-is-below'));
    animateButtons(widget, settings, {
      forms_buttons_hover_animation: '.woocommerce button.button, #add_payment_method #payment #place_order',
      tables_button_hover_animation: '.order-again .button, td .button, .woocommerce-pagination .button',
      order_details_button_hover_animation: '.order-again .button, td .button',
    });
  }
}

/** W23: the admin bar's Elementor menu without its `dynamic-content-` entries (the menu is Elementor's admin-bar script's, built at DOMContentLoaded). */
export function cleanAdminBar(): void {
  for (const entry of document.querySelectorAll('#wp-admin-bar-elementor_edit_page li')) {
    const title = entry.querySelector('.elementor-edit-link-title, .ab-item');
    if (title?.textContent?.includes('dynamic-content-')) entry.remove();
  }
}

/** Runs the load-time work for the shop widgets of `root`; returns what stops their listeners. */
export function startShopWidgets(root: Element): () => void {
  const stops: (() => void)[] = [];
  prepareMenuCarts(root);
  gatherNotices(root, { scroll: true });
  if (root.querySelector('[data-widget_type^="woocommerce-notices."]')) stops.push(...NOTICE_EVENTS.map((name) => on(name, () => gatherNotices(root, { scroll: true }))));
  startCarts(root, stops);
  startLoopForms(root, stops);
  shapeAccountPages(root);
  // Elementor's admin-bar script may build its menu after this runs: once more when the page has loaded.
  cleanAdminBar();
  if (document.readyState != 'complete') {
    addEventListener('load', cleanAdminBar, { once: true });
    stops.push(() => removeEventListener('load', cleanAdminBar));
  }
  return () => stops.forEach((stop) => stop());
}
