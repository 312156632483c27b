// The typed `window.shopIslands` API that theme developers and other plugins call.
import type { RestRequest } from './api';
import type { ShopStore } from './store';
import type * as ThemeEvents from './dom/theme-events';

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
  store(): Promise<ShopStore>;
  /**
   * The legacy event bridge: `on(name, listener)` hears both DOM CustomEvents and jQuery triggers,
   * `emit(name, ...args)` dispatches both. Loaded on first call.
   * @example (await shopIslands.events()).on('added_to_cart', ([fragments, hash, button]) => …);
   */
  events(): Promise<typeof ThemeEvents>;
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

declare global {
  interface Window {
    shopIslands?: ShopIslandsApi;
  }
}
