// Elementor Pro's page configuration, `window.ElementorProFrontendConfig` (printed by its plugin.php with
// wp_localize_script), read field by field for the few fields the bundle's Pro widgets use. A field that is
// missing or of the wrong kind is reported once, naming the widget that needed it, and read as absent.

export interface ProConfig {
  /** `ajaxurl`: admin-ajax.php. */
  readonly ajaxUrl: string | undefined;
  /** `urls.rest`: the REST root (`…/wp-json/`), for `elementor-pro/v1/refresh-loop`. */
  readonly restUrl: string | undefined;
  /** `woocommerce.productAddedToCart`: a product was added by the request that printed the page. */
  readonly productAddedToCart: boolean;
  /** `woocommerce.menu_cart.cart_page_url` / `checkout_page_url`. */
  readonly cartPageUrl: string | undefined;
  readonly checkoutPageUrl: string | undefined;
  /** `settings.lazy_load_background_images`: new markup is announced with `elementor/lazyload/observe`. */
  readonly lazyLoadBackgrounds: boolean;
  /** `popup.hasPopUps`: the site has popups, so page views and sessions are counted for their display rules. */
  readonly hasPopUps: boolean;
  /** `facebook_sdk` {lang, app_id}: the Facebook SDK's locale (en_US when missing or malformed) and app id. */
  readonly facebookSdk: { readonly lang: string; readonly appId: string };
}

const reported = new Set<string>();

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** Reads the global each time (a test or a late inline script may set it); `widget` names who asks, for the console. */
export function readProConfig(widget: string, needs: readonly ('ajaxUrl' | 'restUrl')[] = []): ProConfig {
  const raw = (window as { ElementorProFrontendConfig?: unknown }).ElementorProFrontendConfig;
  const config = (raw && typeof raw === 'object' ? raw : {}) as {
    ajaxurl?: unknown;
    urls?: { rest?: unknown };
    settings?: { lazy_load_background_images?: unknown };
    popup?: { hasPopUps?: unknown };
    facebook_sdk?: { lang?: unknown; app_id?: unknown };
    woocommerce?: { productAddedToCart?: unknown; menu_cart?: { cart_page_url?: unknown; checkout_page_url?: unknown } };
  };
  const lang = text(config.facebook_sdk?.lang);
  const read: ProConfig = {
    ajaxUrl: text(config.ajaxurl),
    restUrl: text(config.urls?.rest),
    productAddedToCart: config.woocommerce?.productAddedToCart === true,
    cartPageUrl: text(config.woocommerce?.menu_cart?.cart_page_url),
    checkoutPageUrl: text(config.woocommerce?.menu_cart?.checkout_page_url),
    lazyLoadBackgrounds: !!config.settings?.lazy_load_background_images,
    hasPopUps: config.popup?.hasPopUps === true,
    facebookSdk: { lang: lang && /^[a-z]{2}_[A-Z]{2}$/.test(lang) ? lang : 'en_US', appId: text(config.facebook_sdk?.app_id) ?? '' },
  };
  for (const field of needs) {
    if (read[field] || reported.has(`${widget}:${field}`)) continue;
    reported.add(`${widget}:${field}`);
    const path = field == 'ajaxUrl' ? 'ajaxurl' : 'urls.rest';
    console.error(`[shop-islands] ${widget}: ${raw ? `ElementorProFrontendConfig.${path} is missing or not a string` : 'window.ElementorProFrontendConfig is missing'}; its requests cannot be made`);
  }
  return read;
}

/** For tests: the next read reports again. */
export function resetProConfigReports(): void {
  reported.clear();
}
