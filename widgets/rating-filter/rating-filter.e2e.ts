// rating-filter in chromium on the demo shop with Customer Reviews' ajax block off (`cusrev_ajax=off`): the
// non-ajax template's histogram filters by a page load, by keyboard and by mouse, in both markups; axe.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, failOnPageErrors, setDemoSettings, tabTo } from '../../fixtures/e2e/helpers';

const TEE = '/product/holdout-simple-tee/';
const summary = (page: Page) => page.getByRole('group', { name: 'Filter reviews by rating' });
const ratingsShown = (page: Page) => page.locator('#comments ol.commentlist > li.review > .comment_container [role="img"][aria-label^="Rated"]').evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label')));

test('by keyboard: a histogram row opens the page of that rating on the Reviews tab, with only its reviews and "See all"', async ({ page, context, baseURL }) => {
  failOnPageErrors(page);
  await setDemoSettings(context, baseURL!, 'cusrev_ajax=off');
  await page.goto(TEE);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  // The ajax block is off: the plugin's own template, its summary rows made buttons at scan.
  await expect(page.locator('.cr-reviews-ajax-reviews')).toHaveCount(0);
  const four = summary(page).getByRole('button').nth(1);
  await tabTo(page, four);
  await page.keyboard.press('Enter');
  await page.waitForURL(/[?&]ivrating=4#tab-reviews$/);
  // The address names the reviews: their panel is the one shown from the first paint.
  await expect(page.locator('#tab-reviews')).toBeVisible();
  await expect(page.locator('#tab-description')).toBeHidden();
  await expect(page.locator('li.reviews_tab')).toHaveClass(/\bactive\b/);
  await expect(page.locator('.cr-count-filtered-reviews')).toContainText(/^Showing \d+ of \d+ reviews \(4 star\)\./);
  expect(new Set(await ratingsShown(page))).toEqual(new Set(['Rated 4 out of 5']));
  await page.getByRole('link', { name: /^See all \d+ reviews$/ }).click();
  // The next page, not the one leaving (a count of none also holds between the two).
  await page.waitForURL((url) => !url.searchParams.has('ivrating'));
  await expect(page.locator('.cr-count-filtered-reviews')).toHaveCount(0);
  await expect.poll(async () => new Set(await ratingsShown(page)).size).toBeGreaterThan(1);
});

test('Customer Reviews 5.80 (spans in a table), by mouse: the row pressed shows chosen as the page of its rating loads', async ({ page, context, baseURL }) => {
  failOnPageErrors(page);
  await setDemoSettings(context, baseURL!, 'cusrev_ajax=off,cusrev=5.80');
  await page.goto(`${TEE}#tab-reviews`);
  await expect(page.locator('table.cr-histogramTable')).toBeVisible();
  const five = summary(page).getByRole('button').first();
  // What the row showed as the page began to leave (a locator would wait for the new page).
  await five.evaluate((row) => addEventListener('pagehide', () => sessionStorage.setItem('row-as-left', `${row.className} ${row.getAttribute('aria-pressed')}`)));
  await five.locator('.ivole-meter').click();
  await page.waitForURL(/[?&]ivrating=5#tab-reviews$/);
  expect(await page.evaluate(() => sessionStorage.getItem('row-as-left'))).toBe('ivole-histogramRow ivole-histogramRow-s true');
  await expect(page.locator('.cr-count-filtered-reviews')).toContainText('(5 star)');
  expect(new Set(await ratingsShown(page))).toEqual(new Set(['Rated 5 out of 5']));
});

for (const width of [1280, 375]) {
  test(`axe finds nothing at ${width} px: the summary and the filtered list`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await setDemoSettings(context, baseURL!, 'cusrev_ajax=off');
    await page.goto(`${TEE}?ivrating=4#tab-reviews`);
    await summary(page).getByRole('button').first().focus();
    await expect(page.locator('.cr-noAjax')).toHaveAttribute('data-island-state', 'mounted');
    expect(await axeViolations(page, '#tab-reviews')).toEqual([]);
  });
}
