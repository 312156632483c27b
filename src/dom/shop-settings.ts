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

/** The id of the `<script type="application/json">` the plugin prints with our own settings. */
const PAGE_CONFIG_ID = 'shop-islands-config';

export interface PageConfig {
  /** Query params added to REST URLs that contain the key, e.g. `{ 'woo-variation-swatches': { lang: 'fr' } }`. */
  readonly restExtraParams: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const PAGE_CONFIG_FIELDS: FieldSchemas<PageConfig> = {
  restExtraParams: z.record(z.string(), z.record(z.string(), z.string())),
};
const PAGE_CONFIG_DEFAULTS: PageConfig = { restExtraParams: {} };

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
  for (const read of [readAddToCartSettings, readCartFragmentsSettings, readWooSettings, readRestSettings, readPageConfig]) read.reset();
}
