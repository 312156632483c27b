// page-builder popups: the display conditions (P3) — each rule as Pro decides it, the counts kept where Pro keeps
// them (the `elementor` localStorage object with its expiry, and one sessionStorage key), so counts carry over.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkTiming, countImpression, impressions, PERIOD_SECONDS, type TimingContext } from './popup-timing';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

const context = (overrides: Partial<TimingContext> = {}): TimingContext => ({
  popupId: 7,
  referrer: '',
  host: 'shop.example',
  now: new Date('2026-11-27T12:00:00'),
  userAgent: CHROME,
  roles: undefined,
  device: 'desktop',
  ...overrides,
});

const stored = (): Record<string, unknown> => JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('popup display conditions', () => {
  it('pass with no rule switched on (`timing` printed as [] or missing)', () => {
    expect(checkTiming([], context())).toBe(true);
    expect(checkTiming(undefined, context())).toBe(true);
  });

  it('page views: counted from the first page the rule saw, shown from the Nth view after it', () => {
    const rule = { page_views: 'yes', page_views_views: 2 };
    localStorage.setItem('elementor', JSON.stringify({ pageViews: 5, __expiration: {} }));
    expect(checkTiming(rule, context())).toBe(false);
    expect(stored().popup_7_page_views_initialPageViews).toBe(5);
    localStorage.setItem('elementor', JSON.stringify({ ...stored(), pageViews: 6 }));
    expect(checkTiming(rule, context())).toBe(false);
    localStorage.setItem('elementor', JSON.stringify({ ...stored(), pageViews: 7 }));
    expect(checkTiming(rule, context())).toBe(true);
  });

  it('sessions: the same, on the sessions count', () => {
    const rule = { sessions: 'yes', sessions_sessions: 1 };
    localStorage.setItem('elementor', JSON.stringify({ sessions: 3, __expiration: {} }));
    expect(checkTiming(rule, context())).toBe(false);
    localStorage.setItem('elementor', JSON.stringify({ ...stored(), sessions: 4 }));
    expect(checkTiming(rule, context())).toBe(true);
  });

  it('referrer: contains / does not contain the text, or matches a regex; an invalid regex hides it and says why', () => {
    const from = context({ referrer: 'https://news.example/article' });
    expect(checkTiming({ url: 'yes', url_action: 'show', url_url: 'news.example' }, from)).toBe(true);
    expect(checkTiming({ url: 'yes', url_action: 'hide', url_url: 'news.example' }, from)).toBe(false);
    expect(checkTiming({ url: 'yes', url_action: 'regex', url_url: '^https://news\\.' }, from)).toBe(true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(checkTiming({ url: 'yes', url_action: 'regex', url_url: '(unclosed' }, from)).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"(unclosed" is not a valid regular expression'));
  });

  it('traffic source: internal, external (a typed-in visit too, as Pro counts it) and the search engines', () => {
    const only = (sources: string[], referrer: string): boolean => checkTiming({ sources: 'yes', sources_sources: sources }, context({ referrer }));
    expect(only(['internal'], 'https://www.shop.example/cart/')).toBe(true);
    expect(only(['internal'], 'https://www.google.com/')).toBe(false);
    expect(only(['external'], '')).toBe(true);
    expect(only(['external'], 'https://shop.example/')).toBe(false);
    for (const engine of ['google.com', 'yahoo.com', 'bing.com', 'yandex.ru', 'baidu.com']) expect(only(['search'], `https://www.${engine}/search?q=x`)).toBe(true);
    expect(only(['search'], 'https://duckduckgo.com/')).toBe(false);
    expect(only(['search', 'external', 'internal'], '')).toBe(true);
  });

  it('logged in: a visitor always passes; all logged-in users hidden, or only the roles listed', () => {
    expect(checkTiming({ logged_in: 'yes', logged_in_users: 'all' }, context())).toBe(true);
    expect(checkTiming({ logged_in: 'yes', logged_in_users: 'all' }, context({ roles: ['customer'] }))).toBe(false);
    expect(checkTiming({ logged_in: 'yes', logged_in_users: 'custom', logged_in_roles: ['administrator'] }, context({ roles: ['customer'] }))).toBe(true);
    expect(checkTiming({ logged_in: 'yes', logged_in_users: 'custom', logged_in_roles: ['customer'] }, context({ roles: ['customer'] }))).toBe(false);
  });

  it('devices and browsers: in the list, or all browsers', () => {
    expect(checkTiming({ devices: 'yes', devices_devices: ['desktop', 'tablet'] }, context({ device: 'mobile' }))).toBe(false);
    expect(checkTiming({ devices: 'yes', devices_devices: ['mobile'] }, context({ device: 'mobile' }))).toBe(true);
    const browsers = (options: string[], userAgent: string): boolean => checkTiming({ browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: options }, context({ userAgent }));
    expect(browsers(['firefox'], FIREFOX)).toBe(true);
    expect(browsers(['firefox'], CHROME)).toBe(false);
    expect(browsers(['safari'], SAFARI)).toBe(true);
    expect(browsers(['safari'], CHROME)).toBe(false);
    expect(browsers([], CHROME)).toBe(false);
    expect(checkTiming({ browsers: 'yes', browsers_browsers: 'all' }, context())).toBe(true);
  });

  it("schedule: between the dates on the site's clock (the time the page was made) or the visitor's", () => {
    const window = { schedule: 'yes', schedule_start_date: '2026-11-27 09:00', schedule_end_date: '2026-11-27 17:00' };
    expect(checkTiming({ ...window, schedule_timezone: 'site', schedule_server_datetime: '2026-11-27 18:30:00' }, context())).toBe(false);
    expect(checkTiming({ ...window, schedule_timezone: 'site', schedule_server_datetime: '2026-11-27 10:00:00' }, context({ now: new Date('2026-11-28T00:00:00') }))).toBe(true);
    expect(checkTiming({ ...window, schedule_timezone: 'visitor' }, context({ now: new Date('2026-11-27T16:59:00') }))).toBe(true);
    expect(checkTiming({ ...window, schedule_timezone: 'visitor' }, context({ now: new Date('2026-11-27T08:59:00') }))).toBe(false);
    expect(checkTiming({ schedule: 'yes', schedule_start_date: '2026-11-27 09:00' }, context({ now: new Date('2027-05-01T00:00:00') }))).toBe(true);
  });

  it('every rule must pass, and all are run (a failing rule does not stop a count)', () => {
    localStorage.setItem('elementor', JSON.stringify({ pageViews: 1, __expiration: {} }));
    // The referrer rule, which fails, comes before the page views rule in Pro's order.
    expect(checkTiming({ url: 'yes', url_action: 'show', url_url: 'elsewhere.example', page_views: 'yes', page_views_views: 1 }, context())).toBe(false);
    expect(stored().popup_7_page_views_initialPageViews).toBe(1);
  });
});

describe('"show up to N times"', () => {
  it('persisting (no period): up to N shows, read from popup_<id>_times, which the popup counts', () => {
    const rule = { times: 'yes', times_times: 2 };
    localStorage.setItem('elementor', JSON.stringify({ popup_7_times: 1, __expiration: {} }));
    expect(checkTiming(rule, context())).toBe(true);
    localStorage.setItem('elementor', JSON.stringify({ popup_7_times: 2, __expiration: {} }));
    expect(checkTiming(rule, context())).toBe(false);
  });

  it('per day, counted on open at the check: the window is fixed from the first count and ends after 86,400 s', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T08:00:00Z'));
    const rule = { times: 'yes', times_times: 2, times_period: 'day' };
    expect(checkTiming(rule, context())).toBe(true);
    expect(checkTiming(rule, context())).toBe(true);
    expect(checkTiming(rule, context())).toBe(false);
    expect((stored().__expiration as Record<string, number>)['popup-7-impressions-count']).toBe(Date.parse('2026-11-28T08:00:00Z'));
    vi.setSystemTime(new Date('2026-11-28T08:00:01Z'));
    expect(checkTiming(rule, context())).toBe(true);
  });

  it('counted on close: the check does not count; the popup does as it closes', () => {
    const rule = { times: 'yes', times_times: 1, times_period: 'week', times_count: 'close' };
    expect(checkTiming(rule, context())).toBe(true);
    expect(checkTiming(rule, context())).toBe(true);
    countImpression(7, 'week');
    expect(checkTiming(rule, context())).toBe(false);
    expect((stored().__expiration as Record<string, number>)['popup-7-impressions-count']).toBeGreaterThan(Date.now() + (PERIOD_SECONDS.week! - 5) * 1000);
  });

  it('per session: a sessionStorage count of its own', () => {
    const rule = { times: 'yes', times_times: 1, times_period: 'session' };
    expect(checkTiming(rule, context())).toBe(true);
    expect(sessionStorage.getItem('popup-7-impressions-count')).toBe('1');
    expect(checkTiming(rule, context())).toBe(false);
  });

  it('never shows more than N times in a period, whatever the order of checks and closes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.boolean(), { maxLength: 12 }), (limit, steps) => {
        localStorage.clear();
        let shows = 0;
        for (const countsOnClose of steps) {
          const rule = { times: 'yes', times_times: limit, times_period: 'month', ...(countsOnClose ? { times_count: 'close' } : {}) };
          if (!checkTiming(rule, context())) continue;
          shows += 1;
          if (countsOnClose) countImpression(7, 'month');
        }
        return shows <= limit && impressions(7, 'month') <= limit;
      }),
    );
  });
});
