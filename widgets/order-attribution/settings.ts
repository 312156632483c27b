// `window.wc_order_attribution` (OrderAttributionController): the tracking params and the fields the
// checkout posts. Checked by hand, not with zod: this runs on every page of a shop, and nine fields do not
// justify downloading a schema library there.

export interface AttributionSettings {
  /** Months of 30 days (WooCommerce prints 0.00001: browser-session cookies; none printed: 6). */
  readonly lifetimeMonths: number;
  readonly sessionMinutes: number;
  readonly base64: boolean;
  /** `<prefix><field>` names the hidden inputs. */
  readonly prefix: string;
  readonly allowTracking: boolean;
  /** The WP Consent API category that rules tracking (`marketing` when that plugin is active). */
  readonly consentCategory?: string;
  /** The promo code's range, when a shop's filter turns sourcebuster's promo code on. */
  readonly promo?: { readonly min: number; readonly max: number };
  /** Field name → its `sbjs.get` path (`source_type` → `current.typ`). */
  readonly fields: Readonly<Record<string, string>>;
}

/** OrderAttributionMeta's default fields, for a global printed without them. */
export const DEFAULT_FIELDS: Readonly<Record<string, string>> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};

const PROMO_RANGE = { min: 100000, max: 999999 };

/** The raw global as WooCommerce prints it; functions are added to it once tracking starts. */
export interface RawAttributionGlobal {
  params?: Record<string, unknown>;
  fields?: unknown;
  [key: string]: unknown;
}

const report = (field: string, value: unknown, fallback: unknown): void =>
  console.error(`[shop-islands] order-attribution: window.wc_order_attribution.${field} is invalid (${JSON.stringify(value)}); using ${JSON.stringify(fallback)}`);

function number(params: Record<string, unknown>, key: string, fallback: number): number {
  const value = params[key];
  if (value === undefined) return fallback;
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (Number.isFinite(parsed)) return parsed;
  report(`params.${key}`, value, fallback);
  return fallback;
}

function boolean(params: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = params[key];
  if (value === undefined) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === '1' || value === 'yes' || value === 'true') return true;
  if (value === '' || value === '0' || value === 'no' || value === 'false') return false;
  report(`params.${key}`, value, fallback);
  return fallback;
}

/** The settings, or undefined (with one console error) when the global is missing or not an object. */
export function readAttributionSettings(raw: unknown): AttributionSettings | undefined {
  if (raw === undefined) {
    console.error(`[shop-islands] order-attribution: window.wc_order_attribution is missing (WooCommerce prints it with its order attribution script); nothing is recorded`);
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) {
    console.error(`[shop-islands] order-attribution: window.wc_order_attribution must be an object, got ${typeof raw}; nothing is recorded`);
    return undefined;
  }
  const global = raw as RawAttributionGlobal;
  const params = typeof global.params === 'object' && global.params !== null ? global.params : {};
  if (global.params !== undefined && params !== global.params) report('params', global.params, {});
  let fields = DEFAULT_FIELDS;
  const rawFields = global.fields;
  if (rawFields !== undefined) {
    const entries = typeof rawFields === 'object' && rawFields !== null ? Object.entries(rawFields) : [];
    if (entries.length && entries.every(([, path]) => typeof path === 'string')) fields = Object.fromEntries(entries) as Record<string, string>;
    else report('fields', rawFields, 'the default fields');
  }
  const prefixValue = params.prefix;
  let prefix = 'wc_order_attribution_';
  if (typeof prefixValue === 'string' && /^[\w-]*$/.test(prefixValue)) prefix = prefixValue;
  else if (prefixValue !== undefined) report('params.prefix', prefixValue, prefix);
  const promo = params.promocode;
  const consentCategory = typeof params.consentCategory === 'string' && params.consentCategory ? params.consentCategory : undefined;
  return {
    // A shop printing no lifetime: order-attribution.js passed NaN, and sourcebuster took its own 6 months.
    lifetimeMonths: number(params, 'lifetime', 6),
    sessionMinutes: number(params, 'session', 30),
    base64: boolean(params, 'base64', false),
    prefix,
    allowTracking: boolean(params, 'allowTracking', true),
    ...(consentCategory ? { consentCategory } : {}),
    ...(promo
      ? {
          promo: {
            min: Number.parseInt(String((promo as { min?: unknown }).min), 10) || PROMO_RANGE.min,
            max: Number.parseInt(String((promo as { max?: unknown }).max), 10) || PROMO_RANGE.max,
          },
        }
      : {}),
    fields,
  };
}

/** WooCommerce's own sourcebuster.js kept on the page (the `shop_islands_replaced_handles` filter): `window.sbjs` with its `init`. */
export const isLegacySourcebusterPresent = (): boolean => typeof (window as { sbjs?: { init?: unknown } }).sbjs?.init === 'function';
