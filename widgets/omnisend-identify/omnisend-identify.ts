// Omnisend for WooCommerce's front scripts, without them: the e-mail typed at the checkout (classic or
// block) identifies the visitor (omnisend-front-script.js), and the checkout page reports a started
// checkout (omnisend-checkout-script.js). Same requests: the shop's admin-ajax with the e-mail in the query
// (the plugin reads `$_GET`; the address stays on the shop), the contact id cookie the server sets sent back.
// Failures are silent, as they were. With the WP Consent API on the page, nothing is sent without
// `marketing` consent.
import { hasConsent, readCookie } from '@/dom';
import { readAjaxVars, type AjaxVars } from './settings';

/** The e-mail field of the classic checkout and of the block checkout. */
export const EMAIL_FIELDS = '#billing_email, .wc-block-components-text-input > #email';
const CHECKOUT_FIELDS = 'input[name="billing_email"], #billing_email, .wc-block-components-text-input > #email';
export const CONTACT_COOKIE = 'omnisendContactID';
/** The plugin's e-mail pattern (its character class holds a typographic apostrophe too). */
const EMAIL = /^[a-zA-Z0-9.!#$%&’*+/=?^_`{|}~-]+@[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)*$/;
const TIMEOUT_MS = 10_000;

/** The shop's admin-ajax with `action`, `params` and the nonce, in the plugin's order. */
function ajaxUrl({ ajaxUrl, nonce }: AjaxVars, action: string, email: string, contactId?: string): string {
  const url = new URL(ajaxUrl, location.href);
  const query = new URLSearchParams({ action, email, _wpnonce: nonce });
  if (contactId) query.set('contact_id', contactId);
  url.search = query.toString();
  return url.href;
}

/**
 * One visitor per page: what was identified and reported is shared by every e-mail field on it (the checkout
 * block re-renders its field, which mounts again; a page may have the classic and the block field).
 */
const sent = { identified: '', started: undefined as string | undefined, checkedAtLoad: false, identifying: undefined as Promise<void> | undefined };

/** Forgets what was sent (tests open several pages in one document). */
export function resetSentState(): void {
  Object.assign(sent, { identified: '', started: undefined, checkedAtLoad: false, identifying: undefined });
}

/** Identifies the visitor by each distinct valid e-mail once, one request at a time (`sent.identifying` while it is on its way). */
function identify(vars: AjaxVars, email: string): void {
  if (sent.identifying || !EMAIL.test(email) || email === sent.identified || !hasConsent('marketing')) return;
  const identifying = fetch(ajaxUrl(vars, 'omnisend_identify', email, readCookie(CONTACT_COOKIE)), { method: 'POST', headers: { Accept: 'application/json' }, credentials: 'same-origin', signal: AbortSignal.timeout(TIMEOUT_MS) })
    .then((response) => {
      if (response.ok || (response.status >= 300 && response.status < 400)) sent.identified = email;
    })
    .catch(() => undefined)
    .finally(() => {
      if (sent.identifying === identifying) sent.identifying = undefined;
    });
  sent.identifying = identifying;
}

/** Reports a started checkout for `email` unless it was the last one reported (not retried, as the plugin did). */
function reportStartedCheckout(vars: AjaxVars, email: string): void {
  if (sent.started === email || !hasConsent('marketing')) return;
  sent.started = email;
  // After an identify on its way has been answered: Omnisend knows the contact before its checkout (both are sent
  // on the same change, and two requests made in one task may leave in either order).
  void (sent.identifying ?? Promise.resolve()).then(() => fetch(ajaxUrl(vars, 'omnisend_track_started_checkout_event', email), { credentials: 'same-origin', signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => undefined));
}

/** Starts on the e-mail field (the mount point, or the e-mail input inside it); returns the cleanup. */
export function attachIdentify(mountPoint: HTMLElement): () => void {
  const field = mountPoint instanceof HTMLInputElement ? mountPoint : mountPoint.querySelector<HTMLInputElement>('input[type="email"]');
  if (!field) {
    console.error('[shop-islands] omnisend-identify: no e-mail <input> at the mount point; nothing is sent', mountPoint);
    return () => undefined;
  }
  const frontVars = readAjaxVars('omnisend_woo_data', true);
  const checkoutVars = readAjaxVars('omnisend_checkout_vars', false);
  const validEmail = (input: HTMLInputElement | null): string => (input?.checkValidity() ? input.value.trim() : '');
  const onFocusOrChange = (): void => {
    if (frontVars) identify(frontVars, field.value);
  };
  const onChange = (): void => {
    const email = validEmail(field);
    if (checkoutVars && email) reportStartedCheckout(checkoutVars, email);
  };
  field.addEventListener('focus', onFocusOrChange);
  field.addEventListener('change', onFocusOrChange);
  field.addEventListener('change', onChange);
  // Started by the shopper's focus (the printed e-mail of a signed-in customer is identified then, as the
  // plugin did on focus) or by a change made before this ran; typing still under way waits for its change.
  const isFocused = document.activeElement === field;
  const isTyping = isFocused && field.value !== field.defaultValue;
  if (isFocused ? !isTyping : field.value !== field.defaultValue) onFocusOrChange();
  // The checkout page reports a started checkout once, at load, when the e-mail or the contact is known. After the
  // identify above: an e-mail typed before this ran is identified first, then reported, as its change did. One
  // still being typed is left to its change, which identifies it first too.
  if (checkoutVars && !sent.checkedAtLoad) {
    sent.checkedAtLoad = true;
    const checkoutField = document.querySelector<HTMLInputElement>(CHECKOUT_FIELDS);
    const email = isTyping && checkoutField === field ? '' : validEmail(checkoutField);
    if (email || readCookie(CONTACT_COOKIE)) reportStartedCheckout(checkoutVars, email);
  }
  return () => {
    field.removeEventListener('focus', onFocusOrChange);
    field.removeEventListener('change', onFocusOrChange);
    field.removeEventListener('change', onChange);
  };
}
