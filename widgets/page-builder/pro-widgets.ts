// What Elementor Pro's widgets (its WooCommerce widgets, search form and post grids) did to the page at load, and
// after the cart's events, done as the builder document starts (their handlers ran at load too; the menu cart's own
// behaviour is the builder-widget family's, started on the shopper's intent):
// - menu cart (`woocommerce-menu-cart`): its closed panel, which Pro only scaled to nothing, is kept out of the
//   keyboard's and screen readers' way (`inert`), and its toggle (a link to `#`) is a button from the start;
// - notices (`woocommerce-notices`): the page's notices gathered into the widget's `.e-woocommerce-notices-wrapper`,
//   which is shown once they are (Pro's CSS hides it while `e-woocommerce-notices-wrapper-loading`), scrolled to
//   the middle of the view at once; gathered again after the cart's and checkout's events;
// - cart (`woocommerce-cart`): the forms' `_wp_http_referer` carry `elementorPageId` / `elementorWidgetId` (the
//   server renders the widget's own template when WooCommerce's cart calls come back); with
//   `update_cart_automatically` a quantity typed updates the cart 1.5 s later; with `sticky_right_column` the
//   totals column sticks `sticky_right_column_offset` px below the top (and below a fixed admin bar);
// - product add to cart in a loop (`.e-loop-add-to-cart-form`): the quantity field sets its button's
//   `data-quantity`, and the "View cart" link an add shows goes under the form;
// - my account and purchase summary: the address boxes (and the login and register boxes) made one height (again
//   as the register box's password is typed: a strength meter or message grows it), the line above a purchase
//   note told so (`product-purchase-note-is-below`), the buttons' hover animation classes;
// - search form and taxonomy filter: their `<search>` landmarks named; the closed full-screen search kept out of the
//   keyboard's way (`inert`) until its toggle opens it; the search widget shown, room made for its icons;
// - posts, archive posts and portfolio (W20 layouts): with an item ratio (Pro's CSS puts it in the widget's
//   ::after content) the grid is `elementor-has-item-ratio` and a thumbnail whose image is wider than its box
//   `elementor-fit-height`; with masonry and two columns or more, each post pulled up under the one above it
//   (`elementor-posts-masonry`, Elementor's Masonry: a negative margin-top), again as images load and the window
//   resizes; their `<article role="listitem">` (a role an article may not take) left articles; the portfolio's
//   filters made a radio group;
// - the admin bar's "Edit with Elementor" menu (W23): entries whose title contains `dynamic-content-` removed.
import { on, type LegacyEventName } from '@/dom';
import { currentDeviceSetting, elementSettings, SEARCH_CLEAR_ICON, showSearchClearIcon } from '@/builder';
import { shapeAccountPages, startCarts, widgetsOf } from './pro-woo-pages';

export { AUTO_UPDATE_MS } from './pro-woo-pages';

const NOTICES = ':not(.woocommerce-NoticeGroup) .wc-block-components-notice-banner, .woocommerce-NoticeGroup, :not(.woocommerce-NoticeGroup) .woocommerce-error, :not(.woocommerce-NoticeGroup) .woocommerce-message, :not(.woocommerce-NoticeGroup) .woocommerce-info';
const NOTICE_EVENTS: readonly LegacyEventName[] = ['updated_wc_div', 'updated_checkout', 'updated_cart_totals', 'applied_coupon', 'removed_coupon', 'applied_coupon_in_checkout', 'removed_coupon_in_checkout', 'checkout_error'];

function prepareMenuCarts(root: Element): void {
  for (const widget of widgetsOf(root, 'woocommerce-menu-cart')) {
    const container = widget.querySelector('.elementor-menu-cart__container');
    if (!widget.classList.contains('elementor-menu-cart--shown')) container?.setAttribute('inert', '');
    widget.querySelector('a.elementor-menu-cart__toggle_button')?.setAttribute('role', 'button');
  }
}

/**
 * Pro's search landmarks (its search form's, search widget's and taxonomy filter's `<search role="search">`, printed unnamed) are
 * named, so a page with two tells them apart: a search form by its field's placeholder, a filter bar "Filter" (and
 * its number when there are several). The closed full-screen search, scaled to nothing by Pro's CSS (its field and
 * close button still tab stops), is `inert` until its toggle opens it.
 */
function prepareSearches(root: Element): void {
  for (const container of root.querySelectorAll('[data-widget_type^="search-form."] .elementor-search-form__toggle + .elementor-search-form__container')) {
    if (!container.classList.contains('elementor-search-form--full-screen')) container.setAttribute('inert', '');
  }
  for (const search of root.querySelectorAll(':is([data-widget_type^="search-form."],[data-widget_type^="search."]) search:not([aria-label],[aria-labelledby])')) {
    search.setAttribute('aria-label', search.querySelector<HTMLInputElement>('input[type="search"]')?.placeholder.replace(/[.…]+$/, '') || 'Search');
  }
  const bars = [...root.querySelectorAll('[data-widget_type^="taxonomy-filter."] search.e-filter:not([aria-label],[aria-labelledby])')];
  bars.forEach((bar, index) => bar.setAttribute('aria-label', bars.length > 1 ? `Filter ${index + 1}` : 'Filter'));
  for (const widget of root.querySelectorAll<HTMLElement>('[data-widget_type^="search."]')) fitSearchIcons(widget);
}

/**
 * Pro's search widget (`search`) is printed `e-search hidden` (invisible, Pro's CSS) for its script to measure the
 * icons inside the field and make room for them (`--e-search-icon-label-absolute-width`, `…-clear-…`, or
 * `no-icon-label` / `no-icon-clear` on the field) before showing it; the clear icon hidden while the field is empty.
 * Done here, and again once the page's fonts (an icon font) have loaded. (The bundle's critical CSS shows the form
 * before any script, with the icons' set sizes as room.)
 */
function fitSearchIcons(widget: HTMLElement): void {
  const field = widget.querySelector('.e-search-input');
  const measureIcons = (): void => {
    // Not laid out (in a closed panel): the critical CSS's room at the icons' set sizes stays, rather than none.
    if (widget.getClientRects().length) {
      for (const [slug, selector] of [['label', '.e-search-label > svg, .e-search-label > i'], ['clear', SEARCH_CLEAR_ICON]] as const) {
        const width = widget.querySelector(selector)?.getBoundingClientRect().width ?? 0;
        widget.style.setProperty(`--e-search-icon-${slug}-absolute-width`, `${width}px`);
        field?.classList.toggle(`no-icon-${slug}`, !width);
      }
    }
    widget.querySelector('.e-search')?.classList.remove('hidden');
  };
  // Measured before the clear icon is hidden (Pro's CSS may take a hidden icon out of the layout).
  measureIcons();
  showSearchClearIcon(widget);
  void document.fonts?.ready.then(measureIcons);
}

function gatherNotices(root: Element, { scroll }: { scroll: boolean }): void {
  for (const wrapper of root.querySelectorAll<HTMLElement>('[data-widget_type^="woocommerce-notices."] .e-woocommerce-notices-wrapper')) {
    const notices = [...document.body.querySelectorAll<HTMLElement>(NOTICES)].filter((notice) => !wrapper.contains(notice) && !notice.classList.contains('e-notices-demo-notice'));
    wrapper.prepend(...notices);
    wrapper.classList.remove('e-woocommerce-notices-wrapper-loading');
    // At once (Pro animated it for a second, which a panel opening meanwhile, holding the page still, cut short).
    if (scroll && notices[0]) notices[0].scrollIntoView({ block: 'center' });
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

/** The posts widgets' skin prefix for their settings (`classic_columns`, `cards_masonry`; the portfolio has none). */
function skinPrefix(widget: HTMLElement): string {
  const [type, skin = ''] = (widget.getAttribute('data-widget_type') ?? '').split('.');
  return type == 'portfolio' || skin == 'default' ? '' : `${skin}_`;
}

const sizeOf = (value: unknown): number => Number(typeof value == 'object' && value ? (value as { size?: unknown }).size : value) || 0;

/** Elementor's Masonry (frontend-modules' utils/masonry.js): each post after the first row pulled up (a negative
 * margin-top) to sit `gap` px under the post above it. */
export function runMasonry(container: HTMLElement, posts: HTMLElement[], columns: number, gap: number): void {
  posts.forEach((post) => post.style.removeProperty('margin-top'));
  const shown = posts.filter((post) => post.getClientRects().length > 0);
  container.classList.toggle('elementor-posts-masonry', columns >= 2);
  if (columns < 2) return;
  const top = container.getBoundingClientRect().top;
  const heights: number[] = [];
  shown.forEach((post, index) => {
    const height = post.getBoundingClientRect().height + gap;
    if (index < columns) return void heights.push(height);
    const column = index % columns;
    const pull = post.getBoundingClientRect().top - top - heights[column]!;
    post.style.marginTop = `${-pull}px`;
    heights[column]! += height;
  });
}

/** Asked of a post grid (on its `.elementor-posts-container`) when its shown posts changed: the portfolio's filter. */
export const RELAYOUT_EVENT = 'shop-islands:relayout';

function layOutPosts(widget: HTMLElement): () => void {
  const container = widget.querySelector<HTMLElement>('.elementor-posts-container');
  if (!container) return () => {};
  const settings = elementSettings(widget);
  const prefix = skinPrefix(widget);
  const posts = (): HTMLElement[] => [...container.querySelectorAll<HTMLElement>(':scope > .elementor-post, :scope > .elementor-portfolio-item')].filter((post) => !post.classList.contains('elementor-portfolio-ghost-item'));
  const isMasonry = !!settings[`${prefix}masonry`];
  // Pro prints its posts as `<article role="listitem">`, a role an article may not take (and the portfolio's outside any
  // list): they stay articles, the grid a plain grid.
  for (const post of container.querySelectorAll(':scope > article[role="listitem"]')) post.removeAttribute('role');
  if (container.getAttribute('role') == 'list') container.removeAttribute('role');
  // The portfolio's filters (`li` with tabindex 0) are a radio group from the start (one filter at a time; the
  // chosen one the group's tab stop); choosing is the family's (widgets/builder-widget/portfolio.ts).
  const bar = widget.querySelector('ul.elementor-portfolio__filters');
  if (bar) {
    bar.setAttribute('role', 'radiogroup');
    if (!bar.hasAttribute('aria-label')) bar.setAttribute('aria-label', 'Filter');
    for (const filter of bar.querySelectorAll<HTMLElement>('.elementor-portfolio__filter')) {
      const isChosen = filter.classList.contains('elementor-active');
      filter.setAttribute('role', 'radio');
      filter.setAttribute('aria-checked', String(isChosen));
      filter.tabIndex = isChosen ? 0 : -1;
    }
  }
  const fitImages = (): void => {
    const hasRatio = !isMasonry && /\d/.test(getComputedStyle(widget, '::after').content);
    container.classList.toggle('elementor-has-item-ratio', hasRatio);
    if (isMasonry) return;
    for (const thumbnail of container.querySelectorAll<HTMLElement>('.elementor-post__thumbnail, .elementor-portfolio-item__img')) {
      const image = thumbnail.querySelector('img');
      if (!image?.naturalWidth) continue;
      thumbnail.classList.toggle('elementor-fit-height', image.naturalHeight / image.naturalWidth < thumbnail.offsetHeight / thumbnail.offsetWidth);
    }
  };
  const masonry = (): void => {
    if (!isMasonry) return;
    const columns = Number(currentDeviceSetting(settings, `${prefix}columns`)) || 3;
    const gap = sizeOf(currentDeviceSetting(settings, `${prefix}row_gap`)) || sizeOf(settings.item_gap);
    runMasonry(container, posts(), columns, gap);
  };
  const lay = (): void => {
    fitImages();
    masonry();
  };
  lay();
  // An image that loads changes its post's height (and its ratio).
  const onLoad = (event: Event): void => void (event.target instanceof HTMLImageElement && lay());
  container.addEventListener('load', onLoad, true);
  container.addEventListener(RELAYOUT_EVENT, masonry);
  addEventListener('resize', lay);
  return () => {
    container.removeEventListener('load', onLoad, true);
    container.removeEventListener(RELAYOUT_EVENT, masonry);
    removeEventListener('resize', lay);
  };
}

/** W23: the admin bar's Elementor menu without its `dynamic-content-` entries (the menu is Elementor's admin-bar script's, built at DOMContentLoaded). */
export function cleanAdminBar(): void {
  for (const entry of document.querySelectorAll('#wp-admin-bar-elementor_edit_page li')) {
    const title = entry.querySelector('.elementor-edit-link-title, .ab-item');
    if (title?.textContent?.includes('dynamic-content-')) entry.remove();
  }
}

/** Runs the load-time work for the shop widgets of `root`; returns what stops their listeners. */
export function startProWidgets(root: Element): () => void {
  const stops: (() => void)[] = [];
  prepareMenuCarts(root);
  prepareSearches(root);
  gatherNotices(root, { scroll: true });
  if (root.querySelector('[data-widget_type^="woocommerce-notices."]')) stops.push(...NOTICE_EVENTS.map((name) => on(name, () => gatherNotices(root, { scroll: true }))));
  startCarts(root, stops);
  startLoopForms(root, stops);
  shapeAccountPages(root, stops);
  for (const widget of root.querySelectorAll<HTMLElement>('[data-widget_type^="posts."], [data-widget_type^="archive-posts."], [data-widget_type^="portfolio."]')) stops.push(layOutPosts(widget));
  // Elementor's admin-bar script may build its menu after this runs: once more when the page has loaded.
  cleanAdminBar();
  if (document.readyState != 'complete') {
    addEventListener('load', cleanAdminBar, { once: true });
    stops.push(() => removeEventListener('load', cleanAdminBar));
  }
  return () => stops.forEach((stop) => stop());
}
