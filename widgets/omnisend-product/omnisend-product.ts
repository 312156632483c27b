// The product view Omnisend's snippet tracked (T1), fed to its command queue: the product read from the
// shop's Store API, the chosen variation followed, one `viewed product` event per product or variation
// shown. The remote snippet itself is never loaded here: WordPress prints it (Omnisend for WooCommerce), and
// it reads `window.omnisend` whenever it arrives.
import { hasConsent, onElement } from '@/dom';

/** How long to wait for the product's id (the plugin prints `omnisend_product` after the product, or in the footer). */
export const PRODUCT_WAIT_MS = 5000;
/** How long to wait for the snippet's launcher to create its queue before creating it. */
export const LAUNCHER_WAIT_MS = 3000;
/** How often the chosen variation is checked (a swatches plugin may change it without an event). */
export const VARIATION_CHECK_MS = 1000;
const TIMEOUT_MS = 10_000;

/** The Store API product fields read (wc/store/v1/products/{id}). */
interface StoreProduct {
  readonly id: number;
  readonly name: string;
  readonly short_description?: string;
  readonly is_in_stock?: boolean;
  readonly permalink?: string;
  readonly prices?: { readonly price?: string; readonly regular_price?: string; readonly currency_code?: string; readonly currency_minor_unit?: number };
  readonly images?: readonly { readonly src?: string }[];
  readonly categories?: readonly { readonly id: number; readonly name: string }[];
  readonly variations?: readonly { readonly id: number }[];
}

/** The product object of Omnisend's `viewed product` event. */
export interface TrackedProduct {
  readonly id: string;
  readonly variantID: string;
  readonly currency: string;
  readonly price: number;
  readonly oldPrice?: number;
  readonly title: string;
  readonly description: string;
  readonly imageUrl: string;
  readonly url: string;
  readonly status: 'inStock' | 'outOfStock';
  readonly categories: readonly { readonly id: string; readonly title: string }[];
}

type Command = readonly unknown[];
type OmnisendWindow = { omnisend?: { push(command: Command): unknown }; omnisend_product?: { productID?: unknown } };

/** Markup → text (names and descriptions come as HTML): parsed inert in a template, nothing loaded or run. */
function textOf(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent?.trim() ?? '';
}

/** A Store API price (a string in minor units) → the amount with 2 decimals. */
export function toAmount(minor: string | undefined, minorUnit = 2): number {
  const amount = Number(minor) / 10 ** minorUnit;
  return Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0;
}

/** The tracked product from the Store API's product (and its variation's, when one is chosen). */
export function trackedProduct(product: StoreProduct, variation?: StoreProduct): TrackedProduct {
  const shown = variation ?? product;
  const prices = shown.prices ?? product.prices ?? {};
  const price = toAmount(prices.price, prices.currency_minor_unit);
  const regular = toAmount(prices.regular_price, prices.currency_minor_unit);
  return {
    id: String(product.id),
    variantID: String(shown.id),
    currency: prices.currency_code ?? '',
    price,
    ...(regular > price ? { oldPrice: regular } : {}),
    title: textOf(product.name),
    description: textOf(product.short_description ?? ''),
    imageUrl: shown.images?.[0]?.src ?? product.images?.[0]?.src ?? '',
    url: product.permalink ?? location.href,
    status: shown.is_in_stock === false ? 'outOfStock' : 'inStock',
    categories: (product.categories ?? []).map((category) => ({ id: String(category.id), title: textOf(category.name) })),
  };
}

/** The REST root WordPress announces in every page's head, else the usual one. */
function restRoot(): string {
  const link = document.querySelector<HTMLLinkElement>('link[rel="https://api.w.org/"]');
  return link?.href || new URL('/wp-json/', location.href).href;
}

/** The product's Store API answer; undefined on 404 (or any failure, reported when it is not a 404). */
async function fetchProduct(id: string, signal: AbortSignal): Promise<StoreProduct | undefined> {
  try {
    const response = await fetch(`${restRoot()}wc/store/v1/products/${encodeURIComponent(id)}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
    });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const product: unknown = await response.json();
    if (typeof product !== 'object' || product === null || Array.isArray(product) || typeof (product as { id?: unknown }).id !== 'number') throw new Error('not a product');
    return product as StoreProduct;
  } catch (error) {
    if (!signal.aborted) console.error(`[shop-islands] omnisend-product: the Store API product ${id} could not be read (${error instanceof Error ? error.message : String(error)}); the view is not tracked`);
    return undefined;
  }
}

/** Resolves after `ms` (at once when aborted). */
const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

/** `read()`'s answer now or, when it has none yet, once more after `ms` (the rest of the page has arrived by then). */
async function nowOrAfter<T>(read: () => T | undefined, ms: number, signal: AbortSignal): Promise<T | undefined> {
  const now = read();
  if (now !== undefined) return now;
  await sleep(ms, signal);
  return signal.aborted ? undefined : read();
}

/** The product's id on the page: Omnisend's own global, the add-to-cart form, the product's element. */
function productIdOnPage(): string | undefined {
  const fromPlugin = (window as OmnisendWindow).omnisend_product?.productID;
  if (typeof fromPlugin === 'string' || typeof fromPlugin === 'number') return String(fromPlugin);
  const form = document.querySelector<HTMLElement>('form.variations_form[data-product_id], form.cart [name="add-to-cart"]');
  const fromForm = form?.getAttribute('data-product_id') ?? (form as HTMLInputElement | HTMLButtonElement | null)?.value;
  if (fromForm && /^\d+$/.test(fromForm)) return fromForm;
  return document.querySelector('.single-product div.product[id^="product-"]')?.id.slice('product-'.length) || undefined;
}

/** The last segment of the address's path (the product's slug). */
const slugOfUrl = (): string => new URLSearchParams(location.search).get('product') ?? location.pathname.split('/').filter(Boolean).at(-1) ?? '';

/** Starts tracking this product page's view; returns the cleanup. */
export function attachProductTracking(): () => void {
  const abort = new AbortController();
  const { signal } = abort;
  const stops: (() => void)[] = [];
  const tracked = new Set<string>();

  const push = async (product: TrackedProduct): Promise<void> => {
    const holder = window as OmnisendWindow;
    await nowOrAfter(() => holder.omnisend, LAUNCHER_WAIT_MS, signal);
    if (signal.aborted || !hasConsent('marketing')) return;
    holder.omnisend ??= [];
    holder.omnisend.push(['track', 'viewed product', { origin: 'api', eventVersion: 'v4', properties: { product } }]);
  };

  void (async () => {
    if (!hasConsent('marketing')) return;
    const id = await nowOrAfter(productIdOnPage, PRODUCT_WAIT_MS, signal);
    const slug = slugOfUrl();
    // By id, else by the address's slug; a 404 tries the other.
    // (Plain permalinks, `?product=<slug>`, give no path segment: nothing to ask for then.)
    const key = id ?? slug;
    if (!key) return;
    let product = await fetchProduct(key, signal);
    if (!product && id && slug && slug !== id) product = await fetchProduct(slug, signal);
    if (!product || signal.aborted) return;
    const parent = product;
    tracked.add(String(parent.id));
    await push(trackedProduct(parent));

    // The chosen variation, each new one tracked once.
    const form = document.querySelector<HTMLFormElement>('form.variations_form');
    if (!form || !parent.variations?.length) return;
    const variations = new Map<string, StoreProduct | undefined>();
    const follow = async (): Promise<void> => {
      const chosen = form.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value ?? '';
      if (!/^\d+$/.test(chosen) || chosen === '0' || tracked.has(chosen)) return;
      tracked.add(chosen);
      if (!variations.has(chosen)) variations.set(chosen, await fetchProduct(chosen, signal));
      const variation = variations.get(chosen);
      if (variation && !signal.aborted) await push(trackedProduct(parent, variation));
    };
    // add-to-cart-variation.js's event where it fires; a check every second catches the rest (a swatches plugin
    // that sets the variation silently), from the shopper's first touch of the form: only the shopper changes it.
    stops.push(onElement(form, 'found_variation', () => setTimeout(() => void follow(), 0)));
    const touched = new AbortController();
    const startChecks = (): void => {
      touched.abort();
      const timer = setInterval(() => void follow(), VARIATION_CHECK_MS);
      stops.push(() => clearInterval(timer));
    };
    for (const type of ['pointerdown', 'keydown', 'change']) form.addEventListener(type, startChecks, { signal: AbortSignal.any([signal, touched.signal]) });
    void follow();
  })();

  return () => {
    abort.abort();
    for (const stop of stops) stop();
  };
}
