// WooCommerce's and WordPress's settings globals: add to cart, cart fragments, the ajax URLs, the REST
// API, the variation form and the single product page (gallery, review rating).
import * as z from 'zod/mini';
import { memo, readGlobal, text, wpBoolean, wpNumber } from './read-global';

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
