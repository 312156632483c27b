// wc_cart_params, the global WooCommerce prints for cart.js, read without zod (a page behaviour stays light):
// each string field is taken as is; a missing global or a malformed field is reported once and left empty,
// and the behaviour then uses the cart form's own posts, which need no ajax nonce.

export interface CartParams {
  /** `/?wc-ajax=%%endpoint%%`. */
  readonly wcAjaxUrl: string;
  /** Empty when missing: the coupon is then applied or removed by the cart form's own post. */
  readonly applyCouponNonce: string;
  readonly removeCouponNonce: string;
  /** Empty when missing: a new shipping method then waits for Update cart, as without JavaScript. */
  readonly updateShippingMethodNonce: string;
}

const FIELDS = {
  wcAjaxUrl: 'wc_ajax_url',
  applyCouponNonce: 'apply_coupon_nonce',
  removeCouponNonce: 'remove_coupon_nonce',
  updateShippingMethodNonce: 'update_shipping_method_nonce',
} as const satisfies Record<keyof CartParams, string>;

const DEFAULT_WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';

let reported = false;

export function readCartParams(): CartParams {
  const raw: unknown = (window as { wc_cart_params?: unknown }).wc_cart_params;
  const problems: string[] = [];
  const fieldOf = (name: string): string => {
    const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[name] : undefined;
    if (typeof value === 'string' && value) return value;
    if (typeof raw === 'object' && raw !== null) problems.push(`window.wc_cart_params.${name} is ${value === undefined ? 'missing' : `invalid (${JSON.stringify(value)})`}`);
    return '';
  };
  const params: CartParams = {
    wcAjaxUrl: fieldOf(FIELDS.wcAjaxUrl) || DEFAULT_WC_AJAX_URL,
    applyCouponNonce: fieldOf(FIELDS.applyCouponNonce),
    removeCouponNonce: fieldOf(FIELDS.removeCouponNonce),
    updateShippingMethodNonce: fieldOf(FIELDS.updateShippingMethodNonce),
  };
  if (typeof raw !== 'object' || raw === null) problems.push(`window.wc_cart_params is ${raw === undefined ? 'missing' : 'not an object'}`);
  if (problems.length && !reported) {
    reported = true;
    console.error(`[shop-islands] cart-page: ${problems.join('; ')}; coupons and shipping methods go through the cart form's own posts`);
  }
  return params;
}

/** For tests: report a bad global again. */
export function resetCartParamsReport(): void {
  reported = false;
}
