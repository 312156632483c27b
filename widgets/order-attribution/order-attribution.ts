// WooCommerce's order attribution without sourcebuster.js and order-attribution.js: each page view is
// recorded in sourcebuster's cookies (sourcebuster.ts), the hidden inputs of `<wc-order-attribution-inputs>`
// (and WooCommerce 8.5's plain hidden inputs) are filled for the checkout and registration forms, the block
// checkout gets the same values, and `window.wc_order_attribution` keeps its API for other plugins and the
// WP Consent API integration. Tracking off (the shop's setting, or no consent) → the cookies are cleared and
// nothing is written.
import { hasConsent, hasConsentApi } from '@/dom';
import type { AttributionValues, OrderAttributionApi, SourcebusterApi } from '@/public-api';
import { isLegacySourcebusterPresent, readAttributionSettings, type AttributionSettings, type RawAttributionGlobal } from './settings';
import { COOKIE_NAMES, readSources, recordPageView, siteHost, type CookieJar, type SourceData } from './sourcebuster';

export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';
const CHECKOUT_STORE_KEY = 'wc/store/checkout';
const EXTENSION = 'woocommerce/order-attribution';

const isIpOrLocal = (host: string): boolean => !host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':');

/**
 * The page's cookies as sourcebuster wrote them: path `/` and, on a named host, the domain `.<host without
 * www.>` so the legacy script's cookies are the ones read and renewed (never a second copy). An IP address or
 * `localhost` takes host-only cookies (a domain there would be refused).
 */
export function documentJar(hostname = location.hostname): CookieJar & { clear(): void } {
  const domain = isIpOrLocal(hostname) ? '' : `; domain=.${siteHost(hostname)}`;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  return {
    get(name) {
      for (const part of document.cookie.split(';')) {
        const [key, ...rest] = part.trimStart().split('=');
        if (key === name) return rest.join('=');
      }
      return undefined;
    },
    set(name, content, minutes) {
      const expires = minutes ? `; expires=${new Date(Date.now() + minutes * 60_000).toUTCString()}` : '';
      document.cookie = `${name}=${content}${expires}${domain}; path=/; samesite=lax${secure}`;
    },
    clear() {
      // Host-only and both domain forms: order-attribution.js's own removal missed the cookies of a www host.
      const domains = new Set(['', `; domain=.${hostname}`, domain]);
      // max-age=-1, not 0: both remove the cookie in a browser (RFC 6265, 5.2.2), but a store that keeps a cookie until
      // its expiry has passed (happy-dom's) still returned it when read in the same millisecond (a flaky unit test).
      for (const name of COOKIE_NAMES) for (const where of domains) document.cookie = `${name}=; path=/; max-age=-1${where}`;
    },
  };
}

/** `current.typ` in the data → its value; a missing one is undefined, as WooCommerce's accessor gave. */
function valueAt(data: SourceData, path: string): string | undefined {
  const [container, key] = path.split('.') as [keyof SourceData, string | undefined];
  return key === undefined ? undefined : data[container]?.[key];
}

interface InputsElement extends HTMLElement {
  values: AttributionValues | undefined;
}

/** What the element renders: the running tracker's field names, prefix and values. */
let source: { readonly settings: AttributionSettings; readonly values: () => AttributionValues } | undefined;

/** Defines `<wc-order-attribution-inputs>` (once per page): one hidden input per field, named `<prefix><field>`. */
function defineInputsElement(): void {
  if (customElements.get(INPUTS_ELEMENT)) return;
  class OrderAttributionInputs extends HTMLElement {
    private current: AttributionValues | undefined = source?.values();
    connectedCallback(): void {
      this.render();
    }
    /** Its inputs, afresh. */
    render(): void {
      if (!source) return;
      const inputs = document.createDocumentFragment();
      for (const name of Object.keys(source.settings.fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = source.settings.prefix + name;
        input.value = this.current?.[name] ?? '';
        inputs.append(input);
      }
      this.replaceChildren(inputs);
    }
    get values(): AttributionValues | undefined {
      return this.current;
    }
    set values(values: AttributionValues | undefined) {
      this.current = values;
      if (!this.isConnected || !source) return;
      // Connected before tracking started (the bundle restarted): nothing rendered yet.
      if (!this.querySelector('input')) {
        this.render();
        return;
      }
      for (const name of Object.keys(source.settings.fields)) {
        const input = this.querySelector<HTMLInputElement>(`input[name="${source.settings.prefix}${name}"]`);
        if (input) input.value = values?.[name] ?? '';
        else console.warn(`[shop-islands] order-attribution: Field "${name}" not found. Most likely, the '<${INPUTS_ELEMENT}>' element was manipulated.`);
      }
    }
  }
  customElements.define(INPUTS_ELEMENT, OrderAttributionInputs);
}

/** One group of inputs per page, as WooCommerce's current script keeps: the checkout form's, else a form's, else the first. */
function removeDuplicateGroups(): void {
  const groups = [...document.querySelectorAll(INPUTS_ELEMENT)];
  if (groups.length < 2) return;
  const kept = document.querySelector(`form[name="checkout"] ${INPUTS_ELEMENT}`) ?? document.querySelector(`form ${INPUTS_ELEMENT}`) ?? groups[0];
  for (const group of groups) if (group !== kept) group.remove();
}

interface BlocksData {
  dispatch?(store: string): { setExtensionData?: (...args: unknown[]) => void; __internalSetExtensionData?: (...args: unknown[]) => void } | undefined;
  subscribe?(listener: () => void, store?: string): () => void;
}
type WithBlocks = { wp?: { data?: BlocksData }; wc?: { wcBlocksData?: { CHECKOUT_STORE_KEY?: string } } };

/** The block checkout's extension data, when the page has the blocks' data store. */
function setBlockCheckoutData(values: AttributionValues): boolean {
  const { wp, wc } = window as unknown as WithBlocks;
  if (!wp?.data?.dispatch || !wc?.wcBlocksData) return false;
  const store = wp.data.dispatch(wc.wcBlocksData.CHECKOUT_STORE_KEY ?? CHECKOUT_STORE_KEY);
  (store?.setExtensionData ?? store?.__internalSetExtensionData)?.call(store, EXTENSION, values, true);
  return true;
}

/** Starts order attribution for the page: returns its cleanup. */
export function startOrderAttribution(): () => void {
  const holder = window as unknown as { wc_order_attribution?: RawAttributionGlobal; sbjs?: SourcebusterApi };
  const settings = readAttributionSettings(holder.wc_order_attribution);
  if (!settings) return () => undefined;
  const global = holder.wc_order_attribution!;
  // WooCommerce's own scripts kept on this page (the shop_islands_replaced_handles filter): they record the view.
  if (isLegacySourcebusterPresent()) {
    console.info('[shop-islands] order-attribution: sourcebuster.js is on this page, so WooCommerce\'s own scripts record the visit; the bundle leaves it to them');
    return () => undefined;
  }
  const jar = documentJar();
  const domain = isIpOrLocal(location.hostname) ? location.hostname : siteHost(location.hostname);
  let allowed = false;
  let data: SourceData | undefined;

  const getAttributionData = (): AttributionValues =>
    Object.fromEntries(Object.entries(settings.fields).map(([field, path]) => [field, allowed && data ? (valueAt(data, path) ?? null) : null]));

  let isMissingReported = false;
  const fillForms = (values: AttributionValues): void => {
    removeDuplicateGroups();
    // A checkout or register form the theme printed without WooCommerce's hooks has nowhere to carry the values.
    const form = document.querySelector('form[name="checkout"], form.woocommerce-form-register');
    if (allowed && form && !isMissingReported && !form.querySelector(`${INPUTS_ELEMENT}, input[name^="${settings.prefix}"]`)) {
      isMissingReported = true;
      console.warn(`[shop-islands] order-attribution: this ${form.matches('[name="checkout"]') ? 'checkout' : 'register'} form has no <${INPUTS_ELEMENT}> (printed by WooCommerce's checkout and register form hooks): its attribution is not posted`, form);
    }
    for (const group of document.querySelectorAll<InputsElement>(INPUTS_ELEMENT)) group.values = values;
    // WooCommerce 8.5 and 8.6 printed plain hidden inputs in the forms instead of the element.
    for (const [field] of Object.entries(settings.fields)) {
      for (const input of document.querySelectorAll<HTMLInputElement>(`input[type="hidden"][name="${settings.prefix}${field}"]`)) {
        if (!input.closest(INPUTS_ELEMENT)) input.value = values[field] ?? '';
      }
    }
    setBlockCheckoutData(values);
  };

  const setOrderTracking = (allow: boolean): void => {
    allowed = allow;
    if (global.params) global.params.allowTracking = allow;
    if (allow) {
      // This page view counts once, however often tracking is allowed again (WooCommerce's consent integration
      // and ours may both say so); after a refusal cleared the cookies, it is recorded afresh.
      data ??= recordPageView(jar, { url: location.href, referrer: document.referrer, userAgent: navigator.userAgent, now: new Date() }, settings, domain);
    } else {
      data = undefined;
      jar.clear();
    }
    fillForms(getAttributionData());
  };

  source = { settings, values: getAttributionData };
  defineInputsElement();
  const api: OrderAttributionApi = { getAttributionData, setOrderTracking };
  Object.assign(global, api);
  // Other scripts read sourcebuster's data (sbjs.get) without starting it.
  if (!holder.sbjs) holder.sbjs = { get get() { return allowed ? (data ?? readSources(jar)) : {}; } };

  // The WP Consent API, when the shop has it: its answer in this browser rules (a cached page's
  // allowTracking may be another visitor's), and a change of mind is followed.
  // WooCommerce gives `marketing` in an inline script of its consent integration, which may be taken out with it;
  // the API's script may also arrive after this starts (deferred, or from a tag manager): asked each time.
  const categoryOf = (): string | undefined => settings.consentCategory ?? (hasConsentApi() ? 'marketing' : undefined);
  const isAllowed = (): boolean => {
    const category = categoryOf();
    return category ? hasConsent(category, settings.allowTracking) : settings.allowTracking;
  };
  const onConsentChange = (event: Event): void => {
    // The event itself says the consent API is on the page.
    const category = settings.consentCategory ?? 'marketing';
    const changed = (event as CustomEvent<Record<string, string> | undefined>).detail;
    if (changed && typeof changed === 'object' && Object.hasOwn(changed, category)) setOrderTracking(changed[category] === 'allow');
  };
  const onConsentTypeDefined = (): void => setOrderTracking(isAllowed());
  document.addEventListener('wp_listen_for_consent_change', onConsentChange);
  document.addEventListener('wp_consent_type_defined', onConsentTypeDefined);

  setOrderTracking(isAllowed());

  // The block checkout's store may not be ready yet: set the data again on its first change.
  const blocks = (window as unknown as WithBlocks).wp?.data;
  let unsubscribe: (() => void) | undefined;
  if (typeof blocks?.subscribe === 'function') {
    unsubscribe = blocks.subscribe(() => {
      unsubscribe?.();
      unsubscribe = undefined;
      setBlockCheckoutData(getAttributionData());
    }, CHECKOUT_STORE_KEY);
  }

  return () => {
    document.removeEventListener('wp_listen_for_consent_change', onConsentChange);
    document.removeEventListener('wp_consent_type_defined', onConsentTypeDefined);
    unsubscribe?.();
    source = undefined;
  };
}
