// Where a visit comes from, in sourcebuster's cookies: the rules, names, keys and encoding of the
// sourcebuster.js WooCommerce bundles (its fork at v1.2.0), so a visitor's first touch recorded by the
// legacy script is read and carried on here, and the other way round. Pure: the page's address, referrer,
// clock and cookies come in through `Visit` and `CookieJar`.

/** The cookies, by the key `sbjs.get` gives each (the name without `sbjs_`). */
export const CONTAINERS = ['current', 'current_add', 'first', 'first_add', 'session', 'udata', 'promo'] as const;
export type Container = (typeof CONTAINERS)[number];
/** Every cookie sourcebuster writes; `sbjs_migrations` is not returned by `sbjs.get`. */
export const COOKIE_NAMES = ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations', 'sbjs_promo'] as const;

export const NONE = '(none)';
const DELIMITER = '|||';
/** sourcebuster's one migration (1.0.0-beta), marked done for a new visitor. */
const MIGRATIONS = '1418474375998=1';

/** `sbjs.get`: each cookie's keys and values (an absent cookie is `{}`). */
export type SourceData = Record<Container, Record<string, string>>;

export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

export interface SearchEngine {
  /** The referrer's host or a parent of it (`bing.com` matches `www.bing.com`). */
  readonly host: string;
  /** A query parameter the referrer must carry (matched anywhere in the query, as sourcebuster did). */
  readonly param: string;
  readonly display: string;
}

/** sourcebuster's built-in list; Google (any query) and Yandex (`text=`) are matched before it. */
export const ORGANIC_ENGINES: readonly SearchEngine[] = [
  { host: 'bing.com', param: 'q', display: 'bing' },
  { host: 'yahoo.com', param: 'p', display: 'yahoo' },
  { host: 'about.com', param: 'q', display: 'about' },
  { host: 'aol.com', param: 'q', display: 'aol' },
  { host: 'ask.com', param: 'q', display: 'ask' },
  { host: 'globososo.com', param: 'q', display: 'globo' },
  { host: 'go.mail.ru', param: 'q', display: 'go.mail.ru' },
  { host: 'rambler.ru', param: 'query', display: 'rambler' },
  { host: 'tut.by', param: 'query', display: 'tut.by' },
];

/** Referrers shown under another name (sourcebuster's defaults). */
const REFERRALS: readonly { readonly host: string; readonly display: string }[] = [
  { host: 't.co', display: 'twitter.com' },
  { host: 'plus.url.google.com', display: 'plus.google.com' },
];

/** The query parameters that make a visit a campaign visit, and the keys they fill. */
const UTM_KEYS = [
  ['utm_source', 'src'],
  ['utm_medium', 'mdm'],
  ['utm_campaign', 'cmp'],
  ['utm_content', 'cnt'],
  ['utm_term', 'trm'],
  ['utm_id', 'id'],
  ['utm_source_platform', 'plt'],
  ['utm_creative_format', 'fmt'],
  ['utm_marketing_tactic', 'tct'],
] as const;
const CLICK_IDS = ['gclid', 'yclid'] as const;

export interface SourcebusterOptions {
  /** Cookie lifetime in months of 30 days; under 1 minute (WooCommerce's 0.00001) makes them browser-session cookies. */
  readonly lifetimeMonths: number;
  /** `sbjs_session` lasts this many minutes from the last page view. */
  readonly sessionMinutes: number;
  /** Cookie contents as unpadded base64 (WooCommerce 9.0's `wc_order_attribution_use_base64_cookies`). */
  readonly base64: boolean;
  /** The promo code's range, when the shop gives one (sourcebuster's default 100000–999999). */
  readonly promo?: { readonly min: number; readonly max: number };
}

export interface Visit {
  /** `location.href`. */
  readonly url: string;
  /** `document.referrer` ('' when typed in). */
  readonly referrer: string;
  readonly userAgent: string;
  readonly now: Date;
  /** A random number in [0, 1), for the promo code. */
  readonly random?: () => number;
}

/** The page's cookies. `minutes` 0 writes a browser-session cookie; below 0 removes it. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, content: string, minutes: number): void;
}

/** sourcebuster's encodeURIComponent, which also escapes `! ~ * ' ( )`. */
export function encodeData(text: string): string {
  return encodeURIComponent(text).replace(/[!~*'()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** sourcebuster's decodeData: URL-decoded, else (`20%off`, a Latin-1 `%E9`) as `unescape` reads it. */
export function decodeData(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return unescape(text); // sourcebuster's own fallback, for the same values
  }
}

/** A cookie's content → its packed text: base64 (padding dropped) when it looks like it, then URL-decoded. */
export function decodeContent(content: string): string {
  if (/^[A-Za-z0-9+/]+$/.test(content)) {
    try {
      content = atob(content.padEnd(Math.ceil(content.length / 4) * 4, '='));
    } catch {
      // not base64 after all
    }
  }
  return decodeData(content);
}

export function encodeContent(packed: string, base64: boolean): string {
  const content = encodeData(packed);
  return base64 ? btoa(content).replace(/=+$/, '') : content;
}

/** `key=value|||key=value` → its pairs (each value URL-decoded again, as sourcebuster read them). */
export function unpack(packed: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  if (!packed) return pairs;
  for (const pair of packed.split(DELIMITER)) {
    const [key = '', ...rest] = pair.split('=');
    if (key) pairs[key] = decodeData(rest.join('='));
  }
  return pairs;
}

const pack = (pairs: readonly (readonly [string, string])[]): string => pairs.map(([key, value]) => `${key}=${value}`).join(DELIMITER);

/** The query as sourcebuster parsed it: values raw (not decoded), a key without `=` absent, a repeated key joined by commas. */
export function queryParams(url: string): Map<string, string> {
  const params = new Map<string, string>();
  const query = url.split('#')[0]!.split('?').slice(1).join('?');
  const repeated = new Map<string, string[]>();
  for (const part of query.split('&')) {
    const [key = '', value] = part.split('=');
    if (value === undefined) continue;
    const values = repeated.get(key) ?? [];
    values.push(value);
    repeated.set(key, values);
  }
  for (const [key, values] of repeated) params.set(key, values.join(','));
  return params;
}

interface Address {
  readonly host: string;
  readonly path: string;
  readonly query: string;
}

function parseAddress(url: string): Address {
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname, path: parsed.pathname, query: parsed.search.slice(1) };
  } catch {
    return { host: '', path: '', query: '' };
  }
}

/** sourcebuster's getHost: the host with its first `www.` taken out. */
export const siteHost = (host: string): string => host.replace('www.', '');
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The organic search engine a referrer is, if any. */
export function organicEngine(referrer: string): string | undefined {
  const { host, query } = parseAddress(referrer);
  if (query && /^(?:.*\.)?yandex\..{2,9}$/.test(host) && /text=/.test(query)) return 'yandex';
  if (/^(?:www\.)?google\..{2,9}$/.test(host)) return 'google';
  if (!query) return undefined;
  return ORGANIC_ENGINES.find(
    (engine) => new RegExp(`^(?:.*\\.)?${escapeRegExp(engine.host)}$`, 'i').test(host) && new RegExp(`${escapeRegExp(engine.param)}=`, 'i').test(query),
  )?.display;
}

/** True when the referrer is another site than `domain` and its subdomains. */
export function isExternal(referrer: string, domain: string): boolean {
  return !new RegExp(`^(?:.*\\.)?${escapeRegExp(domain)}$`, 'i').test(siteHost(parseAddress(referrer).host));
}

/** The ten `current` / `first` values, in sourcebuster's order. */
export type Source = Readonly<Record<'typ' | 'src' | 'mdm' | 'cmp' | 'cnt' | 'trm' | 'id' | 'plt' | 'fmt' | 'tct', string>>;

/** What this page view makes of the visit's source: a new one, or undefined to keep the current one. */
export function classify(visit: Visit, domain: string, has: { readonly session: boolean; readonly first: boolean; readonly current: boolean }): Source | undefined {
  const params = queryParams(visit.url);
  const blank: Source = { typ: 'typein', src: NONE, mdm: NONE, cmp: NONE, cnt: NONE, trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE };
  const isCampaign = UTM_KEYS.some(([param]) => params.has(param)) || CLICK_IDS.some((param) => params.has(param));
  if (isCampaign) {
    const clickEngine = params.has('gclid') ? 'google' : params.has('yclid') ? 'yandex' : undefined;
    const referrer = parseAddress(visit.referrer);
    const yandexTerm = /^(?:.*\.)?yandex\..{2,9}$/i.test(referrer.host) ? queryParams(visit.referrer).get('text') : undefined;
    return {
      typ: 'utm',
      src: params.get('utm_source') ?? clickEngine ?? NONE,
      mdm: params.get('utm_medium') ?? (clickEngine ? 'cpc' : NONE),
      cmp: params.get('utm_campaign') ?? (clickEngine ? `${clickEngine}_cpc` : NONE),
      cnt: params.get('utm_content') ?? NONE,
      trm: params.get('utm_term') ?? yandexTerm ?? NONE,
      id: params.get('utm_id') || NONE,
      plt: params.get('utm_source_platform') || NONE,
      fmt: params.get('utm_creative_format') || NONE,
      tct: params.get('utm_marketing_tactic') || NONE,
    };
  }
  const external = visit.referrer !== '' && isExternal(visit.referrer, domain);
  const engine = external ? organicEngine(visit.referrer) : undefined;
  if (engine) return { ...blank, typ: 'organic', src: engine, mdm: 'organic' };
  if (external && !has.session) {
    const { host, path } = parseAddress(visit.referrer);
    const named = REFERRALS.find((referral) => new RegExp(`^(?:.*\\.)?${escapeRegExp(referral.host)}$`, 'i').test(host));
    return { ...blank, typ: 'referral', src: named?.display ?? siteHost(host), mdm: 'referral', cnt: path };
  }
  if (!has.first && !has.current) return { ...blank, typ: 'typein', src: '(direct)', mdm: NONE };
  return undefined;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** The fire date: `YYYY-MM-DD HH:MM:SS` in UTC (WooCommerce's `timezone_offset` "0"). */
export function fireDate(now: Date): string {
  return `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())} ${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}:${pad(now.getUTCSeconds())}`;
}

/** Months → whole minutes, as sourcebuster counted them (a month of 30 days; 0 or garbage → 6 months). */
export function lifetimeMinutes(months: number): number {
  return Math.trunc((Number.isFinite(months) && months > 0 ? months : 6) * 30 * 24 * 60);
}

/** Reads every container from the jar (`sbjs.get`). */
export function readSources(jar: CookieJar): SourceData {
  const data = {} as Record<Container, Record<string, string>>;
  for (const container of CONTAINERS) {
    const content = jar.get(`sbjs_${container}`);
    data[container] = content === undefined ? {} : unpack(decodeContent(content));
  }
  return data;
}

/**
 * One page view, as sourcebuster's init counted it: the source (new or kept), the first touch kept, the
 * visits (sessions) and this session's pages counted, the promo code drawn once.
 */
export function recordPageView(jar: CookieJar, visit: Visit, options: SourcebusterOptions, domain: string): SourceData {
  const lifetime = lifetimeMinutes(options.lifetimeMonths);
  const write = (name: string, packed: string, minutes = lifetime): void => jar.set(name, encodeContent(packed, options.base64), minutes);
  // An empty cookie counts as absent, as sourcebuster tested them.
  const read = (name: string): string | undefined => {
    const content = jar.get(name);
    return content ? decodeContent(content) || undefined : undefined;
  };
  const has = { session: read('sbjs_session') !== undefined, first: read('sbjs_first') !== undefined, current: read('sbjs_current') !== undefined };

  if (!has.first && read('sbjs_migrations') === undefined) write('sbjs_migrations', MIGRATIONS);

  const source = classify(visit, domain, has);
  if (source) {
    const extra = pack([['fd', fireDate(visit.now)], ['ep', visit.url], ['rf', visit.referrer || NONE]]);
    write('sbjs_current_add', extra);
    if (read('sbjs_first_add') === undefined) write('sbjs_first_add', extra);
    write('sbjs_current', pack(Object.entries(source)));
  } else {
    // Kept, with its expiry renewed.
    write('sbjs_current', read('sbjs_current') ?? '');
  }
  if (!has.first) write('sbjs_first', read('sbjs_current') ?? '');

  const visits = Number.parseInt(unpack(read('sbjs_udata') ?? '').vst ?? '', 10) || 1;
  const isNewSession = !has.session;
  write('sbjs_udata', pack([['vst', String(read('sbjs_udata') === undefined ? 1 : isNewSession ? visits + 1 : visits)], ['uip', NONE], ['uag', visit.userAgent]]));

  const pages = has.session ? (Number.parseInt(unpack(read('sbjs_session') ?? '').pgs ?? '', 10) || 1) + 1 : 1;
  write('sbjs_session', pack([['pgs', String(pages)], ['cpg', visit.url]]), options.sessionMinutes > 0 ? options.sessionMinutes : 30);

  if (options.promo && read('sbjs_promo') === undefined) {
    const { min, max } = options.promo;
    const code = Math.floor((visit.random ?? Math.random)() * (max - min + 1)) + min;
    write('sbjs_promo', pack([['code', String(code).padStart(String(max).length, '0')]]));
  }
  return readSources(jar);
}
