// The bridge to the legacy event world: every event we emit reaches both DOM listeners and jQuery
// handlers, every listener we add hears both DOM CustomEvents and jQuery triggers, and the jQuery
// helpers other scripts called on woocommerce.js are provided here.
//
// - DOM: a bubbling CustomEvent on document.body whose `detail` is the argument array (the shape
//   WooCommerce's own fetch-based single-add-to-cart.js uses).
// - jQuery (when the page has it): `$(document.body).trigger(name, args)` with elements wrapped in
//   jQuery, exactly as the legacy scripts did, so `.on('added_to_cart', (e, fragments, hash, $button))`
//   handlers keep working.
// jQuery also listens natively for every event type it has handlers for, which would call those
// handlers a second time (without arguments) when our CustomEvent passes. jQuery's own guard against
// that, `jQuery.event.triggered`, is set while we dispatch.

import { scrollToNotices } from './notices';
import type { ShopIslandsEventMap, ShopIslandsEventSource } from '../public-api';

export interface JQueryLike {
  (target: unknown): { trigger(name: string, args: unknown[]): void; triggerHandler(name: string, args: unknown[]): unknown; on(name: string, handler: (event: { originalEvent?: Event }, ...args: unknown[]) => void): void; off(name: string, handler: unknown): void };
  event: { triggered?: string };
  fn: { jquery: string } & Record<string, unknown>;
  scroll_to_notices?: (notices: unknown) => void;
}

/** The event names of the legacy scripts that islands emit or hear. */
export type LegacyEventName =
  | 'adding_to_cart'
  | 'added_to_cart'
  | 'removed_from_cart'
  | 'wc_cart_button_updated'
  | 'wc_fragments_loaded'
  | 'wc_fragments_refreshed'
  | 'wc_fragments_ajax_error'
  | 'wc_fragment_refresh'
  | 'updated_wc_div'
  | 'item_removed_from_classic_cart'
  | 'updated_cart_totals'
  | 'wc_cart_emptied'
  | 'applied_coupon'
  | 'removed_coupon'
  | 'updated_shipping_method'
  | 'wc_update_cart'
  | 'updated_checkout'
  | 'applied_coupon_in_checkout'
  | 'removed_coupon_in_checkout'
  | 'checkout_error'
  | 'country_to_state_changed'
  | 'ajax_request_not_sent.adding_to_cart'
  | VariationEventName;

/** add-to-cart-variation.js's events (on the form, `.single_variation`, `.images`) and the swatches' and gallery's. */
export type VariationEventName =
  | 'wc_variation_form'
  | 'check_variations'
  | 'update_variation_values'
  | 'woocommerce_update_variation_values'
  | 'woocommerce_variation_select_change'
  | 'woocommerce_variation_has_changed'
  | 'found_variation'
  | 'reset_data'
  | 'reset_image'
  | 'show_variation'
  | 'hide_variation'
  | 'reload_product_variations'
  | 'clear_reset_announcement'
  | 'announce_reset'
  | 'woocommerce_gallery_reset_slide_position'
  | 'woocommerce_gallery_init_zoom'
  | 'wc-product-gallery-before-init'
  | 'wc-product-gallery-after-init'
  | 'woo_variation_swatches_init'
  | 'woo_variation_swatches_loaded'
  | 'wvs-selected-item'
  | 'wvs-unselected-item'
  | 'wvs-item-updated'
  | 'woo_variation_gallery_init'
  | 'woo_variation_gallery_loaded'
  | 'woo_variation_gallery_image_loading'
  | 'woo_variation_gallery_image_loaded'
  | 'woo_variation_default_gallery_loaded'
  | 'woo_variation_gallery_variation_images'
  | 'change';

export type EventListener = (args: readonly unknown[], event: unknown) => void;

/** The page's jQuery, when it is there (a real one: its `fn.jquery`). */
export function jQueryOf(): JQueryLike | undefined {
  const candidate = (window as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' && (candidate as Partial<JQueryLike>).fn?.jquery ? (candidate as JQueryLike) : undefined;
}

function isJQueryObject(value: unknown): value is { jquery: string; 0?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { jquery?: unknown }).jquery === 'string';
}

/**
 * Callbacks waiting for a jQuery that comes after us: printed later, loaded `async`, or held until the
 * shopper's first move by an optimiser (WP Rocket's, Perfmatters' or LiteSpeed's delay), which comes after
 * the window's load. One listener for all, on a script's load event heard while capturing on the
 * document: before the next script runs. mounts/jquery-plugins.ts does the same for the bootstrap (which
 * may not share a module with a chunk: each would load its own copy).
 */
const waitingForJQuery = new Set<($: JQueryLike) => void>();

function runWaiting(event: Event): void {
  const $ = event.target instanceof HTMLScriptElement && jQueryOf();
  if (!$) return;
  document.removeEventListener('load', runWaiting, true);
  waitingForJQuery.forEach((run) => run($));
  waitingForJQuery.clear();
}

/**
 * Runs `run` with the page's jQuery: at once when it is there, else when it arrives (never on a page without
 * one). Returns the function that stops waiting.
 */
export function whenJQuery(run: ($: JQueryLike) => void): () => void {
  const $ = jQueryOf();
  if ($) {
    run($);
    return () => undefined;
  }
  document.addEventListener('load', runWaiting, true);
  waitingForJQuery.add(run);
  return () => waitingForJQuery.delete(run);
}

/** The names being emitted now: their jQuery trigger reaches jQuery handlers, and `onElement`'s DOM listener hears them already. */
const emitting: string[] = [];

/**
 * WooCommerce's Mini-Cart block (and its Cart block) hears classic adds and removals only through jQuery: with
 * jQuery on the page it turns these into its own `wc-blocks_*` events on body, which refresh and open it. The
 * WordPress plugin takes jQuery out where no script needs it, so without jQuery they are dispatched here.
 */
const BLOCKS_EVENTS: Partial<Record<LegacyEventName, string>> = {
  adding_to_cart: 'wc-blocks_adding_to_cart',
  added_to_cart: 'wc-blocks_added_to_cart',
  removed_from_cart: 'wc-blocks_removed_from_cart',
};

/** Dispatches `name` with `args` on document.body, to DOM listeners and to jQuery handlers. */
export function emit(name: LegacyEventName, ...args: unknown[]): void {
  emitOn(document.body, name, ...args);
  const blocksName = BLOCKS_EVENTS[name];
  if (blocksName && !jQueryOf()) document.body.dispatchEvent(new CustomEvent(blocksName, { bubbles: true, detail: {} }));
}

/**
 * Dispatches `name` with `args` on `target` (bubbling), to DOM listeners and to jQuery handlers, as
 * `$(target).trigger(name, args)` did in the legacy scripts.
 */
export function emitOn(target: Element, name: LegacyEventName, ...args: unknown[]): void {
  const $ = jQueryOf();
  emitting.push(name);
  try {
    const event = new CustomEvent(name, { bubbles: true, detail: args });
    // DOM listeners first — the islands' own steps among them (the variation form sets the variation's id and price
    // on its found_variation) — as the legacy scripts' handlers, bound on the element, ran before other scripts'.
    // (An island's listener may emit another event meanwhile: the guard it set is put back as it was.)
    const guarded = $?.event.triggered;
    if ($) $.event.triggered = name;
    try {
      target.dispatchEvent(event);
    } finally {
      if ($) $.event.triggered = guarded;
    }
    if (!$) return callPropertyHandlers(target, name, event, args);
    try {
      $(target).trigger(name, args.map((arg) => (arg instanceof Element ? $(arg) : arg)));
    } catch (error) {
      reportLater(error); // another script's handler failed: the island that emitted goes on
    }
  } finally {
    emitting.pop();
  }
}

/**
 * `document.body.onadded_to_cart = …`: a handler only jQuery's trigger called (GA4's WooCommerce integration records
 * adds and removals so), called here when the page has no jQuery, along the event's path as jQuery did.
 */
function callPropertyHandlers(target: Element, name: string, event: Event, args: unknown[]): void {
  for (let node: Node | Window | null = target; node; node = node instanceof Document ? window : node instanceof Window ? null : node.parentNode) {
    const handler: unknown = (node as unknown as Record<string, unknown>)[`on${name}`];
    if (typeof handler != 'function') continue;
    try {
      // An element goes as an array-like holding it, as jQuery's wrapper was read (`$button[0].dataset`).
      const legacyArgs = args.map((arg) => (arg instanceof Element ? [arg] : arg));
      if ((handler as (...params: unknown[]) => unknown).call(node, event, ...legacyArgs) === false) event.preventDefault();
    } catch (error) {
      reportLater(error);
    }
  }
}

/** Another script's error, thrown in a task of its own: in the console as its own, without stopping ours. */
export function reportLater(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}

/** One request to the shop and its answer, as jQuery's global ajax events describe it. */
export interface AjaxExchange {
  readonly url: string;
  readonly type: 'GET' | 'POST';
  /** The fields sent: url-encoded, or the FormData itself (as `$.ajax`'s settings held them). */
  readonly data?: string | FormData;
  readonly status: number;
  readonly responseText: string;
}

/**
 * jQuery's global ajax events (`ajaxSuccess` or `ajaxError`, then `ajaxComplete`) for a request an island sent with
 * fetch, once its answer is in the page: themes and plugins re-run code on `$(document).ajaxComplete(…)` — a theme's
 * −/+ buttons put back in the cart table, a side cart opened after an add — which jQuery fired for every `$.ajax` of
 * the legacy scripts. With the arguments jQuery gives (a stand-in of the jqXHR: status, responseText, responseJSON);
 * only when the page has jQuery.
 */
export function announceAjax(exchange: AjaxExchange): void {
  const $ = jQueryOf();
  if (!$) return;
  let responseJSON: unknown;
  try {
    responseJSON = JSON.parse(exchange.responseText);
  } catch {
    // not JSON: a page
  }
  const isOk = exchange.status >= 200 && exchange.status < 300;
  const xhr = { readyState: 4, status: exchange.status, statusText: isOk ? 'success' : 'error', responseText: exchange.responseText, responseJSON, getResponseHeader: () => null, getAllResponseHeaders: () => '' };
  const settings = { url: exchange.url, type: exchange.type, method: exchange.type, data: exchange.data, global: true };
  const events: [string, unknown[]][] = [isOk ? ['ajaxSuccess', [xhr, settings, responseJSON ?? exchange.responseText]] : ['ajaxError', [xhr, settings, 'error']], ['ajaxComplete', [xhr, settings]]];
  for (const [name, args] of events) {
    try {
      $(document).trigger(name, args);
    } catch (error) {
      reportLater(error);
    }
  }
}

/** The questions legacy scripts asked other plugins before acting. */
export type LegacyQuestionName = 'should_send_ajax_request.adding_to_cart';

/**
 * Asks other plugins whether to go on, as add-to-cart.js did with
 * `$(document.body).triggerHandler(name, args)`: false when a jQuery handler answered `false`. A DOM
 * listener answers no with `preventDefault()` on the cancelable CustomEvent (detail: the arguments).
 * (The dotted name is a jQuery namespace, so jQuery's native listener never sees the DOM event twice.)
 */
export function askOthers(name: LegacyQuestionName, ...args: unknown[]): boolean {
  const $ = jQueryOf();
  const answer = $ ? $(document.body).triggerHandler(name, args.map((arg) => (arg instanceof Element ? $(arg) : arg))) : undefined;
  const event = new CustomEvent(name, { bubbles: true, cancelable: true, detail: args });
  document.body.dispatchEvent(event);
  return answer !== false && !event.defaultPrevented;
}

/**
 * Listens for `name` on document.body, whoever fires it: our `emit`, a native CustomEvent, or another
 * plugin's `jQuery(document.body).trigger(name, args)`. jQuery-wrapped arguments arrive unwrapped, typed
 * as the public event map (src/public-api.ts) describes them; `shopIslands.events()` hands out this `on`.
 * @returns the function that stops listening.
 */
export function on<K extends LegacyEventName>(name: K, listener: (args: ShopIslandsEventMap[K], event: ShopIslandsEventSource) => void): () => void;
export function on(name: LegacyEventName, listener: EventListener): () => void;
// The overloads' listeners differ only in how they name the arguments.
export function on(name: LegacyEventName, listener: (args: never, event: never) => void): () => void {
  return onElement(document.body, name, listener as EventListener);
}

/**
 * Listens for `name` on `target` (and what bubbles to it), whoever fires it: our `emitOn`, a native
 * event (a CustomEvent's `detail` array becomes the arguments), or `jQuery(target or a child).trigger()`.
 * @returns the function that stops listening.
 */
export function onElement(target: Element | Document, name: LegacyEventName, listener: EventListener): () => void {
  const onDom = (event: Event): void => {
    const detail = (event as CustomEvent<unknown>).detail;
    listener(Array.isArray(detail) ? detail : [], event);
  };
  target.addEventListener(name, onDom);

  let unbindJQuery: (() => void) | undefined;
  const onJQuery = (event: { originalEvent?: Event }, ...args: unknown[]): void => {
    // Native events (ours or anyone's) already reached onDom. Only the name being emitted: another event a script
    // triggers with jQuery from a handler of ours (a shipping method chosen on updated_wc_div) is heard.
    if (emitting.includes(name) || event.originalEvent) return;
    listener(args.map((arg) => (isJQueryObject(arg) ? arg[0] : arg)), event);
  };
  const stopWaiting = whenJQuery(($) => {
    $(target).on(name, onJQuery);
    unbindJQuery = () => $(target).off(name, onJQuery);
  });

  return () => {
    target.removeEventListener(name, onDom);
    stopWaiting();
    unbindJQuery?.();
  };
}

/** A jQuery object, an element or nothing → the element to scroll to. */
function firstElementOf(notices: unknown): Element | null {
  if (notices instanceof Element) return notices;
  const first = (notices as ArrayLike<unknown> | null | undefined)?.[0];
  return first instanceof Element ? first : null;
}

/**
 * Defines `jQuery.scroll_to_notices($notices)`, the helper woocommerce.js gave WooCommerce's cart and
 * checkout scripts and other plugins, when the page has jQuery and woocommerce.js did not define it.
 * @returns the function that removes it again.
 */
export function provideScrollToNotices(): () => void {
  const $ = jQueryOf();
  if (!$ || typeof $.scroll_to_notices === 'function') return () => undefined;
  const scrollTo = (notices: unknown): void => void scrollToNotices(firstElementOf(notices));
  $.scroll_to_notices = scrollTo;
  return () => {
    if ($.scroll_to_notices === scrollTo) delete $.scroll_to_notices;
  };
}

