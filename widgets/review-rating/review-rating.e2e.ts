// WooCommerce's own review form (no Customer Reviews) in chromium: four stars chosen by keyboard and
// posted as `rating` to wp-comments-post.php, "Please select a rating" when sent without one, axe.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, failOnPageErrors } from '../../fixtures/e2e/helpers';

const TOTE = '/product/canvas-tote/';
const form = (page: Page) => page.locator('#commentform');

async function openReviews(page: Page): Promise<void> {
  await page.goto(TOTE);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(form(page).getByRole('radiogroup', { name: /Your rating/ })).toBeVisible();
}

async function fillReview(page: Page, text: string): Promise<void> {
  await form(page).getByRole('textbox', { name: /^Your review/ }).fill(text);
  await form(page).getByRole('textbox', { name: /^Name/ }).fill('Ada');
  await form(page).getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
}

test('four stars by keyboard, posted as rating=4; the review comes back awaiting approval in the Reviews tab', async ({ page }) => {
  failOnPageErrors(page);
  await openReviews(page);
  // From the tab into the panel: the stars are its first stop.
  await page.getByRole('tab', { name: /^Reviews/ }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: '1 of 5 stars' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const four = page.getByRole('radio', { name: '4 of 5 stars' });
  await expect(four).toBeFocused();
  await expect(four).toHaveAttribute('aria-checked', 'true');
  // One tab stop: Tab leaves the group for the review text.
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('textbox', { name: /^Your review/ })).toBeFocused();
  await fillReview(page, `Sturdy and roomy ${Date.now()}`);
  const posted = page.waitForRequest((request) => request.url().endsWith('/wp-comments-post.php') && request.method() === 'POST');
  await form(page).getByRole('textbox', { name: /^Email/ }).press('Enter');
  expect(new URLSearchParams((await posted).postData() ?? '').get('rating')).toBe('4');
  await expect(page).toHaveURL(/unapproved=\d+.*#comment-\d+$/);
  await expect(page.locator('#tab-reviews')).toBeVisible();
  await expect(page.getByText('Your review is awaiting approval')).toBeVisible();
});

test('sent without a rating: "Please select a rating" is announced, nothing is posted, focus goes to the stars', async ({ page }) => {
  failOnPageErrors(page);
  await openReviews(page);
  await fillReview(page, 'No stars given');
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/wp-comments-post.php')) posts += 1;
  });
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a rating');
  await expect(page.getByRole('radio', { name: '1 of 5 stars' })).toBeFocused();
  await expect(form(page).getByRole('radiogroup', { name: /Your rating/ })).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toBe(0);
  await expect(form(page).getByRole('textbox', { name: /^Your review/ })).toHaveValue('No stars given');
  expect(await axeViolations(page, '#reviews')).toEqual([]);
  // A click on a star clears it.
  await page.getByRole('radio', { name: '5 of 5 stars' }).click();
  await expect(page.getByRole('alert')).toHaveText('');
});

test('axe-clean at 375 px, the stars drawn in place of the select', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openReviews(page);
  await expect(page.locator('select#rating')).toBeHidden();
  await page.getByRole('radio', { name: '3 of 5 stars' }).click();
  await expect(page.locator('p.stars')).toHaveClass(/\bselected\b/);
  expect(await axeViolations(page, '#reviews')).toEqual([]);
});
