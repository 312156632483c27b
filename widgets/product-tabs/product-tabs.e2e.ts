// Product tabs in chromium on the demo shop: only the named tab shown before the chunk loads (no flash of
// every panel), keyboard tabs, the address remembering and naming tabs, the review link, the islands in
// hidden panels starting when shown, layout shift, axe at 375 px.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, failOnPageErrors, holdChunk, holdEntry, observeLayoutShift, tabTo } from '../../fixtures/e2e/helpers';

const TEE = '/product/holdout-simple-tee/';
const HOODIE = '/product/holdout-variable-hoodie/';
const TOTE = '/product/canvas-tote/';
const tabs = (page: Page) => page.locator('.woocommerce-tabs');
const panel = (page: Page, key: string) => page.locator(`#tab-${key}`);

test('before the chunk loads (held back here), only the first panel shows and its tab is marked active', async ({ page }) => {
  failOnPageErrors(page);
  await page.route('**/chunks/product-tabs-*.js', () => undefined);
  await page.goto(TEE);
  await expect(panel(page, 'description')).toBeVisible();
  await expect(panel(page, 'reviews')).toBeHidden();
  await expect(panel(page, 'cr_qna')).toBeHidden();
  await expect(page.locator('li.description_tab')).toHaveClass(/\bactive\b/);
  await expect(page.locator('li.reviews_tab')).not.toHaveClass(/\bactive\b/);
});

test("a tab pressed while the tabs' code loads (held back here) shows at once, and stays chosen once the code runs", async ({ page }) => {
  failOnPageErrors(page);
  const release = await holdChunk(page, 'product-tabs');
  await page.goto(TEE);
  await page.locator('.reviews_tab a').click();
  await expect(panel(page, 'reviews')).toBeVisible();
  await expect(panel(page, 'description')).toBeHidden();
  await expect(page.locator('li.reviews_tab')).toHaveClass(/\bactive\b/);
  await expect(tabs(page)).toHaveAttribute('data-island-state', 'loading');
  release();
  await expect(tabs(page)).toHaveAttribute('data-island-state', 'mounted');
  await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'reviews')).toBeVisible();
  await expect(panel(page, 'description')).toBeHidden();
});

/** A theme's "read the reviews" link, or a plugin: jQuery's click on a tab, which clicks no link natively. */
const jQueryClick = (page: Page, selector: string) => page.evaluate((target) => jQuery(target).trigger('click'), selector);

test("a theme's jQuery click on a tab (its \"read the reviews\" link) opens it, before the tabs' code ran and after, as single-product.js heard it", async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(TEE);
  await expect(tabs(page)).toHaveAttribute('data-island-state', 'pending');
  // The theme's own jQuery handler on the tab, and its next line: the panel is laid out in the same task, as
  // single-product.js showed it (the theme scrolls to #reviews next).
  const sameTask = await page.evaluate(() => {
    const w = window as unknown as { themeClicks: number };
    w.themeClicks = 0;
    jQuery('.wc-tabs').on('click', 'a', () => void w.themeClicks++);
    jQuery('.reviews_tab a').trigger('click');
    return { shown: getComputedStyle(document.getElementById('tab-reviews')!).display !== 'none', hash: location.hash };
  });
  expect(sameTask).toEqual({ shown: true, hash: '' });
  await expect(tabs(page)).toHaveAttribute('data-island-state', 'mounted');
  await expect(panel(page, 'reviews')).toBeVisible();
  // Its handler ran once: not again when the runtime replayed the click to the tabs' code.
  expect(await page.evaluate(() => (window as unknown as { themeClicks: number }).themeClicks)).toBe(1);
  await expect(panel(page, 'description')).toBeHidden();
  await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');
  await jQueryClick(page, '.description_tab a');
  await expect(panel(page, 'description')).toBeVisible();
  await expect(panel(page, 'reviews')).toBeHidden();
  await expect(page).toHaveURL(/#tab-description$/);
});

test('before the bundle itself arrives (held back: the plugin prints it in the footer), the critical CSS shows only the first panel', async ({ page }) => {
  await holdEntry(page);
  await page.goto(TEE, { waitUntil: 'commit' });
  await expect(panel(page, 'description')).toBeVisible();
  await expect(panel(page, 'reviews')).toBeHidden();
  await expect(panel(page, 'cr_qna')).toBeHidden();
  await expect(tabs(page)).not.toHaveAttribute('data-island-state');
});

test('with no bundle at all (its file fails), a tab\'s link still shows its panel alone', async ({ page }) => {
  await page.route(/\/shop-islands\.js/, (route) => route.abort());
  await page.goto(TEE);
  await expect(panel(page, 'reviews')).toBeHidden();
  await page.locator('li.reviews_tab a').click();
  await expect(panel(page, 'reviews')).toBeVisible();
  await expect(panel(page, 'description')).toBeHidden();
  await expect(panel(page, 'cr_qna')).toBeHidden();
  await page.goto(`${TEE}#comment-201`);
  await expect(panel(page, 'reviews')).toBeVisible();
  await expect(panel(page, 'description')).toBeHidden();
});

test('opened at #tab-reviews: the Reviews tab is shown and the reviews block in it answers its first press', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(`${HOODIE}#tab-reviews`);
  await expect(panel(page, 'additional_information')).toBeHidden();
  await expect(panel(page, 'reviews')).toBeVisible();
  await expect(page.locator('#reviews')).toHaveAttribute('data-island-state', 'pending');
  await page.getByRole('group', { name: 'Filter reviews by rating' }).getByRole('button').first().click();
  await expect(page.locator('#reviews')).toHaveAttribute('data-island-state', 'mounted');
  await expect(page.locator('#reviews .cr-count-row-count')).toContainText('(5 stars)');
});

test('a comment link (#comment-<id>) opens the Reviews tab', async ({ page }) => {
  await page.goto(`${HOODIE}#comment-999999`);
  await expect(panel(page, 'reviews')).toBeVisible();
  await expect(panel(page, 'additional_information')).toBeHidden();
});

test('by keyboard: Tab reaches the open tab, arrows and Home/End show each panel, the address remembers it', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(TOTE);
  const description = page.getByRole('tab', { name: 'Description' });
  await tabTo(page, description);
  await expect(tabs(page)).toHaveAttribute('data-island-state', 'mounted');
  await expect(description).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Additional information' })).toBeFocused();
  await expect(panel(page, 'additional_information')).toBeVisible();
  await expect(panel(page, 'description')).toBeHidden();
  await expect(page.locator('li.additional_information_tab')).toHaveClass(/\bactive\b/);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /^Reviews/ })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'reviews')).toBeVisible();
  expect(await page.evaluate(() => location.hash)).toBe('#tab-reviews');
  // One tab stop: Tab leaves the tab list for the open panel (once its rating stars, started when the
  // panel was shown, are there).
  await expect(page.getByRole('radio', { name: '1 of 5 stars' })).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: '1 of 5 stars' })).toBeFocused();
  // The remembered tab opens again after a reload.
  await page.reload();
  await expect(panel(page, 'reviews')).toBeVisible();
  await expect(panel(page, 'description')).toBeHidden();
});

test('a click does not move the page; the Q & A block in its hidden tab waits for it, and answers its first press once shown', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(TEE);
  await expect(page.locator('.woocommerce-tabs')).toHaveAttribute('data-island-state', 'pending');
  // Nothing inside a hidden panel is even registered at load: its markup costs the scan nothing.
  await expect(page.locator('#tab-reviews [data-island-state]')).toHaveCount(0);
  await expect(page.locator('#cr_qna')).not.toHaveAttribute('data-island-state', /./);
  const tab = page.getByRole('tab', { name: /^Q & A/ });
  await tab.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => scrollY);
  await tab.click();
  await expect(panel(page, 'cr_qna')).toBeVisible();
  expect(await page.evaluate(() => scrollY)).toBe(before);
  await expect(page.locator('#cr_qna')).toHaveAttribute('data-island-state', 'pending');
  await page.locator('#cr_qna').getByRole('button', { name: /ask a question/i }).click();
  await expect(page.locator('#cr_qna')).toHaveAttribute('data-island-state', 'mounted');
  await expect(page.locator('#cr_qna .cr-qna-new-q-form')).toBeVisible();
});

test('"(n customer reviews)" opens the Reviews tab and scrolls to the reviews, also a second time', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(HOODIE);
  const link = page.getByRole('link', { name: /customer reviews/ });
  await link.click();
  await expect(panel(page, 'reviews')).toBeVisible();
  await expect(page.locator('#reviews')).toBeInViewport();
  // Another tab, then the same link again (the hash is already #reviews, so no hash change).
  await page.getByRole('tab', { name: 'Additional information' }).click();
  await page.evaluate(() => history.replaceState(null, '', '#reviews'));
  await page.evaluate(() => scrollTo(0, 0));
  await link.click();
  await expect(panel(page, 'reviews')).toBeVisible();
  await expect(page.locator('#reviews')).toBeInViewport();
});

test('Customer Reviews’ "n answered questions" under the title opens the Q & A tab and scrolls to it, also a second time', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(TEE);
  const link = page.getByRole('link', { name: /answered question/ });
  await link.click();
  await expect(page.getByRole('tab', { name: /^Q & A/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#cr_qna')).toBeInViewport();
  await expect(panel(page, 'description')).toBeHidden();
  // Another tab, the address still #cr_qna: the same link again (no hash change).
  await page.getByRole('tab', { name: 'Description' }).click();
  await page.evaluate(() => history.replaceState(null, '', '#cr_qna'));
  await page.evaluate(() => scrollTo(0, 0));
  await link.click();
  await expect(panel(page, 'cr_qna')).toBeVisible();
  await expect(page.locator('#cr_qna')).toBeInViewport();
  // Its "n reviews" beside it opens the reviews.
  await page.evaluate(() => scrollTo(0, 0));
  await page.locator('.woocommerce-product-rating').getByRole('link', { name: /reviews?$/ }).click();
  await expect(panel(page, 'reviews')).toBeVisible();
});

test('a hash change (back, a typed link) shows the tab it names', async ({ page }) => {
  await page.goto(TOTE);
  await page.evaluate(() => {
    location.hash = '#tab-additional_information';
  });
  await expect(panel(page, 'additional_information')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Additional information' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'description')).toBeHidden();
});

test('loading shifts nothing beyond the hidden panels, and jQuery click handlers on the tabs still run', async ({ page }) => {
  const layoutShift = await observeLayoutShift(page);
  await page.goto(TEE);
  await page.waitForLoadState('networkidle');
  expect(await layoutShift()).toBeLessThan(0.05);
  await page.evaluate(() => {
    const $ = (window as unknown as { jQuery: (selector: string) => { on: (event: string, handler: () => void) => void } }).jQuery;
    $('.wc-tabs li a').on('click', () => document.body.setAttribute('data-heard', 'yes'));
  });
  await page.getByRole('tab', { name: /^Reviews/ }).focus();
  await expect(tabs(page)).toHaveAttribute('data-island-state', 'mounted');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('body')).toHaveAttribute('data-heard', 'yes');
});

test('axe-clean tabs at 375 px, every tab reachable', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(TEE);
  for (const name of [/^Reviews/, /^Q & A/, /^Description/]) {
    await page.getByRole('tab', { name }).click();
    expect(await axeViolations(page, '.woocommerce-tabs')).toEqual([]);
  }
  const { layout } = await page.evaluate(() => ({ layout: document.documentElement.scrollWidth }));
  expect(layout).toBeLessThanOrEqual(375);
  await expect(tabs(page)).toBeVisible();
});
