// Omnisend for WooCommerce's front scripts, without them: the e-mail typed at the checkout (classic or
// block) identifies the visitor (omnisend-front-script.js), and the checkout page reports a started
// checkout (omnisend-checkout-script.js). Same requests: the shop's admin-ajax with the e-mail in the query
// (the plugin reads `$_GET`; the address stays on the shop), the contact id cookie the server sets sent back.
// Failures are silent, as they were. With the WP Consent API on the page, nothing is sent without
// `marketing` consent.
import { hasConsent, readCookie } from '@/dom';

/** The e-mail field of the classic checkout and of the block checkout. */
export const EMAIL_FIELDS = '#billing_email, .wc-block-components-text-input > #email';
const CHECKOUT_FIELDS = 'input[name="billing_email"], #billing_email, .wc-block-components-text-input > #email';
export const CONTACT_COOKIE = 'omnisendContactID';
/** The plugin's e-mail pattern (its character class holds a typographic apostrophe too). */
const EMAIL = /^[a-zA-Z0-9.!#$%&’*+/=?^_`{|}~-]+@[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)*$/;
const TIMEOUT_MS = 10_000;

interface AjaxVars {
  readonly ajaxUrl: string;
  readonly nonce: string;
}

/** `omnisend_woo_data` / `omnisend_checkout_vars`: `{ajax_url, nonce}`, or undefined with a console error when unusable. */
export function readAjaxVars(name: string, required: boolean): AjaxVars | undefined {
  const raw = (window as unknown as Record<string, unknown>)[name] as { ajax_url?: unknown; nonce?: unknown } | undefined;
  if (raw === undefined && !required) return undefined;
  if (typeof raw?.ajax_url === 'string' && raw.ajax_url && typeof raw.nonce === 'string') return { ajaxUrl: raw.ajax_url, nonce: raw.nonce };
  console.error(`[shop-islands] omnisend-identify: window.${name} must be {ajax_url, nonce} (Omnisend for WooCommerce prints it), got ${JSON.stringify(raw)}; nothing is sent`);
  return undefined;
}

/** The shop's admin-ajax with `action`, `params` and the nonce, in the plugin's order. */
function ajaxUrl({ ajaxUrl, nonce }: AjaxVars, action: string, email: string, contactId?: string): string {
  const url = new URL(ajaxUrl, location.href);
  const query = new URLSearchParams({ action, email, _wpnonce: nonce });
  if (contactId) query.set('contact_id', contactId);
  url.search = query.toString();
  return url.href;
}

/** Identifies the visitor by each distinct valid e-mail once, one request at a time. */
function identifier(vars: AjaxVars): (email: string) => void {
  let identified = '';
  let inFlight = false;
  return (email) => {
    if (inFlight || !EMAIL.test(email) || email === identified || !hasConsent('marketing')) return;
    inFlight = true;
    fetch(ajaxUrl(vars, 'omnisend_identify', email, readCookie(CONTACT_COOKIE)), { method: 'POST', headers: { Accept: 'application/json' }, credentials: 'same-origin', signal: AbortSignal.timeout(TIMEOUT_MS) })
      .then((response) => {
        if (response.ok || (response.status >= 300 && response.status < 400)) identified = email;
      })
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  };
}

/** Reports a started checkout at once when the e-mail is known, then for each new valid e-mail. */
function startedCheckout(vars: AjaxVars, field: HTMLInputElement | null): (email: string) => void {
  let sent = '';
  const send = (email: string): void => {
    if ((sent && sent === email) || !hasConsent('marketing')) return;
    sent = email;
    fetch(ajaxUrl(vars, 'omnisend_track_started_checkout_event', email), { credentials: 'same-origin', signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => undefined);
  };
  const email = field?.checkValidity() ? field.value.trim() : '';
  if (email || readCookie(CONTACT_COOKIE)) send(email);
  return (value) => value && send(value);
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
  const identify = frontVars ? identifier(frontVars) : undefined;
  const checkoutField = document.querySelector<HTMLInputElement>(CHECKOUT_FIELDS);
  const started = checkoutVars ? startedCheckout(checkoutVars, checkoutField) : undefined;

  const onFocusOrChange = (): void => identify?.(field.value);
  const onChange = (): void => started?.(field.checkValidity() ? field.value.trim() : '');
  field.addEventListener('focus', onFocusOrChange);
  field.addEventListener('change', onFocusOrChange);
  field.addEventListener('change', onChange);
  // Started by the shopper's focus (the printed e-mail of a signed-in customer is identified then, as the
  // plugin did on focus) or by a change made before this ran; typing still under way waits for its change.
  const isFocused = document.activeElement === field;
  if (isFocused ? field.value === field.defaultValue : field.value !== field.defaultValue) onFocusOrChange();
  return () => {
    field.removeEventListener('focus', onFocusOrChange);
    field.removeEventListener('change', onFocusOrChange);
    field.removeEventListener('change', onChange);
  };
}
