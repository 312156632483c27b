// WooCommerce's (and WordPress's) window settings objects and our page config, parsed once with zod
// and completed with defaults.
//
// WordPress prints them with wp_localize_script, which turns every top-level scalar into a string:
// true → "1", false → "", 5000 → "5000". The schemas accept both the strings and real JSON types.
import * as z from 'zod/mini';

const LOG_PREFIX = '[shop-islands]';

const text = z.string();
/** "1" / "yes" / true → true; "" / "0" / "no" / false → false. */
const wpBoolean = z.pipe(
  z.union([z.boolean(), z.enum(['1', '', '0', 'yes', 'no', 'true', 'false'])]),
  z.transform((value) => value === true || value === '1' || value === 'yes' || value === 'true'),
);
/** "5000" or 5000 → 5000. */
const wpNumber = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
  z.transform((value) => Number(value)),
);

type FieldSchemas<T> = { [K in keyof T]: z.ZodMiniType<T[K], unknown> };

const reported = new Set<string>();
function reportOnce(key: string, log: () => void): void {
  if (reported.has(key)) return;
  reported.add(key);
  log();
}

/**
 * Reads an object field by field: a missing field takes its default, a malformed one takes its default
 * and logs one console error naming it (`fieldName(key)`).
 */
function readFields<T extends object>(raw: object, fields: FieldSchemas<T>, defaults: T, fieldName: (key: string) => string): T {
  const result = { ...defaults };
  for (const key of Object.keys(fields) as (keyof T)[]) {
    const value = (raw as Record<string, unknown>)[key as string];
    if (value === undefined) continue;
    const parsed = fields[key].safeParse(value);
    if (parsed.success) result[key] = parsed.data;
    else {
      const name = fieldName(String(key));
      reportOnce(name, () => console.error(`${LOG_PREFIX} ${name} is invalid (${JSON.stringify(value)}); using ${JSON.stringify(defaults[key])}`));
    }
  }
  return result;
}

/**
 * Reads `window[name]` field by field: a missing global or field takes its default, a malformed field
 * takes its default and logs one console error naming it.
 */
function readGlobal<T extends object>(name: string, fields: FieldSchemas<T>, defaults: T): T {
  const raw: unknown = (window as unknown as Record<string, unknown>)[name];
  if (raw === undefined) {
    reportOnce(name, () => console.warn(`${LOG_PREFIX} window.${name} is missing; using defaults`, defaults));
    return { ...defaults };
  }
  if (typeof raw !== 'object' || raw === null) {
    reportOnce(name, () => console.error(`${LOG_PREFIX} window.${name} must be an object, got ${typeof raw}; using defaults`));
    return { ...defaults };
  }
  return readFields(raw, fields, defaults, (key) => `window.${name}.${key}`);
}

function memo<T>(read: () => T): (() => T) & { reset(): void } {
  let value: T | undefined;
  return Object.assign(() => (value ??= read()), { reset: () => void (value = undefined) });
}

export interface AddToCartSettings {
  readonly ajaxUrl: string;
  readonly wcAjaxUrl: string;
  readonly cartUrl: string;
  readonly viewCartText: string;
  readonly isCart: boolean;
  readonly redirectToCartAfterAdd: boolean;
}

/** `wc_add_to_cart_params`. */
export const readAddToCartSettings = memo((): AddToCartSettings => {
  const raw = readGlobal(
    'wc_add_to_cart_params',
    { ajax_url: text, wc_ajax_url: text, cart_url: text, i18n_view_cart: text, is_cart: wpBoolean, cart_redirect_after_add: wpBoolean },
    {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      cart_url: '/cart/',
      i18n_view_cart: 'View cart',
      is_cart: false,
      cart_redirect_after_add: false,
    },
  );
  return {
    ajaxUrl: raw.ajax_url,
    wcAjaxUrl: raw.wc_ajax_url,
    cartUrl: raw.cart_url,
    viewCartText: raw.i18n_view_cart,
    isCart: raw.is_cart,
    redirectToCartAfterAdd: raw.cart_redirect_after_add,
  };
});

export interface CartFragmentsSettings {
  readonly wcAjaxUrl: string;
  readonly cartHashKey: string;
  readonly fragmentName: string;
  readonly requestTimeoutMs: number;
}

/** `wc_cart_fragments_params`. */
export const readCartFragmentsSettings = memo((): CartFragmentsSettings => {
  const raw = readGlobal(
    'wc_cart_fragments_params',
    { wc_ajax_url: text, cart_hash_key: text, fragment_name: text, request_timeout: wpNumber },
    { wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_hash_key: 'wc_cart_hash', fragment_name: 'wc_fragments', request_timeout: 5000 },
  );
  return {
    wcAjaxUrl: raw.wc_ajax_url,
    cartHashKey: raw.cart_hash_key,
    fragmentName: raw.fragment_name,
    requestTimeoutMs: raw.request_timeout,
  };
});

export interface WooSettings {
  readonly ajaxUrl: string;
  readonly wcAjaxUrl: string;
}

/** `woocommerce_params`, the fallback for the ajax URLs when the other globals are absent. */
export const readWooSettings = memo((): WooSettings => {
  const raw = readGlobal(
    'woocommerce_params',
    { ajax_url: text, wc_ajax_url: text },
    { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' },
  );
  return { ajaxUrl: raw.ajax_url, wcAjaxUrl: raw.wc_ajax_url };
});

export interface RestSettings {
  /** The REST root, e.g. `https://shop.example/wp-json/` or, with plain permalinks, `/?rest_route=/`. */
  readonly root: string;
  /** The page's `wp_rest` nonce ('' for visitors who are not logged in). */
  readonly nonce: string;
  readonly versionString: string;
  /** admin-ajax's `rest-nonce` action, which answers a fresh `wp_rest` nonce as text. */
  readonly nonceEndpoint: string;
}

/** `wpApiSettings` (localized on `wp-api-request`), plus the nonce endpoint WordPress gives api-fetch. */
export const readRestSettings = memo((): RestSettings => {
  const raw = readGlobal('wpApiSettings', { root: text, nonce: text, versionString: text }, { root: '/wp-json/', nonce: '', versionString: 'wp/v2/' });
  // WordPress sets apiFetch.nonceEndpoint to admin_url('admin-ajax.php?action=rest-nonce'); the page
  // only prints the ajax URL, which a multilingual plugin may already have given a query string.
  const { ajaxUrl } = readWooSettings();
  return { ...raw, nonceEndpoint: `${ajaxUrl}${ajaxUrl.includes('?') ? '&' : '?'}action=rest-nonce` };
});

export interface VariationFormSettings {
  readonly noMatchingText: string;
  readonly makeSelectionText: string;
  readonly unavailableText: string;
  readonly resetAlertText: string;
}

/** `wc_add_to_cart_variation_params`: the variation form's texts (its wc_ajax_url is the same as the cart's). */
export const readVariationFormSettings = memo((): VariationFormSettings => {
  const raw = readGlobal(
    'wc_add_to_cart_variation_params',
    { i18n_no_matching_variations_text: text, i18n_make_a_selection_text: text, i18n_unavailable_text: text, i18n_reset_alert_text: text },
    {
      i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
      i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
      i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
      i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
    },
  );
  return {
    noMatchingText: raw.i18n_no_matching_variations_text,
    makeSelectionText: raw.i18n_make_a_selection_text,
    unavailableText: raw.i18n_unavailable_text,
    resetAlertText: raw.i18n_reset_alert_text,
  };
});

export interface SwatchesSettings {
  readonly showVariationLabel: boolean;
  readonly variationLabelSeparator: string;
  readonly clearOnReselect: boolean;
  readonly clickableOutOfStock: boolean;
  readonly outOfStockTooltipText: string;
  readonly unavailableTooltipText: string;
  readonly disableOutOfStock: boolean;
  readonly deselectUnavailable: boolean;
  readonly showVariationStock: boolean;
  readonly stockLabelThreshold: number;
}

/** A swatches flag as the 2.2.0 script reads it: true, 1, "1", "true", "yes", "on". */
const tolerantBoolean = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((value) => value === true || value === 1 || (typeof value === 'string' && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()))),
);

/**
 * `woo_variation_swatches_options`. The free plugin prints show_variation_label, clear_on_reselect,
 * variation_label_separator, show_variation_stock and stock_label_threshold; the other keys arrive only
 * from the Pro add-on, so their defaults are the free plugin's behaviour (out-of-stock items clickable).
 */
export const readSwatchesSettings = memo((): SwatchesSettings => {
  const raw = readGlobal(
    'woo_variation_swatches_options',
    {
      show_variation_label: tolerantBoolean,
      variation_label_separator: text,
      clear_on_reselect: tolerantBoolean,
      clickable_out_of_stock: tolerantBoolean,
      out_of_stock_tooltip_text: text,
      unavailable_tooltip_text: text,
      disable_out_of_stock: tolerantBoolean,
      deselect_unavailable: tolerantBoolean,
      show_variation_stock: tolerantBoolean,
      stock_label_threshold: wpNumber,
    },
    {
      show_variation_label: true,
      variation_label_separator: ':',
      clear_on_reselect: false,
      clickable_out_of_stock: true,
      out_of_stock_tooltip_text: 'Out of stock',
      unavailable_tooltip_text: 'Unavailable',
      disable_out_of_stock: false,
      deselect_unavailable: false,
      show_variation_stock: false,
      stock_label_threshold: 5,
    },
  );
  return {
    showVariationLabel: raw.show_variation_label,
    variationLabelSeparator: raw.variation_label_separator,
    clearOnReselect: raw.clear_on_reselect,
    clickableOutOfStock: raw.clickable_out_of_stock,
    outOfStockTooltipText: raw.out_of_stock_tooltip_text,
    unavailableTooltipText: raw.unavailable_tooltip_text,
    disableOutOfStock: raw.disable_out_of_stock,
    deselectUnavailable: raw.deselect_unavailable,
    showVariationStock: raw.show_variation_stock,
    stockLabelThreshold: raw.stock_label_threshold,
  };
});

/** Whether the page has the swatches plugin's options at all (forms without swatches do not need them). */
export function hasSwatchesSettings(): boolean {
  return (window as unknown as Record<string, unknown>).woo_variation_swatches_options !== undefined;
}

export interface GallerySettings {
  readonly resetOnVariationChange: boolean;
  readonly enableLightbox: boolean;
  readonly enablePreload: boolean;
  readonly thumbnailColumns: number;
  readonly isVertical: boolean;
  readonly thumbnailPosition: string;
  readonly thumbnailPositionClassPrefix: string;
  readonly mediumDeviceWidth: number;
  readonly smallDeviceWidth: number;
}

/** `woo_variation_gallery_options`. */
export const readGallerySettings = memo((): GallerySettings => {
  const raw = readGlobal(
    'woo_variation_gallery_options',
    {
      gallery_reset_on_variation_change: wpBoolean,
      enable_gallery_lightbox: wpBoolean,
      enable_gallery_preload: wpBoolean,
      gallery_thumbnails_columns: wpNumber,
      is_vertical: wpBoolean,
      thumbnail_position: text,
      thumbnail_position_class_prefix: text,
      gallery_medium_device_width: wpNumber,
      gallery_small_device_width: wpNumber,
    },
    {
      gallery_reset_on_variation_change: false,
      enable_gallery_lightbox: true,
      enable_gallery_preload: true,
      gallery_thumbnails_columns: 4,
      is_vertical: false,
      thumbnail_position: 'bottom',
      thumbnail_position_class_prefix: 'woo-variation-gallery-thumbnail-position-',
      gallery_medium_device_width: 768,
      gallery_small_device_width: 480,
    },
  );
  return {
    resetOnVariationChange: raw.gallery_reset_on_variation_change,
    enableLightbox: raw.enable_gallery_lightbox,
    enablePreload: raw.enable_gallery_preload,
    thumbnailColumns: raw.gallery_thumbnails_columns,
    isVertical: raw.is_vertical,
    thumbnailPosition: raw.thumbnail_position,
    thumbnailPositionClassPrefix: raw.thumbnail_position_class_prefix,
    mediumDeviceWidth: raw.gallery_medium_device_width,
    smallDeviceWidth: raw.gallery_small_device_width,
  };
});

/** `wc_single_product_params` (single-product.js): the product gallery's switches and texts, the review rating's. */
export interface SingleProductSettings {
  readonly flexsliderEnabled: boolean;
  readonly zoomEnabled: boolean;
  readonly photoswipeEnabled: boolean;
  /** PhotoSwipe 4's options as WooCommerce prints them (`shareEl`, `closeOnScroll`, `history`, show/hide durations). */
  readonly photoswipeOptions: Readonly<Record<string, unknown>>;
  /** flexslider's options (`animationSpeed`, `smoothHeight`, `rtl` are the ones a Swiper slider can honour). */
  readonly flexslider: Readonly<Record<string, unknown>>;
  readonly galleryTriggerText: string;
  readonly requiredRatingText: string;
  readonly ratingOptions: readonly string[];
  readonly isRatingRequired: boolean;
}

const looseObject = z.record(z.string(), z.unknown());

/** `wc_single_product_params`; without it, what WooCommerce prints for a theme with every gallery feature (Storefront's). */
export const readSingleProductSettings = memo((): SingleProductSettings => {
  const raw = readGlobal(
    'wc_single_product_params',
    {
      flexslider_enabled: wpBoolean,
      zoom_enabled: wpBoolean,
      photoswipe_enabled: wpBoolean,
      photoswipe_options: looseObject,
      flexslider: looseObject,
      i18n_product_gallery_trigger_text: text,
      i18n_required_rating_text: text,
      i18n_rating_options: z.array(text),
      review_rating_required: wpBoolean,
    },
    {
      flexslider_enabled: true,
      zoom_enabled: true,
      photoswipe_enabled: true,
      photoswipe_options: { shareEl: false, closeOnScroll: false, history: false, hideAnimationDuration: 0, showAnimationDuration: 0 } as Record<string, unknown>,
      flexslider: { rtl: false, animation: 'slide', smoothHeight: true, animationSpeed: 500, animationLoop: false } as Record<string, unknown>,
      i18n_product_gallery_trigger_text: 'View full-screen image gallery',
      i18n_required_rating_text: 'Please select a rating',
      i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
      review_rating_required: true,
    },
  );
  return {
    flexsliderEnabled: raw.flexslider_enabled,
    zoomEnabled: raw.zoom_enabled,
    photoswipeEnabled: raw.photoswipe_enabled,
    photoswipeOptions: raw.photoswipe_options,
    flexslider: raw.flexslider,
    galleryTriggerText: raw.i18n_product_gallery_trigger_text,
    requiredRatingText: raw.i18n_required_rating_text,
    ratingOptions: raw.i18n_rating_options,
    isRatingRequired: raw.review_rating_required,
  };
});

/** Customer Reviews' `cr_ajax_object` (cr-frontend-js). Pages with only the grid or blocks get just `ajax_url`. */
export interface ReviewsSettings {
  readonly ajaxUrl: string;
  readonly isRecaptchaOn: boolean;
  readonly isLightboxDisabled: boolean;
  readonly uploadInitial: string;
  readonly uploadErrorFileType: string;
  readonly uploadErrorTooMany: string;
  readonly uploadErrorFileSize: string;
  /** How many files a review may carry. */
  readonly uploadLimit: number;
  /** Bytes. */
  readonly uploadMaxSize: number;
  /** The query var of the non-ajax summary's rating links. */
  readonly ratingFilter: string;
  /** The hash of the reviews tab. */
  readonly reviewsTab: string;
}

/** `cr_ajax_object`; the defaults are the plugin's English texts and limits. */
export const readReviewsSettings = memo((): ReviewsSettings => {
  const raw = readGlobal(
    'cr_ajax_object',
    {
      ajax_url: text,
      ivole_recaptcha: wpBoolean,
      disable_lightbox: wpBoolean,
      cr_upload_initial: text,
      cr_upload_error_file_type: text,
      cr_upload_error_too_many: text,
      cr_upload_error_file_size: text,
      cr_images_upload_limit: wpNumber,
      cr_images_upload_max_size: wpNumber,
      rating_filter: text,
      reviews_tab: text,
    },
    {
      ajax_url: '/wp-admin/admin-ajax.php',
      ivole_recaptcha: false,
      disable_lightbox: false,
      cr_upload_initial: 'Upload up to 5 images or videos',
      cr_upload_error_file_type: 'Error: accepted file types are PNG, JPG, JPEG, GIF, MP4, MPEG, OGG, WEBM, MOV, AVI',
      cr_upload_error_too_many: 'Error: You tried to upload too many files. The maximum number of files that can be uploaded is 5.',
      cr_upload_error_file_size: 'The file cannot be uploaded because its size exceeds the limit of 25 MB',
      cr_images_upload_limit: 5,
      cr_images_upload_max_size: 26_214_400,
      rating_filter: 'ivrating',
      reviews_tab: '#tab-reviews',
    },
  );
  return {
    ajaxUrl: raw.ajax_url,
    isRecaptchaOn: raw.ivole_recaptcha,
    isLightboxDisabled: raw.disable_lightbox,
    uploadInitial: raw.cr_upload_initial,
    uploadErrorFileType: raw.cr_upload_error_file_type,
    uploadErrorTooMany: raw.cr_upload_error_too_many,
    uploadErrorFileSize: raw.cr_upload_error_file_size,
    uploadLimit: raw.cr_images_upload_limit,
    uploadMaxSize: raw.cr_images_upload_max_size,
    ratingFilter: raw.rating_filter,
    reviewsTab: raw.reviews_tab,
  };
});

/** The id of the `<script type="application/json">` the plugin prints with our own settings. */
const PAGE_CONFIG_ID = 'shop-islands-config';

export interface PageConfig {
  /** Query params added to REST URLs that contain the key, e.g. `{ 'woo-variation-swatches': { lang: 'fr' } }`. */
  readonly restExtraParams: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * The arguments of `wvs-selected-item` / `wvs-unselected-item`: Variation Swatches 2.1 passed
   * `[value, $select, $form]`, 2.2 passes `[attribute_name, value, $select, $form]`.
   */
  readonly swatchesEventArgs: '2.1' | '2.2';
}

const PAGE_CONFIG_FIELDS: FieldSchemas<PageConfig> = {
  restExtraParams: z.record(z.string(), z.record(z.string(), z.string())),
  swatchesEventArgs: z.enum(['2.1', '2.2']),
};
const PAGE_CONFIG_DEFAULTS: PageConfig = { restExtraParams: {}, swatchesEventArgs: '2.2' };

/** `<script type="application/json" id="shop-islands-config">`; a missing script means all defaults. */
export const readPageConfig = memo((): PageConfig => {
  const source = document.getElementById(PAGE_CONFIG_ID)?.textContent;
  if (source === undefined || source === null) return { ...PAGE_CONFIG_DEFAULTS };
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (error) {
    reportOnce(PAGE_CONFIG_ID, () => console.error(`${LOG_PREFIX} #${PAGE_CONFIG_ID} is not valid JSON (${(error as Error).message}); using defaults`));
    return { ...PAGE_CONFIG_DEFAULTS };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    reportOnce(PAGE_CONFIG_ID, () => console.error(`${LOG_PREFIX} #${PAGE_CONFIG_ID} must hold a JSON object; using defaults`));
    return { ...PAGE_CONFIG_DEFAULTS };
  }
  return readFields(raw, PAGE_CONFIG_FIELDS, PAGE_CONFIG_DEFAULTS, (key) => `#${PAGE_CONFIG_ID} field ${key}`);
});

/** Forgets the parsed globals and page config (tests change them between cases). */
export function resetShopSettings(): void {
  reported.clear();
  for (const read of [readAddToCartSettings, readCartFragmentsSettings, readWooSettings, readRestSettings, readPageConfig, readVariationFormSettings, readSwatchesSettings, readGallerySettings, readReviewsSettings, readSingleProductSettings]) read.reset();
}
