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

interface JQueryLike {
  (target: unknown): { trigger(name: string, args: unknown[]): void; on(name: string, handler: (event: { originalEvent?: Event }, ...args: unknown[]) => void): void; off(name: string, handler: unknown): void };
  event: { triggered?: string };
  fn: { jquery: string };
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
  | 'should_send_ajax_request.adding_to_cart'
  | 'ajax_request_not_sent.adding_to_cart';

export type EventListener = (args: readonly unknown[], event: unknown) => void;

function jQueryOf(): JQueryLike | undefined {
  const candidate = (window as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' && (candidate as Partial<JQueryLike>).fn?.jquery ? (candidate as JQueryLike) : undefined;
}

function isJQueryObject(value: unknown): value is { jquery: string; 0?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { jquery?: unknown }).jquery === 'string';
}

let emitting = 0;

/** Dispatches `name` with `args` on document.body, to DOM listeners and to jQuery handlers. */
export function emit(name: LegacyEventName, ...args: unknown[]): void {
  const $ = jQueryOf();
  emitting++;
  try {
    const event = new CustomEvent(name, { bubbles: true, detail: args });
    if (!$) {
      document.body.dispatchEvent(event);
      return;
    }
    $(document.body).trigger(name, args.map((arg) => (arg instanceof Element ? $(arg) : arg)));
    $.event.triggered = name;
    try {
      document.body.dispatchEvent(event);
    } finally {
      $.event.triggered = undefined;
    }
  } finally {
    emitting--;
  }
}

/**
 * Listens for `name` on document.body, whoever fires it: our `emit`, a native CustomEvent, or another
 * plugin's `jQuery(document.body).trigger(name, args)`. jQuery-wrapped arguments arrive unwrapped.
 * @returns the function that stops listening.
 */
export function on(name: LegacyEventName, listener: EventListener): () => void {
  const onDom = (event: Event): void => {
    const detail = (event as CustomEvent<unknown>).detail;
    listener(Array.isArray(detail) ? detail : [], event);
  };
  document.body.addEventListener(name, onDom);

  let unbindJQuery: (() => void) | undefined;
  const onJQuery = (event: { originalEvent?: Event }, ...args: unknown[]): void => {
    // Native events (ours or anyone's) already reached onDom.
    if (emitting || event.originalEvent) return;
    listener(args.map((arg) => (isJQueryObject(arg) ? arg[0] : arg)), event);
  };
  const bindJQuery = (): void => {
    const $ = jQueryOf();
    if (!$ || unbindJQuery) return;
    $(document.body).on(name, onJQuery);
    unbindJQuery = () => $(document.body).off(name, onJQuery);
  };
  bindJQuery();
  // jQuery may arrive after us (a deferred or footer script).
  if (!unbindJQuery) window.addEventListener('load', bindJQuery, { once: true });

  return () => {
    document.body.removeEventListener(name, onDom);
    window.removeEventListener('load', bindJQuery);
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
