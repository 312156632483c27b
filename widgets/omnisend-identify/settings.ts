// Omnisend for WooCommerce's settings globals, `omnisend_woo_data` (every page) and `omnisend_checkout_vars`
// (the checkout): `{ajax_url, nonce}`, checked by hand (two fields).

export interface AjaxVars {
  readonly ajaxUrl: string;
  readonly nonce: string;
}

/** `omnisend_woo_data` / `omnisend_checkout_vars`: `{ajax_url, nonce}`, or undefined with a console error when unusable. */
export function readAjaxVars(name: string, required: boolean): AjaxVars | undefined {
  const raw = (window as unknown as Record<string, unknown>)[name] as { ajax_url?: unknown; nonce?: unknown } | undefined;
  if (raw === undefined && !required) return undefined;
  if (typeof raw?.ajax_url === 'string' && raw.ajax_url && URL.canParse(raw.ajax_url, location.href) && typeof raw.nonce === 'string') return { ajaxUrl: raw.ajax_url, nonce: raw.nonce };
  console.error(`[shop-islands] omnisend-identify: window.${name} must be {ajax_url, nonce} with ajax_url an address (Omnisend for WooCommerce prints it), got ${JSON.stringify(raw)}; nothing is sent`);
  return undefined;
}
