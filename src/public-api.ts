// The types of what theme code meets: `window.shopIslands`, the events and their arguments, the
// `island:error` / `island:mounted` details. Self-contained (no imports): the build turns this file alone
// into dist/shop-islands.d.ts for theme developers (vite.config.ts, publicTypes). The implementation is
// checked against it: src/main.ts types its API object with ShopIslandsApi, and public-api.test.ts holds
// the internal types (event names, error details, REST requests, the store) equal to these.

/** A fragment selector → the server's HTML for it (WooCommerce's cart fragments). */
export type CartFragments = Readonly<Record<string, string>>;

/** One variation as WooCommerce prints and answers it (WC_Product_Variable::get_available_variation()). */
export interface ShopIslandsVariation {
  readonly variation_id: number;
  readonly attributes: Readonly<Record<string, string>>;
  readonly is_in_stock: boolean;
  readonly is_purchasable: boolean;
  readonly price_html: string;
  readonly [field: string]: unknown;
}

/**
 * Each legacy event the bundle fires or hears, by name, with its arguments as DOM listeners get them in
 * `event.detail` (and `shopIslands.events().on` in `args`); jQuery handlers get the same after the event,
 * with elements wrapped in jQuery. An event another plugin triggers may carry fewer arguments.
 */
export interface ShopIslandsEventMap {
  adding_to_cart: [button: HTMLElement, fields: Readonly<Record<string, string>>];
  added_to_cart: [fragments: CartFragments, cartHash: string, button?: HTMLElement];
  removed_from_cart: [fragments: CartFragments, cartHash: string, link?: HTMLElement];
  'ajax_request_not_sent.adding_to_cart': [fragments: false, cartHash: false, button: HTMLElement];
  wc_cart_button_updated: [button: HTMLElement];
  wc_fragments_loaded: [];
  wc_fragments_refreshed: [];
  wc_fragments_ajax_error: [];
  wc_fragment_refresh: [];
  updated_wc_div: [];
  item_removed_from_classic_cart: [];
  updated_cart_totals: [];
  wc_cart_emptied: [];
  applied_coupon: [code: string];
  removed_coupon: [code: string];
  updated_shipping_method: [];
  /** Asks the cart page to refresh its form and totals (heard on document, as cart.js did). */
  wc_update_cart: [];
  /** The checkout's events (heard only: the page builder's notices widget follows them). */
  updated_checkout: [];
  applied_coupon_in_checkout: [code: string];
  removed_coupon_in_checkout: [code: string];
  checkout_error: [errorMessage: string];
  country_to_state_changed: [country: string, wrapper: HTMLElement];
  wc_variation_form: [form: unknown];
  check_variations: [];
  update_variation_values: [];
  woocommerce_update_variation_values: [];
  woocommerce_variation_select_change: [];
  woocommerce_variation_has_changed: [];
  found_variation: [variation: ShopIslandsVariation];
  reset_data: [];
  reset_image: [];
  show_variation: [variation: ShopIslandsVariation, purchasable: boolean];
  hide_variation: [];
  reload_product_variations: [];
  clear_reset_announcement: [];
  announce_reset: [];
  woocommerce_gallery_reset_slide_position: [];
  woocommerce_gallery_init_zoom: [];
  'wc-product-gallery-before-init': [gallery: HTMLElement, params: unknown];
  'wc-product-gallery-after-init': [gallery: HTMLElement, params: unknown];
  woo_variation_swatches_init: [];
  woo_variation_swatches_loaded: [form: HTMLElement];
  /** Variation Swatches 2.2: `[attributeName, value, select, form]`; 2.1: `[value, select, form]`. */
  'wvs-selected-item': [first: string, ...rest: unknown[]];
  'wvs-unselected-item': [first: string, ...rest: unknown[]];
  'wvs-item-updated': [selected: boolean, value: string];
  woo_variation_gallery_init: unknown[];
  woo_variation_gallery_loaded: [gallery: HTMLElement];
  woo_variation_gallery_image_loading: unknown[];
  woo_variation_gallery_image_loaded: unknown[];
  woo_variation_default_gallery_loaded: [images: readonly unknown[]];
  woo_variation_gallery_variation_images: [images: readonly unknown[]];
  change: unknown[];
}

/** The event a listener got: the DOM event, or jQuery's event object for an event triggered through jQuery. */
export type ShopIslandsEventSource = Event | { readonly type: string };

/** `shopIslands.events()`: hear and fire the legacy events, on `document.body`, in the DOM and jQuery at once. */
export interface ShopIslandsEvents {
  /** Hears the event whether it was dispatched in the DOM or triggered through jQuery, once. Returns the function that stops listening. */
  on<K extends keyof ShopIslandsEventMap>(name: K, listener: (args: ShopIslandsEventMap[K], event: ShopIslandsEventSource) => void): () => void;
  /** Dispatches a bubbling CustomEvent with `detail` = the arguments and, when the page has jQuery, triggers it there with elements wrapped. */
  emit<K extends keyof ShopIslandsEventMap>(name: K, ...args: ShopIslandsEventMap[K]): void;
}

/** Why an island did not start. */
export type IslandErrorReason = 'import-failed' | 'invalid-props' | 'render-crashed';

/** `detail` of the bubbling, cancelable `island:error` event on the mount point (cancel it to keep the console quiet). */
export interface IslandErrorDetail {
  readonly widget: string;
  readonly reason: IslandErrorReason;
  readonly error: unknown;
  /** For `invalid-props`: each field the markup got wrong. */
  readonly issues?: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/** `detail` of the bubbling `island:mounted` event on the mount point. */
export interface IslandMountedDetail {
  readonly widget: string;
}

/** The part of the shared store theme code reads: the cart as the page knows it. */
export interface ShopStoreState {
  readonly cart: {
    /** The server's cart hash; null until the page learned it. */
    readonly hash: string | null;
    readonly fragments: CartFragments | null;
    readonly source: 'added' | 'removed' | 'refreshed' | 'cache' | 'event' | null;
  };
  /** Cart requests queued or in flight. */
  readonly pendingRequests: number;
}

/** `shopIslands.store()`: the shared zustand store. */
export interface ShopStoreView {
  getState(): ShopStoreState;
  subscribe(listener: (state: ShopStoreState, previous: ShopStoreState) => void): () => void;
}

/** One REST call for `shopIslands.rest()`. Give `path` (under the REST root) or `url` (absolute; wins over `path`). */
export interface RestRequest<T> {
  /** Path under the REST root, e.g. 'wp/v2/users/me' or '/wc/store/v1/products?per_page=-1'. */
  readonly path?: string;
  /** An absolute URL instead of a path (e.g. a data-rest-url printed in markup). */
  readonly url?: string;
  /** Defaults to GET. */
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body (ignored when `body` is given, as in api-fetch). */
  readonly data?: unknown;
  /** Raw body (FormData for media uploads); no JSON content type then. */
  readonly body?: FormData;
  /** A nonce to send instead of the page's (e.g. a data-rest-nonce attribute). */
  readonly nonce?: string;
  /** Checks the JSON answer (a zod schema fits); a failure rejects naming the field. Without it the JSON is returned as unknown. */
  readonly schema?: {
    safeParse(raw: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
  };
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
}

export interface ShopIslandsApi {
  /** The bundle's version (package.json). */
  readonly version: string;
  /**
   * Finds and schedules the mount points in `root` (default: the whole document). Markup inserted later
   * is found on its own by a MutationObserver; call this for markup inside shadow roots or iframes.
   */
  scan(root?: ParentNode): void;
  /** Unmounts every island inside `root` (and `root` itself), restoring their server markup. */
  unmount(root?: ParentNode): void;
  /**
   * The shared zustand store (cart hash, fragments, request queue). Loaded on first call.
   * @example const store = await shopIslands.store(); store.subscribe((s) => console.log(s.cart.hash));
   */
  store(): Promise<ShopStoreView>;
  /**
   * The legacy event bridge: `on(name, listener)` hears both DOM CustomEvents and jQuery triggers,
   * `emit(name, ...args)` dispatches both. Loaded on first call.
   * @example (await shopIslands.events()).on('added_to_cart', ([fragments, hash, button]) => …);
   */
  events(): Promise<ShopIslandsEvents>;
  /**
   * The platform REST client (WordPress's api-fetch rules): REST root and nonce from `wpApiSettings`,
   * `X-WP-Nonce`, PUT/PATCH/DELETE as POST with `X-HTTP-Method-Override`, one retry with a fresh nonce,
   * `per_page=-1` fetched in pages of 100, media post-processing retries. Rejects with an `ApiError`
   * (`kind`, `code`, `message`). Loaded on first call.
   * @example const tags = await shopIslands.rest({ path: 'wc/store/v1/products/tags?per_page=-1' });
   */
  rest<T = unknown>(request: RestRequest<T>): Promise<T>;
  /**
   * Outlines every mount point with its widget and state, and lists them in a panel with their trigger,
   * load and mount times and, for a failure, the reason and the props issues. The same as
   * `?shop-islands-debug` in the page's address. Loaded on first call; resolves to a function that closes it.
   */
  debug(): Promise<() => void>;
}

/** The DOM events theme code can listen for, on the mount points and `document.body` (they bubble); not `change`, the DOM's own. */
export type ShopIslandsDomEventMap = { [K in Exclude<keyof ShopIslandsEventMap, 'change'>]: CustomEvent<ShopIslandsEventMap[K]> } & {
  'island:error': CustomEvent<IslandErrorDetail>;
  'island:mounted': CustomEvent<IslandMountedDetail>;
};

/** `elementorFrontend.hooks`: Elementor's actions and filters, as addons call them. */
export interface ElementorHooks {
  addAction(action: string, callback: (...args: never[]) => unknown, priority?: number, context?: unknown): ElementorHooks;
  removeAction(action: string, callback?: (...args: never[]) => unknown): ElementorHooks;
  doAction(action: string, ...args: unknown[]): ElementorHooks;
  addFilter(filter: string, callback: (...args: never[]) => unknown, priority?: number, context?: unknown): ElementorHooks;
  removeFilter(filter: string, callback?: (...args: never[]) => unknown): ElementorHooks;
  applyFilters<T>(filter: string, value: T, ...args: unknown[]): T;
  hasAction(action: string): boolean;
}

/**
 * `window.elementorFrontend` as the bundle publishes it on a page-builder page (before `elementor/frontend/init`
 * fires on `window`): the part of Elementor's front-end object that addons use.
 */
export interface ElementorFrontendApi {
  /** `elementorFrontendConfig` as printed. */
  readonly config: Readonly<Record<string, unknown>>;
  readonly hooks: ElementorHooks;
  /** Elementor's one `elementor` browser-storage entry, with per-key expiry (`lifetimeInSeconds`). */
  readonly storage: {
    get(key?: string | null, options?: { readonly session?: boolean }): unknown;
    set(key: string, value: unknown, options?: { readonly session?: boolean; readonly lifetimeInSeconds?: number }): void;
  };
  /** Section and template types; `register` throws `Template type must have key and title` without either. */
  readonly templates: {
    register(type: { readonly key: string; readonly title: string; readonly [more: string]: unknown }): void;
    get(key: string): { readonly key: string; readonly title: string } | undefined;
    getAll(): readonly { readonly key: string; readonly title: string }[];
  };
  /** Runs an element's `frontend/element_ready/…` actions (markup an addon inserted). */
  readonly elementsHandler: { runReadyTrigger(scope: Element | { readonly 0?: Element } | null | undefined): void };
  getCurrentDeviceMode(): string;
  getCurrentDeviceSetting(settings: Readonly<Record<string, unknown>>, key: string): unknown;
  getDeviceSetting(device: string, settings: Readonly<Record<string, unknown>>, key: string): unknown;
  getKitSettings(key?: string): unknown;
  isEditMode(): boolean;
  isWPPreviewMode(): boolean;
  /** True on the bundle's object (absent on Elementor's own frontend.js). */
  readonly isShopIslands?: true;
}

/** What the page-builder runtime fires on `window`, as Elementor's front end did. */
export interface ShopIslandsWindowEventMap {
  /** Once per page, after `window.elementorFrontend` is published: addons register their hooks here. */
  'elementor/frontend/init': CustomEvent<null>;
  /** A nested tabs widget showed a panel (detail: the panel), for the widgets inside it to measure again. */
  'elementor/nested-tabs/activate': CustomEvent<HTMLElement>;
  /** An Elementor Pro sticky element stuck at its offset (bubbles from the element: its target). */
  'sticky:stick': CustomEvent<null>;
  /** A sticky element went back in place. */
  'sticky:unstick': CustomEvent<null>;
  /** An Elementor Pro popup opened (also triggered through jQuery on `document` with `[id, instance]`, as Pro did). */
  'elementor/popup/show': CustomEvent<{ readonly id: number; readonly instance: ElementorPopup }>;
  /** An Elementor Pro popup closed (its exit animation may still be playing). */
  'elementor/popup/hide': CustomEvent<{ readonly id: number; readonly instance: ElementorPopup }>;
  /** An off-canvas link action asks Elementor Pro's off-canvas widget `id` to open, close or toggle. */
  'elementor-pro/off-canvas/toggle-display-mode': CustomEvent<{ readonly id: string; readonly displayMode: 'open' | 'close' | 'toggle' }>;
}

/** An Elementor Pro popup of the page, as its events and `elementorProFrontend.modules.popup` give it. */
export interface ElementorPopup {
  /** Its document id (`data-elementor-id`). */
  readonly id: number;
  /** Its `data-elementor-settings`, as printed. */
  readonly settings: Readonly<Record<string, unknown>>;
  /** Opens it unless the visitor chose "do not show again"; false when it did not open. */
  show(): boolean;
  hide(): void;
  isVisible(): boolean;
  /** "Do not show again": it never opens again for this visitor. */
  disable(): void;
  isDisabled(): boolean;
  /** Its dialog (`#elementor-popup-modal-<id>`) while open. */
  readonly dialog: HTMLDialogElement | undefined;
}

/** `window.elementorProFrontend`, as far as the bundle publishes it (Elementor Pro's popups). */
export interface ElementorProFrontendApi {
  readonly config?: unknown;
  readonly modules?: {
    readonly popup?: {
      /** Opens popup `id` (`toggle`: closes it when open). */
      showPopup(settings: { readonly id: number | string; readonly toggle?: boolean }): void;
      /** Closes the popup `event` happened in, or every open one; `do_not_show_again: 'yes'` keeps it closed for good. */
      closePopup(settings: { readonly do_not_show_again?: string | boolean }, event?: Event): void;
      /** Whether a popup has opened on this page. */
      readonly popupPopped: boolean;
    };
  };
}

/** Events the bundle hears on `document` from other plugins (not dispatched by it): the WP Consent API's. */
export interface ShopIslandsDocumentEventMap {
  /** The visitor changed consent: `detail` is `{ <category>: 'allow' | 'deny' }` (order attribution follows `marketing`). */
  wp_listen_for_consent_change: CustomEvent<Record<string, string>>;
  /** The consent type (opt-in / opt-out) is known: consent is asked again. */
  wp_consent_type_defined: Event;
}

/** Order attribution values by field (`source_type`, `utm_source` …); null when tracking is off or the value is unknown. */
export type AttributionValues = Record<string, string | null>;

/** Functions added to WooCommerce's `window.wc_order_attribution` global (its `params` and `fields` stay as printed). */
export interface OrderAttributionApi {
  /** This visit's attribution values, as the checkout posts them. */
  getAttributionData(): AttributionValues;
  /** Turns tracking on (records this page view) or off (clears the `sbjs_*` cookies); the forms follow. */
  setOrderTracking(allow: boolean): void;
}

/** `window.sbjs`, for scripts that read sourcebuster's data: `get` only (sourcebuster's `init` is not offered). */
export interface SourcebusterApi {
  /** `current`, `current_add`, `first`, `first_add`, `session`, `udata`, `promo`: each cookie's keys and values. */
  readonly get: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

declare global {
  interface Window {
    shopIslands?: ShopIslandsApi;
    elementorFrontend?: ElementorFrontendApi;
    elementorProFrontend?: ElementorProFrontendApi;
    wc_order_attribution?: { params?: Record<string, unknown>; fields?: Record<string, string> } & Partial<OrderAttributionApi>;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as below, for `window.addEventListener`
  interface WindowEventMap extends ShopIslandsWindowEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds the events to addEventListener's map
  interface HTMLElementEventMap extends ShopIslandsDomEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above, for `document.addEventListener`
  interface DocumentEventMap extends ShopIslandsDomEventMap {}
}
