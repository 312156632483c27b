// The coming-soon banner a shop manager sees, in chromium: keyboard dismiss through the REST API, an
// expired nonce refreshed, failures that keep the banner and say so.
import { expect, test, type Page } from '@playwright/test';
import { setDemoSettings, setFaults } from '../../fixtures/e2e/helpers';

interface Sent {
  readonly url: string;
  readonly nonce: string | undefined;
  readonly body: string | null;
}

async function recordRest(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route(/\/wp-json\/|action=rest-nonce/, async (route) => {
    const request = route.request();
    sent.push({ url: request.url(), nonce: request.headers()['x-wp-nonce'], body: request.postData() });
    await route.continue();
  });
  return sent;
}

const banner = (page: Page) => page.locator('#coming-soon-footer-banner');
const dismiss = (page: Page) => page.getByRole('button', { name: 'Dismiss the coming soon banner' });

test.beforeEach(async ({ context, baseURL }) => {
  await setDemoSettings(context, baseURL!, 'coming_soon=on,store_notice=off');
});

test('keyboard: Tab to the dismiss button, Enter: saved through the REST API, hidden, and gone after a reload', async ({ page }) => {
  const sent = await recordRest(page);
  await page.goto('/shop/');
  await expect(dismiss(page)).toBeVisible();
  for (let tab = 0; tab < 100 && !(await dismiss(page).evaluate((element) => element === document.activeElement)); tab++) await page.keyboard.press('Tab');
  await expect(dismiss(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await expect(page.locator('.island-growl')).toHaveText('The coming soon banner is dismissed.');
  expect(sent).toEqual([{ url: expect.stringMatching(/\/wp-json\/wp\/v2\/users\/1\?_locale=user$/), nonce: '009c1224ff', body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }) }]);
  await page.reload();
  await expect(banner(page)).toHaveCount(0);
});

test('an expired nonce is refreshed from admin-ajax and the dismissal retried once', async ({ page, context, baseURL }) => {
  await setFaults(context, baseURL!, 'rest=expired-nonce');
  const sent = await recordRest(page);
  await page.goto('/shop/');
  await dismiss(page).click();
  await expect(banner(page)).toBeHidden();
  expect(sent.map((request) => new URL(request.url).pathname + (request.url.includes('rest-nonce') ? '?action=rest-nonce' : ''))).toEqual([
    '/wp-json/wp/v2/users/1',
    '/wp-admin/admin-ajax.php?action=rest-nonce',
    '/wp-json/wp/v2/users/1',
  ]);
  expect(sent[0]?.nonce).toBe('009c1224ff');
  expect(sent[2]?.nonce).toMatch(/^[0-9a-f]{10}$/);
  expect(sent[2]?.nonce).not.toBe('009c1224ff');
});

for (const [fault, message] of [
  ['500', 'The banner could not be dismissed. An unknown error occurred.'],
  ['offline', 'The banner could not be dismissed. You are probably offline.'],
  ['invalid-json', 'The banner could not be dismissed. The response is not a valid JSON response.'],
] as const) {
  test(`users=${fault}: the banner stays, a growl says why for 3 s, the console names the route`, async ({ page, context, baseURL }) => {
    await setFaults(context, baseURL!, `users=${fault}`);
    const errors: string[] = [];
    page.on('console', (entry) => entry.type() === 'error' && errors.push(entry.text()));
    await page.goto('/shop/');
    // The growl region is created on first use; create it first so its messages can be timed.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div class="island-growl" role="status"></div>'));
    const growl = page.locator('.island-growl');
    await growl.evaluate((region) => {
      const times: { shown?: number; cleared?: number } = {};
      (window as { __growlTimes?: typeof times }).__growlTimes = times;
      new MutationObserver(() => {
        if (region.textContent) times.shown ??= performance.now();
        else if (times.shown) times.cleared ??= performance.now();
      }).observe(region, { childList: true, subtree: true, characterData: true });
    });
    await dismiss(page).click();
    await expect(growl).toHaveText(message);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).not.toHaveAttribute('aria-busy');
    expect(errors.some((text) => text.startsWith('[shop-islands] coming-soon:') && text.includes('/wp-json/wp/v2/users/1'))).toBe(true);
    await expect(growl).toHaveText('', { timeout: 5000 });
    const shownFor = await page.evaluate(() => {
      const times = (window as { __growlTimes?: { shown?: number; cleared?: number } }).__growlTimes!;
      return (times.cleared ?? 0) - (times.shown ?? 0);
    });
    expect(shownFor).toBeGreaterThan(2900);
    expect(shownFor).toBeLessThan(3500);
  });
}
