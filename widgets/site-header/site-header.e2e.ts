// The theme's header and footer bar in chromium (Storefront's navigation.js and footer.js replaced): the menu
// toggle and sub-menus at 375 px, the keyboard's dropdowns at desktop width, the footer bar's search.
import { expect, test } from '@playwright/test';
import { axeViolations, failOnPageErrors, holdChunk, observeLayoutShift, setDemoSettings, tabTo } from '../../fixtures/e2e/helpers';

const primary = '#site-navigation .primary-navigation';
const handheld = '#site-navigation .handheld-navigation';

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu toggle opens the menu (its press held while the chunk loads), sub-menus open by their buttons, Escape closes back on the toggle', async ({ page }) => {
    failOnPageErrors(page);
    const release = await holdChunk(page, 'site-header');
    const shift = await observeLayoutShift(page);
    await page.goto('/product/holdout-simple-tee/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(page.locator(handheld).getByRole('link', { name: 'Reviews' })).toBeHidden();
    // Nothing moved as the page loaded. (Measured before the press: the menu it opens pushes the page down,
    // and when the held chunk takes over half a second on a busy machine the browser counts that as a shift.)
    expect(await shift()).toBeLessThan(0.01);
    await toggle.click();
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(handheld).getByRole('link', { name: 'Reviews' })).toBeVisible();
    // The current page's parent starts open; another opens by its button.
    await expect(page.locator(handheld).getByRole('link', { name: 'Holdout Simple Tee' })).toBeVisible();
    const accessories = page.getByRole('button', { name: 'Expand child menu Accessories' });
    await expect(page.locator(handheld).getByRole('link', { name: 'Holdout Reviewed Mug' })).toBeHidden();
    await accessories.click();
    await expect(page.getByRole('button', { name: 'Collapse child menu Accessories' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(handheld).getByRole('link', { name: 'Holdout Reviewed Mug' })).toBeVisible();
    // Keyboard: Tab reaches the links and the sub-menu buttons; Escape closes the menu back on its toggle.
    await page.locator(handheld).getByRole('link', { name: 'Holdout Reviewed Mug' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(handheld).getByRole('link', { name: 'Reviews' })).toBeHidden();
  });

  test("another theme's header is left to that theme's own script: its menu toggle opens and closes the menu, the first press too", async ({ page, context, baseURL }) => {
    failOnPageErrors(page);
    // GeneratePress (and every theme started from Underscores) prints the same toggle in `.site-header` and keeps its script.
    await setDemoSettings(context, baseURL!, 'theme=generatepress');
    await page.goto('/product/holdout-simple-tee/');
    await expect(page.locator('body')).toHaveClass(/\btheme-generatepress\b/);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(handheld).getByRole('link', { name: 'Reviews' })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(handheld).getByRole('link', { name: 'Reviews' })).toBeHidden();
    // The bundle never took the header: no mount point, no sub-menu buttons of its own.
    await expect(page.locator('.site-header')).not.toHaveAttribute('data-island-state');
    await expect(page.locator('.site-header .dropdown-toggle')).toHaveCount(0);
  });

  test('the header mounting on focus moves nothing: its sub-menu buttons come in the closed menu', async ({ page }) => {
    failOnPageErrors(page);
    const shift = await observeLayoutShift(page);
    await page.goto('/product/holdout-simple-tee/');
    await page.getByRole('button', { name: 'Menu', exact: true }).focus();
    await expect(page.locator('.site-header')).toHaveAttribute('data-island-state', 'mounted');
    await expect(page.getByRole('button', { name: 'Expand child menu Accessories', includeHidden: true })).toBeAttached();
    expect(await shift()).toBeLessThan(0.01);
  });

  test('the footer bar: Search opens its box above the bar with the focus in it, stays on the page, and Escape closes it; the bar steps aside while a field has the focus', async ({ page }) => {
    failOnPageErrors(page);
    await page.goto('/shop/');
    const search = page.locator('.storefront-handheld-footer-bar li.search > a');
    const field = page.locator('.storefront-handheld-footer-bar').getByRole('searchbox', { name: 'Search for:' });
    await expect(field).toBeHidden();
    await search.click();
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(new URL(page.url()).pathname).toBe('/shop/');
    await page.keyboard.type('mug');
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(search).toBeFocused();
    // A field elsewhere: the bar goes while it has the focus and comes back after.
    await page.getByRole('combobox', { name: 'Shop order' }).focus();
    await expect(page.locator('.storefront-handheld-footer-bar')).toBeHidden();
    await page.locator('h1').click();
    await expect(page.locator('.storefront-handheld-footer-bar')).toBeVisible();
  });

  test('axe-clean with the menu open and a sub-menu open', async ({ page }) => {
    await page.goto('/product/holdout-simple-tee/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Expand child menu Accessories' }).click();
    expect(await axeViolations(page, '#masthead', '.storefront-handheld-footer-bar')).toEqual([]);
  });
});

test('desktop, keyboard only: a Tab onto a parent shows its dropdown, Tab walks into it, Escape closes it back on the parent, and leaving the header closes all', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto('/shop/');
  const shop = page.locator(primary).getByRole('link', { name: 'Shop', exact: true });
  const tee = page.locator(primary).getByRole('link', { name: 'Holdout Simple Tee' });
  // Storefront pushes a closed dropdown off the screen.
  await expect(tee).not.toBeInViewport();
  await tabTo(page, shop);
  await expect(tee).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(tee).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator(primary).getByRole('link', { name: 'Accessories' })).toBeFocused();
  await expect(page.locator(primary).getByRole('link', { name: 'Holdout Reviewed Mug' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(shop).toBeFocused();
  await expect(tee).not.toBeInViewport();
  // Tab goes on into the dropdown, which opens again as the focus comes in.
  await page.keyboard.press('Tab');
  await expect(tee).toBeFocused();
  await expect(tee).toBeInViewport();
  await tabTo(page, page.locator(primary).getByRole('link', { name: 'Reviews' }));
  await expect(tee).not.toBeInViewport();
  await tabTo(page, page.getByRole('combobox', { name: 'Shop order' }));
  await expect(page.locator('#masthead .focus')).toHaveCount(0);
  // The mouse still opens them by hover (the theme's CSS), before and after.
  await page.locator(primary).getByRole('link', { name: 'Shop', exact: true }).hover();
  await expect(tee).toBeInViewport();
});
