// The WP Consent API (wp-consent-api plugin), when a shop has it: `wp_has_consent(category)` answers for
// this visitor. Without it, the shop's own settings decide.

type ConsentWindow = { wp_has_consent?: (category: string) => boolean };

/** Whether the WP Consent API is on the page. */
export const hasConsentApi = (): boolean => typeof (window as ConsentWindow).wp_has_consent === 'function';

/** The visitor's consent for `category`; `fallback` when the page has no consent API. */
export function hasConsent(category: string, fallback = true): boolean {
  const ask = (window as ConsentWindow).wp_has_consent;
  return typeof ask === 'function' ? ask(category) : fallback;
}
