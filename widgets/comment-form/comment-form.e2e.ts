// The classic product review form in chromium on the demo pages (the socks: Customer Reviews' ratings,
// questions, photos, terms; the apron: WooCommerce's rating select): a keyboard-only review with two
// photos over a slow connection, a reload during an upload, a delete, then posted to wp-comments-post.php
// and shown awaiting approval; a 500, offline and the shop's refusals lose nothing; the terms and captcha
// messages; axe.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, expectProgressMoves, failOnPageErrors, holdChunk, picture, rateByKeyboard, setDemoSettings, setFaults, startSlowUploads, tabTo } from '../../fixtures/e2e/helpers';

const SOCKS = '/product/holdout-sale-socks/';
const APRON = '/product/linen-apron/';
const DRAFT_KEY = 'shop-islands:draft:v1:comment:27';
const form = (page: Page) => page.locator('#commentform');
const group = (page: Page, name: string) => form(page).getByRole('radiogroup', { name });
const problems = (page: Page) => form(page).locator('.island-comment-form__problems');

async function openReviewsTab(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(form(page)).toHaveAttribute('data-island-state', 'mounted');
}

/** Fills every field; `text` differs per test (the shop refuses a second identical review as a duplicate). */
async function fillSocks(page: Page, text: string): Promise<void> {
  await group(page, 'Overall rating').getByRole('radio', { name: '4 stars' }).click();
  await group(page, 'Comfort').getByRole('radio', { name: '5 stars' }).click();
  await form(page).getByRole('textbox', { name: /^What size/ }).fill('M');
  await form(page).getByRole('textbox', { name: /^Your review/ }).fill(text);
  await form(page).getByRole('textbox', { name: /^Name/ }).fill('Ada');
  await form(page).getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
  await form(page).getByRole('checkbox', { name: /I have read and agree/ }).check();
}

test('a review with two photos by keyboard alone: progress, a reload during an upload, a delete, then posted and shown awaiting approval', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const { sent, choosers } = await startSlowUploads(page, context, baseURL!);
  await openReviewsTab(page, SOCKS);
  await rateByKeyboard(page, group(page, 'Overall rating'), group(page, 'Comfort'));
  await tabTo(page, form(page).getByRole('textbox', { name: /^What size/ }));
  await page.keyboard.type('M');
  await tabTo(page, form(page).getByRole('textbox', { name: /^Your review/ }));
  await page.keyboard.type('Warm socks, no holes after a whole winter.');

  // The photo field is the plugin's native file input: Space opens the chooser.
  await tabTo(page, form(page).locator('#cr_review_image'));
  await page.keyboard.press('Space');
  await expect.poll(() => choosers.length).toBe(1);
  await choosers[0]!.setFiles([picture('heel.png', 1, 'image/png'), picture('toe.png', 12, 'image/png')]);
  const bar = form(page).getByRole('progressbar', { name: 'Uploading toe.png' });
  await expectProgressMoves(bar);
  await expect(form(page).getByRole('button', { name: 'Remove heel.png' })).toBeVisible({ timeout: 20_000 });
  // Submit waits for the upload still under way, and says so.
  await tabTo(page, form(page).getByRole('textbox', { name: /^Name/ }));
  await page.keyboard.type('Ada');
  await tabTo(page, form(page).getByRole('textbox', { name: /^Email/ }));
  await page.keyboard.type('ada@example.com');
  await tabTo(page, form(page).getByRole('checkbox', { name: /I have read and agree/ }));
  await page.keyboard.press('Space');
  await tabTo(page, form(page).getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(problems(page)).toHaveText('Please wait until your photos and videos have finished uploading, then submit again.');
  const firstUpload = await form(page).locator('input[name="cr-upload-images-ids[]"]').first().inputValue();

  // A reload while toe.png is still uploading: the text, ratings, the tick and the finished photo come back.
  await page.waitForTimeout(400);
  await page.reload();
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(form(page).getByText('Your unsent review was restored.')).toBeVisible();
  await expect(group(page, 'Overall rating').getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(group(page, 'Comfort').getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(form(page).getByRole('textbox', { name: /^Your review/ })).toHaveValue('Warm socks, no holes after a whole winter.');
  await expect(form(page).getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.com');
  await expect(form(page).getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
  await expect(form(page).locator('.cr-upload-images-containers.cr-upload-ok')).toHaveCount(1);
  await expect(form(page).locator('input[name="cr-upload-images-ids[]"]')).toHaveValue(firstUpload);

  // Two more (with the slow server gone), then a delete by keyboard.
  await setFaults(context, baseURL!, '');
  await tabTo(page, form(page).locator('#cr_review_image'));
  await page.keyboard.press('Space');
  await expect.poll(() => choosers.length).toBe(2);
  await choosers[1]!.setFiles([picture('cuff.png', 0.1, 'image/png'), picture('pair.png', 0.1, 'image/png')]);
  await expect(form(page).locator('.cr-upload-images-containers.cr-upload-ok')).toHaveCount(3);
  const ids = await form(page).locator('input[name="cr-upload-images-ids[]"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await tabTo(page, form(page).getByRole('button', { name: 'Remove cuff.png' }));
  await page.keyboard.press('Enter');
  await expect(form(page).locator('.cr-upload-images-containers')).toHaveCount(2);
  const deletion = sent.find((request) => request.action === 'cr_delete_local_images_frontend')!.fields;
  expect(deletion.get('image')).toBe(ids[1]);
  expect(deletion.get('class')).toMatch(/^\.cr-upload-images-containers\.cr-upload-images-container-\d+\.cr-upload-ok$/);

  await tabTo(page, form(page).getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\?unapproved=\d+&moderation-hash=[0-9a-f]+#comment-\d+$/);
  const pending = page.locator('#comments .commentlist li.review');
  await expect(pending.getByText('Your review is awaiting approval')).toBeVisible();
  await expect(pending.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(pending).toContainText('Warm socks, no holes after a whole winter.');
  await expect(pending).toContainText('2 photos attached');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
  // The page showing the review does not bring the sent text back.
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(form(page)).toHaveAttribute('data-island-state', 'mounted');
  await expect(form(page).getByRole('textbox', { name: /^Your review/ })).toHaveValue('');
});

test('every check names what is missing; the terms and captcha messages; the demo captcha token goes with the review', async ({ page, context, baseURL }) => {
  failOnPageErrors(page);
  await setDemoSettings(context, baseURL!, 'captcha=on');
  await openReviewsTab(page, SOCKS);
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(problems(page)).toContainText('Please fill in the required fields: Overall rating, Comfort, What size do you usually wear?, Your review, Name, Email.');
  await expect(problems(page)).toContainText('Please tick the checkbox to proceed');
  await expect(problems(page)).toContainText('Please confirm that you are not a robot');
  await expect(group(page, 'Overall rating').getByRole('radio', { name: '1 star' })).toBeFocused();
  await expect(form(page).getByRole('textbox', { name: /^Your review/ })).toHaveAttribute('aria-invalid', 'true');
  await fillSocks(page, 'Soft, and the heel stays put.');
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(problems(page)).toHaveText('Please confirm that you are not a robot');
  expect(page.url()).toContain(SOCKS);
  await form(page).getByRole('checkbox', { name: 'I am not a robot' }).check();
  await form(page).getByRole('button', { name: 'Submit' }).click();
  // (chromium does not report multipart bodies with files; the shop checks the token: kept means it was sent.)
  await page.waitForURL(/unapproved=/);
  await expect(page.getByText('Your review is awaiting approval')).toBeVisible();
});

test("Customer Reviews 5.60 – 5.116's reCAPTCHA box: photos wait for its answer and spend it, the review is checked and posted with it", async ({ page, context, baseURL }) => {
  failOnPageErrors(page);
  await setDemoSettings(context, baseURL!, 'captcha=recaptcha');
  await openReviewsTab(page, SOCKS);
  expect(await page.evaluate(() => 'crCaptcha' in window)).toBe(false);
  const robot = form(page).getByRole('checkbox', { name: "I'm not a robot" });
  // Google's code comes after the page (the stand-in, like api.js, defines render 0.8 s later): the box shows then.
  await expect(robot).toBeVisible();
  // A photo before the box is answered is not sent (the plugin checks the answer with each batch).
  await form(page).locator('#cr_review_image').setInputFiles(picture('cuff.png', 1, 'image/png'));
  await expect(form(page).getByText('Please confirm that you are not a robot')).toBeVisible();
  await expect(form(page).locator('.cr-upload-images-containers')).toHaveCount(0);
  await robot.check();
  await form(page).locator('#cr_review_image').setInputFiles(picture('cuff.png', 1, 'image/png'));
  await expect(form(page).locator('.cr-upload-images-containers.cr-upload-ok')).toHaveCount(1);
  // The batch spent the answer: the box is reset, as the plugin did.
  await expect(robot).not.toBeChecked();
  await fillSocks(page, 'The cuff keeps its shape after washing.');
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(problems(page)).toHaveText('Please confirm that you are not a robot');
  await expect(robot).toBeFocused();
  expect(await axeViolations(page, '#commentform')).toEqual([]);
  await robot.check();
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/unapproved=/);
  await expect(page.getByText('Your review is awaiting approval')).toBeVisible();
});

test("WooCommerce's rating select becomes stars; a missing rating is named; the rating is posted", async ({ page }) => {
  failOnPageErrors(page);
  await openReviewsTab(page, APRON);
  await expect(form(page).locator('select#rating')).toHaveCount(0);
  await form(page).getByRole('textbox', { name: /^Your review/ }).fill('Good pockets.');
  await form(page).getByRole('textbox', { name: /^Name/ }).fill('Bo');
  await form(page).getByRole('textbox', { name: /^Email/ }).fill('bo@example.com');
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(problems(page)).toHaveText('Please fill in the required fields: Your rating.');
  await expect(form(page).locator('.cr-review-form-rating.cr-review-form-error')).toContainText('Please select a rating');
  await group(page, 'Your rating').getByRole('radio', { name: '3 stars' }).click();
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/unapproved=/);
  await expect(page.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
});

test('a post during a 500 and offline loses nothing and retries; the shop’s refusal is shown and the form kept', async ({ page, context, baseURL }) => {
  failOnPageErrors(page);
  page.on('console', () => undefined);
  await openReviewsTab(page, SOCKS);
  await fillSocks(page, 'Thick enough for hiking boots.');
  await setFaults(context, baseURL!, 'comment_post=500');
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(problems(page)).toContainText('Your review was not sent. An unknown error occurred.');
  await setFaults(context, baseURL!, 'comment_post=offline');
  await problems(page).getByRole('button', { name: 'Try again' }).click();
  await expect(problems(page)).toContainText('Your review was not sent. You are probably offline.');
  await setFaults(context, baseURL!, 'comment_post=rejected');
  await problems(page).getByRole('button', { name: 'Try again' }).click();
  await expect(problems(page)).toHaveText('Duplicate comment detected; it looks as though you’ve already said that!');
  await expect(form(page).getByRole('textbox', { name: /^Your review/ })).toHaveValue('Thick enough for hiking boots.');
  await expect(group(page, 'Overall rating').getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect.poll(async () => JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)) ?? '{}') as unknown).toMatchObject({ fields: { comment: 'Thick enough for hiking boots.' } });
  await setFaults(context, baseURL!, '');
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/unapproved=/);
});

for (const width of [1280, 375]) {
  test(`axe finds nothing at ${width} px: the form, with its errors, with photos`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openReviewsTab(page, SOCKS);
    const check = async () => expect(await axeViolations(page, '#reviews')).toEqual([]);
    await check();
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect(problems(page)).toContainText('Please tick the checkbox to proceed');
    await form(page).locator('#cr_review_image').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
    await expect(form(page).locator('.cr-upload-images-status-error')).toBeVisible();
    await form(page).locator('#cr_review_image').setInputFiles([picture('a.png', 0.01, 'image/png')]);
    await expect(form(page).locator('.cr-upload-ok')).toHaveCount(1);
    await check();
  });
}

test('a star clicked and a field typed into while the island still loads are kept when it runs', async ({ page }) => {
  failOnPageErrors(page);
  const release = await holdChunk(page, 'comment-form');
  await page.goto(SOCKS);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(form(page)).toHaveAttribute('data-island-state', 'loading');
  await form(page).locator('.cr-review-form-rating-overall .cr-review-form-rating-inner[data-rating="4"] svg').first().click();
  await form(page).locator('textarea#comment').fill('Typed before the script ran.');
  release();
  await expect(form(page)).toHaveAttribute('data-island-state', 'mounted');
  await expect(group(page, 'Overall rating').getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(form(page).getByRole('textbox', { name: /^Your review/ })).toHaveValue('Typed before the script ran.');
});
