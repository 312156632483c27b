// The page builder's widgets (Elementor's and ElementsKit's), one registry line for the family: a widget is
// `[data-widget_type="<name>.<skin>"]`, and these are the names the bundle runs (widgets/builder-widget/kinds.ts
// holds the same list). Their server markup is complete, so they wait for the shopper, except:
// - Elementor's accordion and tabs print every panel closed and relied on their script to open the first:
//   the entry opens it at scan, before any chunk, so the page never shows an empty widget (before the entry
//   runs, src/critical.css shows that first panel);
// - an ElementsKit tab whose handler id is the address's hash starts its widget at once (a hash change too);
// - Elementor Pro's off-canvas starts at once: it must listen for the link actions that open it before any is pressed.
import { defineBehaviour, type TriggerTools } from '../src/runtime';
import { onLegacyEvents } from './legacy-events';

const WIDGETS = [
  'accordion',
  'toggle',
  'nested-accordion',
  'elementskit-accordion',
  'tabs',
  'nested-tabs',
  'elementskit-simple-tab',
  'alert',
  'counter',
  'progress',
  'elementskit-funfact',
  'elementskit-progressbar',
  'elementskit-countdown-timer',
  'elementskit-back-to-top',
  'image-carousel',
  'elementskit-testimonial',
  'elementskit-image-comparison',
  'elementskit-piechart',
  'elementskit-image-accordion',
  'video',
  'elementskit-team',
  'ekit-nav-menu',
  'elementskit-header-search',
  'elementskit-header-offcanvas',
  'elementskit-mail-chimp',
  'elementskit-google-map',
  'nav-menu',
  'woocommerce-menu-cart',
  'taxonomy-filter',
  'table-of-contents',
  'share-buttons',
  'search-form',
  'search',
  'slides',
  'facebook-button',
  'facebook-comments',
  'facebook-embed',
  'facebook-page',
  'portfolio',
  'off-canvas',
  'loop-grid',
];

/** What changes on its own as it shows (counts, fills, ticks; a table of contents built; a map drawn): started as it comes into view. */
const IN_VIEW = /counter|progress|funfact|countdown|carousel|testimonial|comparison|piechart|video|table-of-contents|slides|facebook|map/;

const typeOf = (widget: Element): string => widget.getAttribute('data-widget_type')?.split('.')[0] ?? '';

/**
 * Elementor's accordion and tabs: the first item opened, as their script did at load. Their markup made
 * accessible before anyone reaches it: the accordion's and toggle's headers are the tab stops in place of
 * the links inside them, and the tabs' mobile titles (printed as tabs in a "tablist" that holds the panels)
 * are the buttons of the accordion the widget is below Elementor's breakpoint.
 */
/** Elementor's own scripts run the widgets: its editor's preview, or a page that still loads its frontend.js (it ran before this module). */
const isElementorsOwn = (): boolean => {
  const page = window as { elementorFrontend?: { isShopIslands?: boolean }; elementorFrontendConfig?: { environmentMode?: { edit?: boolean } } };
  return !!page.elementorFrontendConfig?.environmentMode?.edit || (!!page.elementorFrontend && !page.elementorFrontend.isShopIslands);
};

function openFirst(widget: HTMLElement): void {
  if (isElementorsOwn()) return;
  const type = typeOf(widget);
  const isTabs = type == 'tabs';
  // Elementor's nested accordion leaves only its first header a tab stop (its script moved between them with the
  // arrows): every header is one from the scan, so Tab reaches them before the widget runs.
  for (const summary of widget.querySelectorAll<HTMLElement>('summary.e-n-accordion-item-title[tabindex="-1"]')) summary.tabIndex = 0;
  // ElementsKit prints its nav menu as an unnamed <nav>: a page with two (a header's, a footer's) has landmarks a
  // screen reader cannot tell apart. Named by its WordPress menu (`ul#menu-<slug>`: "Holdout builder menu").
  const nav = widget.querySelector('nav.ekit-wid-con:not([aria-label],[aria-labelledby])');
  const slug = nav?.querySelector('ul[id^="menu-"]')?.id.slice(5).replaceAll('-', ' ');
  if (slug) nav!.setAttribute('aria-label', slug[0]!.toUpperCase() + slug.slice(1));
  // A counter prints its start value: its end value is read to screen readers from the start, the counting number hidden from them.
  const number = IN_VIEW.test(type) && widget.querySelector<HTMLElement>('.elementor-counter-number,.number-percentage');
  const final = number && (number.dataset.toValue ?? number.dataset.value);
  // Once only (a document scanned again after it moved).
  if (final && !number.nextElementSibling?.matches('.elementor-screen-only')) {
    const text = document.createElement('span');
    text.className = 'elementor-screen-only';
    text.textContent = final;
    number.setAttribute('aria-hidden', 'true');
    number.after(text);
  }
  // ElementsKit's image accordion is a group of radios printed `hidden`, out of the keyboard's reach: they are
  // kept for screen readers and the keyboard (named by their labels), off the screen.
  for (const radio of widget.querySelectorAll<HTMLInputElement>('.elementskit-single-image-accordion--input')) {
    radio.hidden = false;
    radio.classList.add('elementor-screen-only');
  }
  // A carousel's arrows are printed as nameless buttons (Elementor names them from its script).
  for (const arrow of widget.querySelectorAll('.elementor-swiper-button:not([aria-label])')) arrow.setAttribute('aria-label', `${arrow.matches('[class*=prev]') ? 'Previous' : 'Next'} slide`);
  if (!isTabs && type != 'accordion' && type != 'toggle') return;
  for (const part of widget.querySelectorAll<HTMLElement>('.elementor-tab-title,.elementor-tab-content,.elementor-tabs-content-wrapper')) {
    if (part.parentElement!.closest('[data-widget_type]') != widget) continue;
    const { classList } = part;
    if (classList.contains('elementor-tabs-content-wrapper')) {
      part.removeAttribute('role');
      part.removeAttribute('aria-orientation');
      continue;
    }
    const isTitle = classList.contains('elementor-tab-title');
    // The accordion's and toggle's headers, and the tabs' mobile titles: buttons, each a tab stop (not the link inside).
    const isButton = isTitle && (!isTabs || classList.contains('elementor-tab-mobile-title'));
    if (isButton) {
      part.setAttribute('role', 'button');
      part.removeAttribute('aria-selected');
      part.tabIndex = 0;
      part.querySelector('a')?.removeAttribute('tabindex');
    }
    if (part.dataset.tab != '1' || type == 'toggle') continue;
    classList.add('elementor-active');
    if (isTitle) part.setAttribute(isButton ? 'aria-expanded' : 'aria-selected', 'true');
    else {
      part.hidden = false;
      part.style.display = 'block';
    }
  }
}

/** Whether the address's hash (up to a `?`, as ElementsKit read it) is the handler id of one of the widget's ElementsKit tabs. */
const isNamed = (widget: Element): boolean => !!location.hash && !!widget.querySelector(`[data-ekit-handler-id="${CSS.escape(location.hash.slice(1).split('?')[0]!)}"]`);

function whenNeeded(widget: HTMLElement, { intent, visible, signal }: TriggerTools): Promise<void> {
  const type = typeOf(widget);
  // What changes on its own, and a tab or accordion whose open panel's content (an ElementsKit widget area) loads by ajax.
  // (A loop grid that loads its next page as it scrolls too.)
  if (IN_VIEW.test(type) || widget.classList.contains('ekit-template-ajax--yes') || widget.dataset.settings?.includes('infinite_scroll')) return visible();
  // The back to top button follows the scroll: it starts with the first one (or a touch).
  if (type.endsWith('back-to-top')) return Promise.race([intent(), new Promise<void>((resolve) => addEventListener('scroll', () => resolve(), { once: true, passive: true, signal }))]);
  if (type == 'off-canvas' || isNamed(widget)) return Promise.resolve();
  const waits = [intent(), new Promise<void>((resolve) => addEventListener('hashchange', () => isNamed(widget) && resolve(), { signal }))];
  // ElementsKit's "Hover" tabs, a mega menu whose content loads on hover, Elementor Pro's menu (its sub-menus
  // open on hover) and its menu cart set to open on hover answer to the pointer passing over them.
  if (type == 'nav-menu' || widget.dataset.settings?.includes('"open_cart":"mouseover"') || widget.querySelector('[data-ekit-toggle-trigger="mouseenter"],.megamenu-ajax-load')) waits.push(new Promise((resolve) => widget.addEventListener('pointerover', () => resolve(), { once: true, signal })));
  // Elementor Pro's menu cart that opens itself after an add: started as an add begins (or at once when the page's
  // own request added a product), so it is there to open when the add is done.
  if (type == 'woocommerce-menu-cart' && widget.dataset.settings?.includes('"automatically_open_cart":"yes"')) {
    if ((window as { ElementorProFrontendConfig?: { woocommerce?: { productAddedToCart?: unknown } } }).ElementorProFrontendConfig?.woocommerce?.productAddedToCart === true) return Promise.resolve();
    // Dispatched, or triggered with jQuery by another plugin's add (some announce only its end).
    waits.push(
      new Promise((resolve) => {
        onLegacyEvents(document.body, 'adding_to_cart', resolve, signal);
        // An add done before its code arrived: it opens as it starts.
        onLegacyEvents(document.body, 'added_to_cart', () => {
          if (widget.dataset.islandState != 'mounted') widget.setAttribute('data-menu-cart-added', '');
          resolve();
        }, signal);
      }),
    );
  }
  return Promise.race(waits);
}

export const builderWidget = defineBehaviour({
  name: 'builder-widget',
  // A loop grid only when it loads more (its other pages by a press or as it scrolls) or loads its page links in
  // place (`pagination_load_type` ajax): the others need no script.
  // One `[data-widget_type]` before the list: an element without it (nearly all of a page) is dismissed by one test
  // instead of one per widget type (the page's scan took ×1.8 as long on the variable product page without it).
  selector: `[data-widget_type]:is(${WIDGETS.map((name) => (name == 'loop-grid' ? `[data-widget_type^="loop-grid."]:is([data-settings*=load_more],[data-settings*='_type":"ajax'])` : `[data-widget_type^="${name}."]`)).join()})`,
  prepare: openFirst,
  trigger: { on: 'custom', when: whenNeeded },
  load: () => import('../widgets/builder-widget'),
});

/** The names, for the test that holds them equal to the family's. */
export const BUILDER_WIDGETS: readonly string[] = WIDGETS;
