// Order attribution, Omnisend's identify and product view in chromium on the demo: a first touch kept over
// three sessions and posted with the order, a referral from another site, tracking off and the WP Consent
// API, the e-mail identify and the product view pushed to Omnisend's queue.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations, failOnPageErrors, setDemoSettings } from '../../fixtures/e2e/helpers';

const inputs = (page: Page) => page.locator('form[name="checkout"] wc-order-attribution-inputs');
const field = (page: Page, name: string) => page.locator(`input[name="wc_order_attribution_${name}"]`);
/** The decoded sbjs_* cookies of the context, by name. */
async function sourcebuster(context: BrowserContext): Promise<Record<string, string>> {
  const cookies = await context.cookies();
  return Object.fromEntries(cookies.filter((cookie) => cookie.name.startsWith('sbjs_')).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]));
}
/**
 * Waits for this page view to be recorded (the attribution starts as the page loads), and for the cookies it wrote to
 * reach the browser's store: a cookie set from script gets there a moment after the page sees it.
 */
async function recorded(page: Page): Promise<void> {
  await expect(page.locator('#wc-order-attribution-js-extra')).toHaveAttribute('data-island-state', 'mounted');
  const written = await page.evaluate(() => document.cookie.split('; ').filter((pair) => pair.startsWith('sbjs_')).sort().join('; '));
  await expect.poll(async () => (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('sbjs_')).map((cookie) => `${cookie.name}=${cookie.value}`).sort().join('; ')).toBe(written);
}
/** Thirty minutes without a page view: sourcebuster's session cookie has expired. */
const endSession = (context: BrowserContext) => context.clearCookies({ name: 'sbjs_session' });

test('a first touch from a newsletter survives two more sessions (Google, then typed in) and goes with the order', async ({ page, context }) => {
  failOnPageErrors(page);
  await page.goto('/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-sale');
  await recorded(page);
  await page.goto('/product/holdout-simple-tee/');
  await recorded(page);
  let cookies = await sourcebuster(context);
  expect(cookies.sbjs_first).toBe('typ=utm|||src=newsletter|||mdm=email|||cmp=autumn-sale|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)');
  expect(cookies.sbjs_session).toMatch(/^pgs=2\|\|\|cpg=http:\/\/127\.0\.0\.1:\d+\/product\/holdout-simple-tee\/$/);
  // WooCommerce's lifetime (0.00001 month): browser-session cookies, as the legacy script wrote them; the session cookie lasts 30 minutes.
  const expiries = Object.fromEntries((await context.cookies()).filter((cookie) => cookie.name.startsWith('sbjs_')).map((cookie) => [cookie.name, cookie.expires]));
  expect(expiries.sbjs_first).toBe(-1);
  expect(expiries.sbjs_session! - Date.now() / 1000).toBeGreaterThan(29 * 60);
  expect(expiries.sbjs_session! - Date.now() / 1000).toBeLessThanOrEqual(30 * 60);

  await endSession(context);
  await page.goto('/product/holdout-variable-hoodie/', { referer: 'https://www.google.com/' });
  await recorded(page);
  await endSession(context);
  await page.goto('/checkout/');
  await recorded(page);
  cookies = await sourcebuster(context);
  expect(cookies.sbjs_first).toContain('typ=utm|||src=newsletter');
  expect(cookies.sbjs_current).toContain('typ=organic|||src=google|||mdm=organic');
  expect(cookies.sbjs_udata).toMatch(/^vst=3\|\|\|uip=\(none\)\|\|\|uag=/);

  // One group of inputs kept in the checkout form, filled with the current source.
  await expect(inputs(page)).toHaveCount(1);
  await expect(field(page, 'source_type')).toHaveValue('organic');
  await expect(field(page, 'utm_source')).toHaveValue('google');
  await expect(field(page, 'referrer')).toHaveValue('https://www.google.com/');
  await expect(field(page, 'session_pages')).toHaveValue('1');
  await expect(field(page, 'session_count')).toHaveValue('3');
  await page.getByLabel('First name').fill('Ada');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order received' })).toBeVisible();
  await expect(page.locator('.demo-origin')).toHaveText('Origin: Organic: Google');
  await expect(page.getByRole('row', { name: 'session_count 3' })).toBeVisible();
});

test('a visit from another site is a referral; later visits inside the session keep it', async ({ page, context, baseURL }) => {
  const other = baseURL!.replace('127.0.0.1', 'localhost');
  await page.goto(`${other}/elsewhere/`);
  await page.getByRole('link', { name: 'The Holdout shop' }).click();
  await recorded(page);
  await page.goto('/cart/');
  await recorded(page);
  const cookies = await sourcebuster(context);
  // The browser's referrer policy (strict-origin-when-cross-origin) gives another site only the origin: no path.
  expect(cookies.sbjs_current).toBe('typ=referral|||src=localhost|||mdm=referral|||cmp=(none)|||cnt=/|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)');
  expect(cookies.sbjs_current_add).toMatch(/\|\|\|rf=http:\/\/localhost:\d+\/$/);
  expect(cookies.sbjs_session).toMatch(/^pgs=2\|\|\|/);
});

test('the register form posts the attribution too', async ({ page }) => {
  await page.goto('/my-account/?utm_source=partner&utm_medium=affiliate');
  await recorded(page);
  const register = page.locator('form.register');
  await expect(register.locator('input[name="wc_order_attribution_source_type"]')).toHaveValue('utm');
  await expect(register.locator('input[name="wc_order_attribution_utm_source"]')).toHaveValue('partner');
});

test('tracking off: the cookies a legacy visit left are cleared, nothing is written, the order goes without attribution', async ({ page, context, baseURL }) => {
  await page.goto('/shop/?utm_source=newsletter');
  await recorded(page);
  expect(Object.keys(await sourcebuster(context))).toContain('sbjs_first');
  await setDemoSettings(context, baseURL!, 'tracking=off');
  await page.goto('/checkout/?utm_source=ads');
  await recorded(page);
  expect(await sourcebuster(context)).toEqual({});
  await expect(field(page, 'source_type')).toHaveValue('');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.locator('.demo-origin')).toHaveText('Origin: Unknown (no attribution was posted)');
});

test('with the WP Consent API: nothing before consent; accepted → recorded; declined → cleared (keyboard only)', async ({ page, context, baseURL }) => {
  failOnPageErrors(page);
  await setDemoSettings(context, baseURL!, 'consent_api=on');
  await page.goto('/checkout/?utm_source=newsletter');
  await recorded(page);
  expect(await sourcebuster(context)).toEqual({});
  await expect(field(page, 'source_type')).toHaveValue('');

  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept marketing cookies' }).focus();
  await page.keyboard.press('Enter');
  await expect(field(page, 'source_type')).toHaveValue('utm');
  expect((await sourcebuster(context)).sbjs_current).toContain('src=newsletter');

  await banner.getByRole('button', { name: 'Decline' }).focus();
  await page.keyboard.press('Enter');
  await expect(field(page, 'source_type')).toHaveValue('');
  expect(await sourcebuster(context)).toEqual({});
});

test('the checkout e-mail identifies the visitor once per address; the contact id comes back; a started checkout follows', async ({ page, context }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.get('action')?.startsWith('omnisend_')) sent.push(`${request.method()} ${url.searchParams.get('action')} ${url.searchParams.get('email')}`);
  });
  await page.goto('/checkout/');
  await recorded(page);
  expect(sent).toEqual([]); // no contact yet, no e-mail: no started checkout at load
  const email = page.getByLabel('Email address');
  await email.fill('ada@example.com');
  await email.press('Tab');
  await expect.poll(() => sent).toEqual(['POST omnisend_identify ada@example.com', 'GET omnisend_track_started_checkout_event ada@example.com']);
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'omnisendContactID')?.value).toMatch(/^[0-9a-f]{24}$/);
  await email.focus();
  await email.press('Tab');
  await page.waitForTimeout(500); // time for a request that should not go
  expect(sent).toHaveLength(2);
  // Nothing personal in an address that leaves the site.
  expect(page.url()).not.toContain('ada');
});

test('a product view, and the chosen variation, are pushed to Omnisend\'s queue', async ({ page }) => {
  await page.goto('/product/holdout-variable-hoodie/');
  const queue = () => page.evaluate(() => (window as unknown as { omnisend?: unknown[][] }).omnisend ?? []);
  await expect.poll(queue, { timeout: 10_000 }).toEqual([['track', 'viewed product', expect.objectContaining({ properties: { product: expect.objectContaining({ id: '14', variantID: '14', currency: 'USD', status: 'inStock' }) } })]]);
  await page.getByRole('radio', { name: 'Red' }).click();
  await page.getByRole('radio', { name: 'S', exact: true }).click();
  await expect.poll(queue, { timeout: 5000 }).toHaveLength(2);
  expect((await queue())[1]).toEqual(['track', 'viewed product', expect.objectContaining({ properties: { product: expect.objectContaining({ id: '14', variantID: '17', price: 35, oldPrice: 40 }) } })]);
});

for (const width of [1280, 375]) {
  test(`axe finds nothing on /checkout/ at ${width} px with the tracking panel open and the consent banner shown`, async ({ page, context, baseURL }) => {
    await setDemoSettings(context, baseURL!, 'consent_api=on');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/checkout/');
    await recorded(page);
    await page.locator('.shop-tracking summary').click();
    await expect(page.locator('.shop-tracking__attribution')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
