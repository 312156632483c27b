// The debug overlay on the demo pages: `?shop-islands-debug` or `shopIslands.debug()`.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, chunkName, holdChunk } from '../../fixtures/e2e/helpers';

const HOODIE = '/product/holdout-variable-hoodie/';
const panel = (page: Page) => page.locator('#shop-islands-debug section');
const row = (page: Page, widget: string) => panel(page).locator('tbody tr', { has: page.getByRole('button', { name: widget, exact: true }) });

test('without the switch no overlay and no debug file', async ({ page }) => {
  const files: string[] = [];
  page.on('request', (request) => files.push(chunkName(request.url())));
  await page.goto(HOODIE);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#shop-islands-debug')).toHaveCount(0);
  expect(files).not.toContain('debug');
});

test('?shop-islands-debug lists every mount point with its state and trigger, and follows them as they start', async ({ page }) => {
  // The variation form's file held back (its idle preload too): its row says loading until it arrives.
  const release = await holdChunk(page, 'variation-form');
  await page.goto(`${HOODIE}?shop-islands-debug`);
  await expect(panel(page).getByRole('heading', { name: /^Shop Islands: \d+ mount points/ })).toBeVisible();
  const known = await page.locator('[data-island-state]').count();
  await expect(panel(page).getByRole('heading')).toHaveText(new RegExp(`^Shop Islands: ${known} mount points \\(\\d+ pending`));
  await expect(row(page, 'variation-form').getByRole('cell').nth(1)).toHaveText('pending');
  await expect(row(page, 'variation-form').getByRole('cell').nth(2)).toHaveText('custom');
  await expect(row(page, 'add-to-cart').first().getByRole('cell').nth(2)).toHaveText('intent');
  // Each mount point outlined, named with its widget and state.
  await expect(page.locator('#shop-islands-debug .tag', { hasText: 'variation-form · pending' })).toBeVisible();

  await page.locator('ul[data-attribute_name="attribute_pa_color"] li[data-value="red"]').click();
  await expect(row(page, 'variation-form').getByRole('cell').nth(1)).toHaveText('loading');
  await expect(page.locator('#shop-islands-debug .tag', { hasText: 'variation-form · loading' })).toBeVisible();
  release();
  await expect(row(page, 'variation-form').getByRole('cell').nth(1)).toHaveText('mounted');
  await expect(row(page, 'variation-form').getByRole('cell').nth(3)).toHaveText(/^\d+ ms$/);
  await expect(row(page, 'variation-form').getByRole('cell').nth(4)).toHaveText(/^\d+ ms$/);
  await expect(page.locator('#shop-islands-debug .tag', { hasText: 'variation-form · mounted' })).toBeVisible();
});

test('a failed island shows its reason and props issues', async ({ page }) => {
  await page.goto(`${HOODIE}?shop-islands-debug`);
  await expect(panel(page)).toBeVisible();
  // A mini cart line written by hand without its remove link: the widget cannot read its props.
  await page.evaluate(() => {
    const line = document.createElement('li');
    line.id = 'hand-written';
    line.dataset.island = 'mini-cart';
    line.textContent = 'A line without a remove link';
    document.body.prepend(line);
  });
  const line = page.locator('#hand-written');
  await expect(line).toHaveAttribute('data-island-state', 'pending');
  await line.dispatchEvent('focusin');
  await expect(row(page, 'mini-cart').first().getByRole('cell').nth(1)).toHaveText('failed');
  await expect(panel(page).locator('td.problem')).toHaveText(/^invalid-props: \w+.*: .+/);
});

test('shopIslands.debug() opens it; a row highlights its mount point by keyboard; Close removes it', async ({ page }) => {
  await page.goto(HOODIE);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.shopIslands!.debug());
  const name = panel(page).getByRole('button', { name: 'variation-form', exact: true });
  await name.focus();
  await expect(page.locator('#shop-islands-debug .box.is-highlighted .tag')).toHaveText('variation-form · pending');
  await page.keyboard.press('Tab');
  await expect(page.locator('#shop-islands-debug .box.is-highlighted .tag')).toHaveText(/^variation-swatches · /);

  const list = panel(page).getByRole('button', { name: 'List' });
  await expect(list).toHaveAttribute('aria-expanded', 'true');
  await list.click();
  await expect(list).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page).locator('table')).toBeHidden();

  await panel(page).getByRole('button', { name: 'Close the Shop Islands debug overlay' }).click();
  await expect(page.locator('#shop-islands-debug')).toHaveCount(0);
});

for (const width of [1280, 375]) {
  test(`axe finds nothing in the overlay at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${HOODIE}?shop-islands-debug`);
    await expect(panel(page)).toBeVisible();
    // Folded on a phone: unfold it so the list is audited too.
    if (width < 600) await panel(page).getByRole('button', { name: 'List' }).click();
    await expect(panel(page).locator('table')).toBeVisible();
    expect(await axeViolations(page, '#shop-islands-debug')).toEqual([]);
  });
}
