// Elementor Pro's display conditions of a popup ("Advanced rules", `data-elementor-settings.timing`): every rule
// switched on must pass, checked once at load before any trigger is armed. Each rule is `<name>: 'yes'` with its
// options as `<name>_<option>` (Pro leaves out empty values: "On open" counting is an absent `times_count`).
// Counts live where Pro keeps them — the `elementor` object in localStorage (src/builder/storage.ts, with its
// per-key expiry) and one sessionStorage key — so a visitor's counts carry over from a shop that ran Pro's script.
import { builderStorage, currentDevice, readBuilderConfig } from '@/builder';

export type TimingSettings = Readonly<Record<string, unknown>>;

/** Pro's count periods in seconds (a month is 30.42 days). */
export const PERIOD_SECONDS: Readonly<Record<string, number>> = { day: 86400, week: 604800, month: 2628288 };

/** Search engines for the "search" traffic source: the referrer's host starts with one of them. */
const SEARCH_ENGINE = /^(google|yahoo|bing|yandex|baidu)\./;

/** What the rules read of the page and visitor; a test passes its own. */
export interface TimingContext {
  readonly popupId: number;
  readonly referrer: string;
  readonly host: string;
  readonly now: Date;
  readonly userAgent: string;
  /** `elementorFrontendConfig.user.roles`: printed only for a logged-in visitor. */
  readonly roles: readonly string[] | undefined;
  readonly device: string;
}

export function timingContext(popupId: number): TimingContext {
  const user = readBuilderConfig().raw.user as { roles?: unknown } | undefined;
  return {
    popupId,
    referrer: document.referrer,
    host: location.host,
    now: new Date(),
    userAgent: navigator.userAgent,
    roles: Array.isArray(user?.roles) ? user.roles.map(String) : undefined,
    device: currentDevice(),
  };
}

const number = (value: unknown, fallback: number): number => (Number.isFinite(Number(value)) && value !== '' && value !== null ? Number(value) : fallback);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const popupKey = (context: TimingContext, key: string): string => `popup_${context.popupId}_${key}`;

/** The page views or sessions counted since this popup's rule first saw them (stored then, as Pro does). */
function countSinceFirstSeen(counter: 'pageViews' | 'sessions', initialKey: string, context: TimingContext): number {
  const total = number(builderStorage.get(counter), 0);
  const key = popupKey(context, initialKey);
  const initial = number(builderStorage.get(key), 0);
  if (!initial) builderStorage.set(key, total);
  return total - (initial || total);
}

/** "Show up to N times" with its period; counting "on open" is done here, at the check, as Pro does. */
function timesRule(settings: TimingSettings, context: TimingContext): boolean {
  const limit = number(settings.times_times, 3);
  const period = String(settings.times_period ?? '');
  const countsOnOpen = !settings.times_count;
  if (!period) return number(builderStorage.get(popupKey(context, 'times')), 0) < limit;
  const passes = impressions(context.popupId, period) < limit;
  if (countsOnOpen && passes) countImpression(context.popupId, period);
  return passes;
}

const impressionsKey = (popupId: number): string => `popup-${popupId}-impressions-count`;

/** This popup's shows in the current period: a day/week/month window fixed from its first count, or this session. */
export function impressions(popupId: number, period: string): number {
  if (period === 'session') {
    try {
      return number(sessionStorage.getItem(impressionsKey(popupId)), 0);
    } catch {
      return 0;
    }
  }
  return number(builderStorage.get(impressionsKey(popupId)), 0);
}

/** One more show in the current period; a new window starts when the last one has expired. */
export function countImpression(popupId: number, period: string): void {
  const count = impressions(popupId, period) + 1;
  if (period === 'session') {
    try {
      sessionStorage.setItem(impressionsKey(popupId), String(count));
    } catch {
      // storage refused: nothing is remembered
    }
    return;
  }
  const isNewWindow = builderStorage.get(impressionsKey(popupId)) === undefined;
  builderStorage.set(impressionsKey(popupId), count, isNewWindow ? { lifetimeInSeconds: PERIOD_SECONDS[period] ?? PERIOD_SECONDS.day } : {});
}

/** A date as the editor saves it (`2026-11-27 14:30`, the site's or the visitor's wall clock), or null. */
function wallClock(value: unknown): Date | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const date = new Date(value.trim().replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Pro's browser names, from the user agent (Edge and Opera are also "chrome", as in Elementor's environment). */
function isBrowser(name: string, userAgent: string): boolean {
  switch (name) {
    case 'chrome':
      return /Chrome|CriOS/.test(userAgent);
    case 'edge':
      return /Edg/.test(userAgent);
    case 'firefox':
      return /Firefox|FxiOS/.test(userAgent);
    case 'safari':
      return /^((?!chrome|android).)*safari/i.test(userAgent);
    case 'ie':
      return /Trident|MSIE/.test(userAgent);
    default:
      return false;
  }
}

type Rule = (settings: TimingSettings, context: TimingContext) => boolean;

/** The rules in Pro's order (all are run: their counts are kept even when an earlier one fails). */
const RULES: Readonly<Record<string, Rule>> = {
  page_views: (settings, context) => countSinceFirstSeen('pageViews', 'page_views_initialPageViews', context) >= number(settings.page_views_views, 3),
  sessions: (settings, context) => countSinceFirstSeen('sessions', 'sessions_initialSessions', context) >= number(settings.sessions_sessions, 2),
  url: (settings, { referrer }) => {
    const url = String(settings.url_url ?? '');
    if (settings.url_action !== 'regex') return (settings.url_action === 'hide') !== referrer.includes(url);
    try {
      return new RegExp(url).test(referrer);
    } catch {
      console.error(`[shop-islands] popup: its referrer rule "${url}" is not a valid regular expression; the popup is not shown`);
      return false;
    }
  },
  sources: (settings, { referrer, host }) => {
    const sources = settings.sources_sources === undefined ? ['search', 'external', 'internal'] : list(settings.sources_sources);
    if (sources.length === 3) return true;
    const from = referrer.replace(/https?:\/\/(?:www\.)?/, '');
    if (from.startsWith(host.replace('www.', '')) && from) return sources.includes('internal');
    if (sources.includes('external')) return true;
    return sources.includes('search') && SEARCH_ENGINE.test(from);
  },
  logged_in: (settings, { roles }) => {
    if (!roles) return true;
    if ((settings.logged_in_users ?? 'all') === 'all') return false;
    return !list(settings.logged_in_roles).some((role) => roles.includes(role));
  },
  devices: (settings, { device }) => list(settings.devices_devices).includes(device),
  times: timesRule,
  browsers: (settings, { userAgent }) => (settings.browsers_browsers ?? 'all') === 'all' || list(settings.browsers_browsers_options).some((name) => isBrowser(name, userAgent)),
  schedule: (settings, { now }) => {
    const [start, end] = [wallClock(settings.schedule_start_date), wallClock(settings.schedule_end_date)];
    if (!start && !end) return true;
    const at = (settings.schedule_timezone ?? 'site') === 'site' ? wallClock(settings.schedule_server_datetime) ?? now : now;
    return (!start || at >= start) && (!end || at <= end);
  },
};

/** Whether the popup may be shown on this page: every rule switched on passes (all are run, as Pro runs them). */
export function checkTiming(timing: unknown, context: TimingContext): boolean {
  if (!timing || typeof timing !== 'object' || Array.isArray(timing)) return true;
  const settings = timing as TimingSettings;
  return Object.entries(RULES)
    .filter(([name]) => settings[name])
    .map(([, rule]) => rule(settings, context))
    .every(Boolean);
}
