// order-attribution on a page: the cookies written, the forms' hidden inputs filled, the API other plugins
// call, the shop's setting and the WP Consent API obeyed, bad settings reported.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts, stopMounts } from '../../fixtures/test-utils';
import { DEFAULT_FIELDS } from './settings';

const PREFIX = 'wc_order_attribution_';
const settings = (params: Record<string, unknown> = {}) => ({
  params: { lifetime: 1.0e-5, session: 30, base64: false, ajaxurl: '/wp-admin/admin-ajax.php', prefix: PREFIX, allowTracking: true, ...params },
  fields: { ...DEFAULT_FIELDS },
});
const cookieNames = (): string[] => document.cookie.split(';').map((part) => part.trim().split('=')[0]!).filter((name) => name.startsWith('sbjs_')).sort();
const valuesOf = (root: ParentNode): Record<string, string> =>
  Object.fromEntries([...root.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name.slice(PREFIX.length), input.value]));
const clearCookies = (): void => {
  for (const name of cookieNames()) document.cookie = `${name}=; path=/; max-age=-1`;
};
type AttributionWindow = { wc_order_attribution: { getAttributionData(): Record<string, string | null>; setOrderTracking(allow: boolean): void; params: { allowTracking: boolean } } };
const api = () => (window as unknown as AttributionWindow).wc_order_attribution;

async function open(fixture: string, global: unknown, url = '/checkout/'): Promise<void> {
  history.replaceState(null, '', url);
  vi.stubGlobal('wc_order_attribution', global);
  loadMarkup(`order-attribution/${fixture}.html`);
  startMounts();
  await flushIslands();
  await vi.waitFor(() => expect(document.querySelector('#wc-order-attribution-js-extra')).toHaveAttribute('data-island-state', 'mounted'));
}

beforeEach(clearCookies);
afterEach(() => {
  clearCookies();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('order-attribution', () => {
  it('records a campaign visit and fills the checkout\'s hidden inputs, keeping one group (the checkout form\'s)', async () => {
    await open('ok', settings(), '/checkout/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn%20sale');
    expect(cookieNames()).toEqual(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_migrations', 'sbjs_session', 'sbjs_udata']);
    const groups = document.querySelectorAll('wc-order-attribution-inputs');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.closest('form')).toHaveAttribute('name', 'checkout');
    const values = valuesOf(groups[0]!);
    expect(Object.keys(values)).toEqual(Object.keys(DEFAULT_FIELDS));
    expect(values).toMatchObject({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autumn sale',
      utm_content: '(none)',
      referrer: '(none)',
      // Stored raw and decoded as read, as sourcebuster's sbjs.get gave it.
      session_entry: `${location.origin}/checkout/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn sale`,
      session_pages: '1',
      session_count: '1',
      user_agent: navigator.userAgent,
    });
    expect(values.session_start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(api().getAttributionData()).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', session_pages: '1' });
    expect((window as unknown as { sbjs: { get: { first: Record<string, string> } } }).sbjs.get.first).toMatchObject({ typ: 'utm', src: 'newsletter' });
  });

  it('fills WooCommerce 8.5\'s plain hidden inputs', async () => {
    await open('ok-8.5', settings(), '/my-account/');
    expect(valuesOf(document)).toEqual({ source_type: 'typein', utm_source: '(direct)', session_pages: '1' });
  });

  it('an element added later (a form loaded by ajax) renders its inputs filled', async () => {
    await open('ok-8.5', settings(), '/my-account/');
    const group = document.createElement('wc-order-attribution-inputs');
    document.body.append(group);
    expect(valuesOf(group)).toMatchObject({ source_type: 'typein', utm_source: '(direct)' });
  });

  it('warns when a group\'s input was taken out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await open('ok', settings());
    document.querySelector('input[name="wc_order_attribution_utm_source"]')!.remove();
    api().setOrderTracking(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Field "utm_source" not found. Most likely, the \'<wc-order-attribution-inputs>\' element was manipulated.'));
  });

  it('a checkout form printed without the element is reported once: its attribution cannot be posted', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await open('ok', settings());
    for (const group of document.querySelectorAll('wc-order-attribution-inputs')) group.remove();
    api().setOrderTracking(true);
    api().setOrderTracking(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('this checkout form has no <wc-order-attribution-inputs>');
  });

  it('tracking off: the legacy cookies are cleared, nothing is written, the inputs stay empty; turned on later, the visit is recorded', async () => {
    document.cookie = 'sbjs_first=typ%3Dreferral; path=/';
    document.cookie = 'sbjs_udata=vst%3D3; path=/';
    await open('ok', settings({ allowTracking: false }));
    expect(cookieNames()).toEqual([]);
    expect(Object.values(valuesOf(document.querySelector('wc-order-attribution-inputs')!)).every((value) => value === '')).toBe(true);
    expect(Object.values(api().getAttributionData()).every((value) => value === null)).toBe(true);
    api().setOrderTracking(true);
    api().setOrderTracking(true); // said twice (WooCommerce's consent integration and the bundle): one page view
    expect(cookieNames()).toContain('sbjs_current');
    expect(valuesOf(document.querySelector('wc-order-attribution-inputs')!).session_pages).toBe('1');
    expect(valuesOf(document.querySelector('wc-order-attribution-inputs')!).source_type).toBe('typein');
    expect(api().params.allowTracking).toBe(true);
  });

  it('the WP Consent API rules: nothing before consent, recorded once given, cleared when taken back', async () => {
    let consent = false;
    vi.stubGlobal('wp_has_consent', (category: string) => category === 'marketing' && consent);
    await open('ok', settings({ consentCategory: 'marketing' }));
    expect(cookieNames()).toEqual([]);
    consent = true;
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'deny', marketing: 'allow' } }));
    expect(cookieNames()).toContain('sbjs_first');
    expect(valuesOf(document.querySelector('wc-order-attribution-inputs')!).source_type).toBe('typein');
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'deny' } }));
    expect(cookieNames()).toEqual([]);
    expect(valuesOf(document.querySelector('wc-order-attribution-inputs')!).source_type).toBe('');
    document.dispatchEvent(new CustomEvent('wp_consent_type_defined'));
    expect(cookieNames()).toContain('sbjs_first');
  });

  it('without WooCommerce\'s consentCategory (its integration script taken out), the WP Consent API still rules, even when it arrives late', async () => {
    await open('ok', settings());
    expect(cookieNames()).toContain('sbjs_first'); // no consent API yet: the shop's allowTracking
    vi.stubGlobal('wp_has_consent', () => false);
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'deny' } }));
    expect(cookieNames()).toEqual([]);
    document.dispatchEvent(new CustomEvent('wp_consent_type_defined'));
    expect(cookieNames()).toEqual([]);
    vi.stubGlobal('wp_has_consent', (category: string) => category === 'marketing');
    document.dispatchEvent(new CustomEvent('wp_consent_type_defined'));
    expect(cookieNames()).toContain('sbjs_first');
  });

  it('leaves the visit to WooCommerce\'s own sourcebuster when a shop kept it: nothing recorded twice', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.stubGlobal('sbjs', { init: () => undefined, get: {} });
    await open('ok', settings());
    expect(cookieNames()).toEqual([]);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('sourcebuster.js is on this page'));
  });

  it('gives the block checkout the same values as extension data', async () => {
    const setExtensionData = vi.fn();
    vi.stubGlobal('wp', { data: { dispatch: (store: string) => (store === 'wc/store/checkout' ? { setExtensionData } : undefined) } });
    vi.stubGlobal('wc', { wcBlocksData: { CHECKOUT_STORE_KEY: 'wc/store/checkout' } });
    await open('ok', settings(), '/checkout/?gclid=xyz');
    expect(setExtensionData).toHaveBeenCalledWith('woocommerce/order-attribution', expect.objectContaining({ source_type: 'utm', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'google_cpc' }), true);
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: one console error naming the widget', async (fixture) => {
    vi.stubGlobal('wc_order_attribution', settings());
    await expectInvalidProps('order-attribution', fixture);
    expect(cookieNames()).toEqual([]);
  });

  it('props-missing: a missing global is a console error, nothing is written, the form still posts', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open('props-missing', undefined);
    expect(document.querySelector('form')).toHaveFormValues({});
    expect(error).toHaveBeenCalledWith(expect.stringContaining('window.wc_order_attribution is missing'));
    expect(cookieNames()).toEqual([]);
  });

  it('the cookies last the session with WooCommerce\'s 0.00001 month, 6 months when the shop prints no lifetime, the session cookie 30 minutes', async () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    await open('ok', settings());
    const written = (name: string) => set.mock.calls.map(([cookie]) => cookie).find((cookie) => cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}=;`))!;
    expect(written('sbjs_first')).not.toContain('expires=');
    expect(Date.parse(/expires=([^;]+)/.exec(written('sbjs_session'))![1]!) - Date.now()).toBeGreaterThan(29 * 60_000);
    stopMounts();
    clearCookies();
    set.mockClear();
    const noLifetime: Record<string, unknown> = settings().params;
    delete noLifetime.lifetime;
    await open('ok', { ...settings(), params: noLifetime });
    const days = (Date.parse(/expires=([^;]+)/.exec(written('sbjs_first'))![1]!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(179.9);
    expect(days).toBeLessThanOrEqual(180);
  });

  it('a malformed setting is named and its default used', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open('ok', settings({ session: 'half an hour', prefix: 'bad prefix"' }));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('window.wc_order_attribution.params.session is invalid ("half an hour"); using 30'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('window.wc_order_attribution.params.prefix is invalid'));
    expect(document.querySelector('input[name="wc_order_attribution_source_type"]')).toHaveValue('typein');
  });
});
