// The page builder's runtime in chromium on /builder/: an addon written against Elementor's front end runs,
// entrance animations play as elements come into view (or at once under reduced motion), nothing stays invisible;
// a link to a spot further down lands it below the stuck header.
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, recordRunScripts, chunkName, observeLayoutShift } from '../../fixtures/e2e/helpers';

const PAGE = '/builder/';

test("an addon hooked into Elementor's front end (jQuery on elementor/frontend/init) runs on every element", async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  await expect(page.locator('#demo-addon-status')).toHaveText(/ran its handler on \d+ elements/);
  await expect(page.locator('[data-id="m2"]')).toHaveAttribute('data-demo-addon', 'ready');
  expect(await page.evaluate(() => (window as unknown as { elementorFrontend: { isShopIslands: boolean } }).elementorFrontend.isShopIslands)).toBe(true);
});

test('entrance animations play once in view after their delay; at load only the small runtime ran, no widget chunk', async ({ page }) => {
  failOnPageErrors(page);
  const ran = await recordRunScripts(page);
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  const names = (await ran()).map(chunkName);
  expect(names).toContain('page-builder');
  expect(names).not.toContain('builder-widget');
  const below = page.locator('[data-id="f6"]');
  await expect(below).toHaveClass(/elementor-invisible/);
  await below.scrollIntoViewIfNeeded();
  await expect(below).toHaveClass(/animated slideInLeft/);
  await expect(below).not.toHaveClass(/elementor-invisible/);
  await expect(page.getByRole('link', { name: 'Shop now' })).toBeVisible();
});

test('under reduced motion every element shows at once, without animating, and nothing shifts', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const layoutShift = await observeLayoutShift(page);
  await page.goto(PAGE);
  await expect(page.locator('.elementor-invisible')).toHaveCount(0);
  await expect(page.locator('.elementor-element.animated')).toHaveCount(0);
  expect(await layoutShift()).toBeLessThanOrEqual(0.01);
  await context.close();
});

test('no element is left invisible when the runtime cannot load', async ({ page }) => {
  await page.route(/\/chunks\/page-builder-[\w-]{7}\.js$/, (route) => route.abort());
  await page.goto(PAGE);
  await expect(page.locator('.elementor[data-elementor-id="85"]')).toHaveAttribute('data-island-state', 'failed');
  await expect(page.locator('.elementor-invisible')).toHaveCount(0);
});

/** How far the repairs paragraph's top is below the header's bottom (negative: under the header). */
const belowHeader = (page: Page): Promise<number> => page.evaluate(() => {
  const header = document.querySelector('[data-id="h120"]')!.getBoundingClientRect();
  return Math.round(document.getElementById('free-repairs')!.getBoundingClientRect().top - header.bottom);
});

test("a link to a spot further down lands it just below the stuck header (Elementor Pro's anchor offset), with the mouse and the keyboard", async ({ page }) => {
  failOnPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  const header = page.locator('[data-id="h120"]');
  const link = page.getByRole('link', { name: 'our repairs promise' });
  // The sticky elements' code starts at idle time.
  await expect.poll(() => page.locator('#free-repairs').evaluate((element) => element.style.scrollMarginTop)).toMatch(/^\d+(\.\d+)?px$/);
  await link.click();
  await expect(header).toHaveClass(/elementor-sticky--active/);
  await expect.poll(() => belowHeader(page)).toBeGreaterThanOrEqual(0);
  expect(await belowHeader(page)).toBeLessThanOrEqual(1);
  await page.evaluate(() => scrollTo(0, 0));
  await expect(header).not.toHaveClass(/elementor-sticky--active/);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveClass(/elementor-sticky--active/);
  await expect.poll(() => belowHeader(page)).toBeGreaterThanOrEqual(0);
  expect(await belowHeader(page)).toBeLessThanOrEqual(1);
});

test('the page loaded at that spot\'s address: once the header sticks over it, it is scrolled just below the header (375 px)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  failOnPageErrors(page);
  await page.goto(`${PAGE}#free-repairs`);
  await expect(page.locator('[data-id="h120"]')).toHaveClass(/elementor-sticky--active/);
  await expect.poll(() => belowHeader(page)).toBeGreaterThanOrEqual(0);
  expect(await belowHeader(page)).toBeLessThanOrEqual(1);
  await context.close();
});
