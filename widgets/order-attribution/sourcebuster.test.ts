// sourcebuster's rules: the source of a visit from its address and referrer (property tests over generated
// visits), the cookies' encoding, and the counts a page view keeps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classify,
  decodeContent,
  encodeContent,
  fireDate,
  lifetimeMinutes,
  organicEngine,
  readSources,
  recordPageView,
  unpack,
  type CookieJar,
  type SourcebusterOptions,
} from './sourcebuster';

const SHOP = 'https://www.holdout.shop';
const DOMAIN = 'holdout.shop';
const NO_COOKIES = { session: false, first: false, current: false };
const RETURNING = { session: false, first: true, current: true };
const MID_SESSION = { session: true, first: true, current: true };
const visit = (path: string, referrer = '') => ({ url: `${SHOP}${path}`, referrer, userAgent: 'Test/1.0', now: new Date(Date.UTC(2026, 10, 27, 9, 5, 3)) });

/** Cookies with expiry on a clock the test moves. */
function fakeJar() {
  let now = 0;
  const cookies = new Map<string, { content: string; until: number }>();
  const jar: CookieJar & { minutes: Map<string, number> } = {
    minutes: new Map(),
    get: (name) => {
      const cookie = cookies.get(name);
      return cookie && cookie.until > now ? cookie.content : undefined;
    },
    set: (name, content, minutes) => {
      jar.minutes.set(name, minutes);
      cookies.set(name, { content, until: minutes ? now + minutes * 60_000 : Number.POSITIVE_INFINITY });
    },
  };
  return { jar, advance: (ms: number) => void (now += ms), endBrowserSession: () => cookies.forEach((cookie, name) => cookie.until === Number.POSITIVE_INFINITY && cookies.delete(name)) };
}
const WOO: SourcebusterOptions = { lifetimeMonths: 0.00001, sessionMinutes: 30, base64: false };
const SIX_MONTHS: SourcebusterOptions = { lifetimeMonths: 6, sessionMinutes: 30, base64: false };

const token = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
const externalHost = fc.constantFrom('news.example.org', 'facebook.com', 'www.reddit.com', 'blog.other.net');
const engineReferrer = fc.constantFrom(
  ['https://www.google.com/', 'google'],
  ['https://google.co.uk/search?q=tee', 'google'],
  ['https://yandex.ru/search/?text=hoodie', 'yandex'],
  ['https://www.bing.com/search?q=socks', 'bing'],
  ['https://search.yahoo.com/search?p=scarf', 'yahoo'],
  ['https://go.mail.ru/search?q=tee', 'go.mail.ru'],
  ['https://nova.rambler.ru/search?query=tee', 'rambler'],
);

describe('classify', () => {
  it('any utm parameter makes a campaign visit with the raw values, whatever the referrer or session', () => {
    fc.assert(
      fc.property(token, token, token, fc.constantFrom('', 'https://www.google.com/', `${SHOP}/shop/`), fc.constantFrom(NO_COOKIES, RETURNING, MID_SESSION), (source, medium, campaign, referrer, has) => {
        const result = classify(visit(`/product/tee/?utm_source=${source}&utm_medium=${medium}&utm_campaign=${campaign}`, referrer), DOMAIN, has);
        expect(result).toMatchObject({ typ: 'utm', src: source, mdm: medium, cmp: campaign, cnt: '(none)', id: '(none)' });
      }),
    );
  });

  it('gclid alone is Google cpc; an empty utm_source is kept empty but an empty utm_id is (none)', () => {
    expect(classify(visit('/?gclid=abc'), DOMAIN, NO_COOKIES)).toMatchObject({ typ: 'utm', src: 'google', mdm: 'cpc', cmp: 'google_cpc' });
    expect(classify(visit('/?yclid=1'), DOMAIN, NO_COOKIES)).toMatchObject({ src: 'yandex', mdm: 'cpc', cmp: 'yandex_cpc' });
    expect(classify(visit('/?utm_source=&utm_id='), DOMAIN, NO_COOKIES)).toMatchObject({ src: '', id: '(none)' });
    expect(classify(visit('/?utm_source'), DOMAIN, NO_COOKIES)).toMatchObject({ typ: 'typein' });
    expect(classify(visit('/?utm_source=a&utm_source=b&utm_term=summer%20tee'), DOMAIN, NO_COOKIES)).toMatchObject({ src: 'a,b', trm: 'summer%20tee' });
    expect(classify(visit('/?utm_source=x&utm_source_platform=meta&utm_creative_format=video&utm_marketing_tactic=prospecting'), DOMAIN, NO_COOKIES)).toMatchObject({
      plt: 'meta',
      fmt: 'video',
      tct: 'prospecting',
    });
  });

  it('a search engine referrer is organic, even mid-session; the term is not kept', () => {
    fc.assert(
      fc.property(engineReferrer, fc.constantFrom(NO_COOKIES, RETURNING, MID_SESSION), ([referrer, engine], has) => {
        expect(classify(visit('/shop/', referrer), DOMAIN, has)).toEqual({ typ: 'organic', src: engine, mdm: 'organic', cmp: '(none)', cnt: '(none)', trm: '(none)', id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' });
      }),
    );
    // Bing without its query parameter is a referral; Google needs none.
    expect(organicEngine('https://www.bing.com/')).toBeUndefined();
    expect(organicEngine('https://news.google.com/')).toBeUndefined();
  });

  it('another site is a referral (its host without www., its path as content) only when no session is running', () => {
    fc.assert(
      fc.property(externalHost, token, (host, path) => {
        expect(classify(visit('/', `https://${host}/${path}?x=1`), DOMAIN, RETURNING)).toMatchObject({ typ: 'referral', src: host.replace('www.', ''), mdm: 'referral', cnt: `/${path}` });
        expect(classify(visit('/', `https://${host}/${path}`), DOMAIN, MID_SESSION)).toBeUndefined();
      }),
    );
    expect(classify(visit('/', 'https://t.co/abc'), DOMAIN, NO_COOKIES)).toMatchObject({ src: 'twitter.com' });
  });

  it('typed in is (direct) / (none) for a first visit only; the shop itself or its subdomains never change the source', () => {
    expect(classify(visit('/'), DOMAIN, NO_COOKIES)).toMatchObject({ typ: 'typein', src: '(direct)', mdm: '(none)' });
    fc.assert(
      fc.property(fc.constantFrom('', `${SHOP}/cart/`, 'https://holdout.shop/', 'https://blog.holdout.shop/post'), fc.constantFrom(RETURNING, MID_SESSION), (referrer, has) => {
        expect(classify(visit('/shop/', referrer), DOMAIN, has)).toBeUndefined();
      }),
    );
  });
});

describe('cookie contents', () => {
  it('round-trips any values through encodeURIComponent (and base64), escaping ! ~ * \' ( ) as sourcebuster did', () => {
    expect(encodeContent('typ=typein|||src=(direct)', false)).toBe('typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29');
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (value, base64) => {
        const packed = `ep=${value.replaceAll('|||', '')}`;
        expect(decodeContent(encodeContent(packed, base64))).toBe(packed);
      }),
    );
  });

  it('reads a value URL-decoded once more, as sbjs.get gave it; a value that is not valid URL encoding as unescape reads it', () => {
    expect(unpack('cmp=summer%20sale|||cnt=a=b')).toEqual({ cmp: 'summer sale', cnt: 'a=b' });
    expect(unpack('cmp=20%off|||trm=caf%E9')).toEqual({ cmp: '20%off', trm: 'café' });
  });

  it('dates fire in UTC as YYYY-MM-DD HH:MM:SS; months are 30 days; WooCommerce\'s 0.00001 month is a session cookie', () => {
    expect(fireDate(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02 03:04:05');
    expect(lifetimeMinutes(6)).toBe(259_200);
    expect(lifetimeMinutes(0.00001)).toBe(0);
    expect(lifetimeMinutes(Number.NaN)).toBe(259_200);
  });
});

describe('recordPageView', () => {
  it('keeps the first touch across sessions while the current source follows the last campaign', () => {
    const { jar, advance } = fakeJar();
    recordPageView(jar, visit('/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn'), SIX_MONTHS, DOMAIN);
    advance(60_000);
    let data = recordPageView(jar, visit('/shop/', `${SHOP}/`), SIX_MONTHS, DOMAIN);
    expect(data.session.pgs).toBe('2');
    expect(data.udata).toEqual({ vst: '1', uip: '(none)', uag: 'Test/1.0' });

    advance(31 * 60_000); // the session ends
    data = recordPageView(jar, visit('/', 'https://www.google.com/'), SIX_MONTHS, DOMAIN);
    expect(data.first).toMatchObject({ typ: 'utm', src: 'newsletter', mdm: 'email', cmp: 'autumn' });
    expect(data.first_add).toMatchObject({ ep: `${SHOP}/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn`, rf: '(none)', fd: '2026-11-27 09:05:03' });
    expect(data.current).toMatchObject({ typ: 'organic', src: 'google', mdm: 'organic' });
    expect(data.current_add).toMatchObject({ rf: 'https://www.google.com/' });
    expect(data.udata.vst).toBe('2');
    expect(data.session.pgs).toBe('1');

    advance(31 * 60_000); // typed in later: the last source stays
    data = recordPageView(jar, visit('/cart/'), SIX_MONTHS, DOMAIN);
    expect(data.current.src).toBe('google');
    expect(data.udata.vst).toBe('3');
    expect(data.promo).toEqual({});
    expect(readSources(jar)).toEqual(data);
  });

  it('writes the lifetime cookies for 6 months (or the session, with WooCommerce\'s default) and the session cookie for 30 minutes', () => {
    for (const [options, minutes] of [[SIX_MONTHS, 259_200], [WOO, 0]] as const) {
      const { jar } = fakeJar();
      recordPageView(jar, visit('/'), options, DOMAIN);
      expect(Object.fromEntries(jar.minutes)).toEqual({
        sbjs_migrations: minutes,
        sbjs_current_add: minutes,
        sbjs_first_add: minutes,
        sbjs_current: minutes,
        sbjs_first: minutes,
        sbjs_udata: minutes,
        sbjs_session: 30,
      });
      expect(decodeContent(jar.get('sbjs_migrations')!)).toBe('1418474375998=1');
    }
  });

  it('reads cookies the legacy script wrote (base64 included) and counts on from them', () => {
    const { jar } = fakeJar();
    jar.set('sbjs_first', encodeContent('typ=referral|||src=facebook.com|||mdm=referral|||cmp=(none)|||cnt=/|||trm=(none)', true), 0);
    jar.set('sbjs_current', encodeContent('typ=referral|||src=facebook.com|||mdm=referral|||cmp=(none)|||cnt=/|||trm=(none)', false), 0);
    jar.set('sbjs_udata', encodeContent('vst=4|||uip=(none)|||uag=Old', false), 0);
    const data = recordPageView(jar, visit('/'), WOO, DOMAIN);
    expect(data.first.src).toBe('facebook.com');
    expect(data.current.src).toBe('facebook.com');
    expect(data.udata).toMatchObject({ vst: '5', uag: 'Test/1.0' });
    expect(jar.get('sbjs_migrations')).toBeUndefined();
  });

  it('draws a promo code once, in the range, padded to the length of its maximum', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.999_999, noNaN: true }), (random) => {
        const { jar } = fakeJar();
        const code = Number(recordPageView(jar, { ...visit('/'), random: () => random }, { ...SIX_MONTHS, promo: { min: 100000, max: 999999 } }, DOMAIN).promo.code);
        expect(code).toBeGreaterThanOrEqual(100000);
        expect(code).toBeLessThanOrEqual(999999);
        expect(recordPageView(jar, { ...visit('/'), random: () => 0 }, { ...SIX_MONTHS, promo: { min: 100000, max: 999999 } }, DOMAIN).promo.code).toBe(String(code));
      }),
    );
  });
});
