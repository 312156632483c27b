// The store notice in chromium: shown, dismissed by mouse or keyboard, hidden across reloads.
import { expect, test, type Page } from '@playwright/test';
import { setDemoSettings } from '../../fixtures/e2e/helpers';

const notice = (page: Page) => page.getByRole('complementary', { name: 'Store notice' });

test('shows, and Dismiss hides it for the session: cookie on path /, SameSite=Lax', async ({ page, context }) => {
  await page.goto('/shop/');
  await expect(notice(page)).toBeVisible();
  await notice(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice(page)).toBeHidden();
  // The page wrote it before hiding the notice, but a cookie set from script reaches the browser's store a moment
  // later (CI on 17d0bb9 read the store before it had): asked until it is there.
  const storeNoticeCookie = async () => (await context.cookies()).find((candidate) => candidate.name.startsWith('store_notice'));
  await expect.poll(storeNoticeCookie).toMatchObject({ value: 'hidden', path: '/', sameSite: 'Lax', secure: false, expires: -1 });
  expect((await storeNoticeCookie())?.name).toMatch(/^store_notice[0-9a-f]{32}$/);
  expect(page.url()).not.toContain('#');

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(notice(page)).toBeHidden();
  await page.goto('/cart/');
  await page.waitForLoadState('networkidle');
  await expect(notice(page)).toBeHidden();
});

for (const key of ['Enter', 'Space']) {
  test(`keyboard: Tab to Dismiss and press ${key}`, async ({ page }) => {
    await page.goto('/shop/');
    await expect(notice(page)).toBeVisible();
    const dismiss = notice(page).getByRole('button', { name: 'Dismiss' });
    for (let tab = 0; tab < 100 && !(await dismiss.evaluate((element) => element === document.activeElement)); tab++) await page.keyboard.press('Tab');
    await expect(dismiss).toBeFocused();
    await page.keyboard.press(key);
    await expect(notice(page)).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}

test('a shop without the store notice loads nothing for it', async ({ page, context, baseURL }) => {
  await setDemoSettings(context, baseURL!, 'store_notice=off');
  const chunks: string[] = [];
  page.on('request', (request) => request.url().includes('/dist/chunks/') && chunks.push(request.url()));
  await page.goto('/shop/');
  await page.waitForLoadState('networkidle');
  await expect(notice(page)).toHaveCount(0);
  expect(chunks.filter((url) => url.includes('store-notice'))).toEqual([]);
});
