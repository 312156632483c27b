// The page builder's runtime, once per Elementor document (`.elementor[data-elementor-type]`): publishes
// `window.elementorFrontend` and fires `elementor/frontend/init` (once per page), runs every element's
// `frontend/element_ready/…` actions for the addons that hook into them, plays the entrance animations, and
// does the same for elements inserted later (ajax, widget areas). The builder's widgets themselves are the
// `builder-widget` family: they start on their own triggers and run their ready actions when they start.
import { builderStorage, isLegacyFrontendPresent, markElementReady, readBuilderConfig, readProConfig, startFrontend } from '@/builder';
import { startEntranceAnimations } from './entrance';
import { startLightboxLinks } from './lightbox-links';
import { startLinkActions } from './link-actions';
import type * as PopupsModule from './popups';

/** What the page builder prints: its elements, and those waiting for their entrance animation. */
const BUILDER_MARKUP = '.elementor-element, .elementor-invisible';

/** Elementor Pro's widgets with work to do at load: its WooCommerce widgets, search form and post grids (widgets/page-builder/pro-widgets.ts). */
const PRO_WIDGETS = ['woocommerce-menu-cart', 'woocommerce-notices', 'woocommerce-cart', 'woocommerce-my-account', 'woocommerce-purchase-summary', 'search-form', 'search', 'taxonomy-filter', 'posts', 'archive-posts', 'portfolio'].map((name) => `[data-widget_type^="${name}."]`).join() + ', .e-loop-add-to-cart-form';

/** Elements Elementor Pro makes sticky (their `data-settings` as printed: `"sticky":"top"` or `"bottom"`). */
const STICKY = `[data-settings*='"sticky":"top"'], [data-settings*='"sticky":"bottom"']`;

/**
 * Elementor Pro's nav menus: SmartMenus gave each parent link its arrow (the settings' submenu icon in
 * `span.sub-arrow`) at load, before anyone used the menu; so does this, as the document starts.
 */
function addSubArrows(documentRoot: Element): void {
  for (const menu of documentRoot.querySelectorAll<HTMLElement>('[data-widget_type^="nav-menu."]')) {
    let icon = '';
    try {
      icon = String((JSON.parse(menu.dataset.settings ?? '{}') as { submenu_icon?: { value?: unknown } }).submenu_icon?.value ?? '');
    } catch {
      // The widget reports its broken settings itself; no arrows then, as with no icon.
    }
    if (icon && !icon.includes('<')) icon = `<i class="${icon}" aria-hidden="true"></i>`;
    if (!icon) continue;
    for (const link of menu.querySelectorAll('.menu-item-has-children > a')) if (!link.querySelector('.sub-arrow')) link.insertAdjacentHTML('beforeend', `<span class="sub-arrow">${icon}</span>`);
  }
}

/** Whether the element waits for its own widget to start (the runtime marks mount points it has not started yet). */
const waitsForItsWidget = (element: Element): boolean => /^(pending|loading)$/.test(element.getAttribute('data-island-state') ?? '');

/** The elements of this document, not of a document nested in it (a template or popup), in page order. */
function elementsOf(documentRoot: Element, within: Element = documentRoot): Element[] {
  const found = [...(within.matches('.elementor-element') ? [within] : []), ...within.querySelectorAll('.elementor-element')];
  return found.filter((element) => element.parentElement?.closest('.elementor') === documentRoot);
}

/**
 * Runs the ready actions of `elements`, each in a task of its own queued now, as Elementor did (an addon's
 * handler may be slow; the page stays responsive between them, and documents run one after the other).
 * Returns a cancel.
 */
function readyInTurn(elements: Element[]): () => void {
  const timers = elements.filter((element) => !waitsForItsWidget(element)).map((element) => setTimeout(() => markElementReady(element)));
  return () => timers.forEach((timer) => clearTimeout(timer));
}

let isCounted = false;

/** Elementor Pro's popup documents still in the page, not yet taken over (nor a copy shown in a dialog). */
const POPUP_DOCUMENTS = '.elementor[data-elementor-type="popup"]:not(.elementor-popup-modal *)';
let popupsLoaded: Promise<typeof PopupsModule> | undefined;

/**
 * Fetches the popups' code (a chunk of its own) as the page builder starts on a page with popups, and takes every
 * popup document over once it has come, with what was clicked meanwhile: a click on an open selector made before —
 * or a press the runtime held and replayed as the page's own document started — still opens its popup.
 */
function startPopups(): Promise<typeof PopupsModule> {
  if (!popupsLoaded) {
    const clicked: EventTarget[] = [];
    const keep = (event: Event): number => clicked.push(event.target!);
    document.addEventListener('click', keep);
    popupsLoaded = import('./popups');
    popupsLoaded
      .then(({ registerPopup }) => document.querySelectorAll<HTMLElement>(POPUP_DOCUMENTS).forEach((popup) => registerPopup(popup, clicked)))
      .catch((error: unknown) => console.error(`[shop-islands] page-builder: the popups' code did not load (${String(error)}); the page's popups cannot open`))
      .finally(() => document.removeEventListener('click', keep));
  }
  return popupsLoaded;
}

/**
 * Pro's page views and sessions, counted on every page of a site with popups (`popup.hasPopUps`), as Pro's front end
 * did: a popup's "after N page views" rule counts the pages that had none.
 */
function countViewsOnce(): void {
  if (isCounted || !readProConfig('popups').hasPopUps || readBuilderConfig().isPreviewMode) return;
  isCounted = true;
  builderStorage.set('pageViews', (Number(builderStorage.get('pageViews')) || 0) + 1);
  if (builderStorage.get('activeSession', { session: true })) return;
  builderStorage.set('activeSession', true, { session: true });
  builderStorage.set('sessions', (Number(builderStorage.get('sessions')) || 0) + 1);
}

export function attach(documentRoot: HTMLElement): () => void {
  // The editor's preview runs Elementor's own scripts; so does a page that still loads Elementor's frontend.js.
  if (readBuilderConfig().isEditMode) return () => {};
  if (isLegacyFrontendPresent()) {
    console.info("[shop-islands] page-builder: Elementor's own frontend.js is on this page, so its widgets are left to it");
    return () => {};
  }
  startFrontend();
  countViewsOnce();
  if (!popupsLoaded && document.querySelector(POPUP_DOCUMENTS)) void startPopups();
  // A popup: out of the page until it opens; its copy, when shown, is an ordinary document here.
  if (documentRoot.dataset.elementorType === 'popup' && !documentRoot.closest('.elementor-popup-modal')) {
    // Link actions and the lightbox for the page (a classic theme's page whose only Elementor documents are popups):
    // for as long as the page lives, as the popup does.
    startLinkActions();
    startLightboxLinks();
    // A popup document added after the popups' code came (an ajax part of the page) is taken over on its own.
    startPopups().then(({ registerPopup }) => registerPopup(documentRoot), () => {});
    return () => {};
  }
  const stopLinks = [startLinkActions(), startLightboxLinks()];
  addSubArrows(documentRoot);
  // Elementor Pro's theme builder opens an archive with `?theme_template_id=<id>` to show one template's block:
  // that document is scrolled smoothly to the middle of the view (at once for reduced motion).
  if (documentRoot.dataset.elementorId && new URLSearchParams(location.search).get('theme_template_id') === documentRoot.dataset.elementorId) {
    documentRoot.scrollIntoView({ block: 'center', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }
  const stopAnimations = [startEntranceAnimations(documentRoot, documentRoot)];
  // Elementor Pro's WooCommerce widgets' load-time work (notices gathered, boxes made one height…), a chunk of its
  // own fetched only for a document that has them (or the admin bar's Elementor menu to clean).
  if (documentRoot.querySelector(PRO_WIDGETS) || document.getElementById('wp-admin-bar-elementor_edit_page')) {
    let isStopped = false;
    import('./pro-widgets')
      .then(({ startProWidgets }) => !isStopped && stopAnimations.push(startProWidgets(documentRoot)))
      .catch((error: unknown) => console.error(`[shop-islands] page-builder: Pro's widgets' load-time code did not load (${String(error)})`));
    stopAnimations.push(() => (isStopped = true));
  }
  const cancels = [readyInTurn(elementsOf(documentRoot))];
  // Sticky elements follow the scroll from the start: their code (a chunk of its own) comes at idle time,
  // and changes nothing until the page scrolls them to their place (one at the very top sticks at once, in place).
  const stickies = elementsOf(documentRoot).filter((element): element is HTMLElement => element instanceof HTMLElement && element.matches(STICKY));
  if (stickies.length) {
    let isStopped = false;
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => {
      import('./sticky')
        .then(({ startSticky }) => !isStopped && stopAnimations.push(startSticky(stickies)))
        .catch((error: unknown) => console.error(`[shop-islands] page-builder: the sticky elements' code did not load (${String(error)}); they scroll with the page`));
    });
    stopAnimations.push(() => (isStopped = true));
  }

  // Markup inserted later (a widget area or mega menu loaded by ajax, a popup's content): the same. Only
  // builder markup counts: a countdown redrawing its digits every second inserts none.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element) || !node.isConnected || !node.matches(BUILDER_MARKUP) && !node.querySelector(BUILDER_MARKUP)) continue;
        stopAnimations.push(startEntranceAnimations(node, documentRoot));
        cancels.push(readyInTurn(elementsOf(documentRoot, node)));
      }
    }
  });
  observer.observe(documentRoot, { childList: true, subtree: true });
  // A widget of the family that failed to start (its element waited for it): its addons' actions run all the same.
  const onFailed = (event: Event): void => {
    if (event.target instanceof Element && event.target.matches('.elementor-element')) markElementReady(event.target);
  };
  documentRoot.addEventListener('island:error', onFailed);

  return () => {
    stopLinks.forEach((stop) => stop());
    documentRoot.removeEventListener('island:error', onFailed);
    observer.disconnect();
    cancels.forEach((cancel) => cancel());
    stopAnimations.forEach((stop) => stop());
  };
}
