// The all-reviews page (Customer Reviews' [cusrev_all_reviews]) in chromium: rating filter, search
// (button and Enter), sort, tags, numbered pages by mouse and keyboard, show more to the end, faults.
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, lastListRequest, observeLayoutShift, recordSiteAjax, setFaults, touchIsland } from '../../fixtures/e2e/helpers';
import { REVIEWS } from '../../fixtures/handlers/reviews-data';

const items = (page: Page) => page.locator('.cr-all-reviews-shortcode ol.commentlist > li.review');
const countRow = (page: Page) => page.locator('.cr-all-reviews-shortcode .cr-count-row-count');
const total = REVIEWS.length;

async function open(page: Page, url = '/reviews/'): Promise<void> {
  await page.goto(url);
  await touchIsland(page.locator('.cr-all-reviews-shortcode'));
}

test('numbered pages: every page by mouse, the current one marked, the last one short; keyboard too', async ({ page }) => {
  failOnPageErrors(page);
  const sent = await recordSiteAjax(page);
  await open(page);
  const pages = Math.ceil(total / 10);
  await expect(items(page)).toHaveCount(10);
  for (let number = 2; number <= pages; number += 1) {
    await page.locator('.cr-all-reviews-pagination').getByRole('button', { name: `Page ${number}`, exact: true }).click();
    await expect(page.locator('.cr-all-reviews-pagination [aria-current="page"]')).toHaveText(String(number));
    await expect(countRow(page)).toContainText(`${(number - 1) * 10 + 1}-${Math.min(number * 10, total)} of ${total} reviews`);
    await expect(items(page)).toHaveCount(Math.min(10, total - (number - 1) * 10));
    expect(lastListRequest(sent).action).toBe('cr_show_more_all_reviews');
    expect(lastListRequest(sent).fields.get('page')).toBe(String(number - 1));
    expect(lastListRequest(sent).fields.get('attributes[per_page]')).toBe('10');
  }
  // Focus lands on the count, so keyboard users start reading the new page.
  await expect(countRow(page)).toBeFocused();
  const previous = page.getByRole('button', { name: /^Previous page/ });
  await previous.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.cr-all-reviews-pagination [aria-current="page"]')).toHaveText(String(pages - 1));
});

test('rating filter, search by button and by Enter, sort and tags all send the whole query', async ({ page }) => {
  const sent = await recordSiteAjax(page);
  await open(page);
  await page.getByRole('button', { name: /^5 stars:/ }).click();
  const fives = REVIEWS.filter((review) => review.rating === 5).length;
  await expect(countRow(page)).toContainText(`of ${fives} reviews (5 stars)`);
  expect(lastListRequest(sent).fields.get('rating')).toBe('5');

  const search = page.getByRole('textbox', { name: 'Search customer reviews' });
  await search.fill('size');
  await page.waitForTimeout(1200);
  expect(sent.filter((request) => request.fields.get('search') === 'size')).toHaveLength(0);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const matches = REVIEWS.filter((review) => review.rating === 5 && review.content.toLowerCase().includes('size')).length;
  await expect(countRow(page)).toContainText(`of ${matches} review`);
  expect(lastListRequest(sent).fields.get('rating')).toBe('5');
  expect(lastListRequest(sent).fields.get('page')).toBe('0');

  await search.fill('');
  await search.press('Enter');
  await expect(countRow(page)).toContainText(`of ${fives} reviews`);

  await page.getByRole('combobox', { name: 'Sort reviews' }).selectOption('helpful');
  await expect.poll(() => lastListRequest(sent).fields.get('sort')).toBe('helpful');
  expect(lastListRequest(sent).fields.get('rating')).toBe('5');

  await page.getByRole('button', { name: 'Delivery', exact: true }).click();
  await expect.poll(() => lastListRequest(sent).fields.getAll('tags[]')).toEqual(['24']);
  const delivery = REVIEWS.filter((review) => review.rating === 5 && review.tags.includes(24)).length;
  await expect(countRow(page)).toContainText(`of ${delivery} review`);

  // A rating click clears the chips, as the plugin did.
  await page.getByRole('button', { name: /^4 stars:/ }).click();
  await expect(page.getByRole('button', { name: 'Delivery', exact: true })).toHaveAttribute('aria-pressed', 'false');
  // The chip turns off as the request leaves; the page's request event can come a moment later.
  await expect.poll(() => lastListRequest(sent).fields.get('rating')).toBe('4');
  expect(lastListRequest(sent).fields.getAll('tags[]')).toEqual([]);
});

test('show-more mode: every review once, then no button', async ({ page }) => {
  await open(page, '/reviews/?show_more=5');
  const more = page.locator('#cr-show-more-all-reviews');
  for (let shown = 5; shown < total; shown += 5) {
    await expect(more).toHaveText(`Show more reviews (${total - shown})`);
    await more.click();
    await expect(items(page)).toHaveCount(Math.min(total, shown + 5));
  }
  await expect(more).toBeHidden();
  const ids = await items(page).evaluateAll((list) => list.map((item) => item.id));
  expect(new Set(ids).size).toBe(total);
});

test('500 on a page: the reason, the old page still there, retry works', async ({ page, context, baseURL }) => {
  await setFaults(context, baseURL!, 'cr_show_more_all_reviews=500');
  await open(page);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load the reviews.' })).toContainText('An unknown error occurred.');
  await expect(items(page)).toHaveCount(10);
  await expect(page.locator('.cr-all-reviews-shortcode ol.commentlist')).not.toHaveClass(/cr-pagination-load/);
  await setFaults(context, baseURL!, '');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.cr-all-reviews-pagination [aria-current="page"]')).toHaveText('2');
});

test('offline on search: said, and the typed search is kept', async ({ page, context, baseURL }) => {
  await setFaults(context, baseURL!, 'cr_show_more_all_reviews=offline');
  await open(page);
  const search = page.getByRole('textbox', { name: 'Search customer reviews' });
  await search.fill('colour');
  await search.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load the reviews.' })).toContainText('You are probably offline.');
  await expect(search).toHaveValue('colour');
});

test('the add-review button opens the form place and Escape returns', async ({ page }) => {
  await open(page);
  const add = page.getByRole('button', { name: 'Add a review' });
  await add.click();
  await expect(page.locator('.cr-all-reviews-shortcode')).toHaveClass(/cr-all-reviews-new-review/);
  // The plugin's CSS hides the summary, and the button in it, while the form is open.
  await expect(page.locator('.cr-all-reviews-add-review')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.locator('.cr-all-reviews-shortcode')).not.toHaveClass(/cr-all-reviews-new-review/);
  await expect(add).toBeFocused();
});

test('no layout shift on the all-reviews page', async ({ page }) => {
  const shift = await observeLayoutShift(page);
  await open(page);
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(1000);
  expect(await shift()).toBeLessThan(0.05);
});
