// The review form in chromium on the demo pages: a keyboard-only review with two photos over a slow
// connection (real progress), a reload in the middle, a delete; submits during a 500 and offline that
// lose nothing; every validation message including terms and the captcha; the grid's form; axe.
import { expect, test, type FileChooser, type Locator, type Page } from '@playwright/test';
import { axeViolations, expectProgressMoves, failOnPageErrors, openProductTab, picture, rateByKeyboard, recordSiteAjax, setDemoSettings, setFaults, startSlowUploads, tabTo } from '../../fixtures/e2e/helpers';

const HOODIE = '/product/holdout-variable-hoodie/';
const form = (page: Page) => page.locator('.cr-review-form-wrap');
const group = (page: Page, name: string) => form(page).getByRole('radiogroup', { name });

async function openProductForm(page: Page, { byKeyboard = false } = {}): Promise<void> {
  await page.goto(HOODIE);
  await openProductTab(page, /^Reviews/);
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await expect(page.getByRole('group', { name: 'Filter reviews by rating' })).toBeVisible();
  const add = page.locator('#reviews').getByRole('button', { name: 'Add a review' });
  if (byKeyboard) {
    await add.focus();
    await page.keyboard.press('Enter');
  } else await add.click();
  await expect(group(page, 'Overall rating')).toBeVisible();
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

test('a review with two photos by keyboard alone: progress, a reload in the middle, a delete, then sent', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const { sent, choosers } = await startSlowUploads(page, context, baseURL!);
  await openProductForm(page, { byKeyboard: true });
  await rateByKeyboard(page, group(page, 'Overall rating'), group(page, 'Comfort'));
  await typeInto(page, form(page).getByRole('textbox', { name: 'What did you use it for?' }), 'Autumn hikes');
  await typeInto(page, form(page).getByRole('textbox', { name: 'Your review' }), 'Warm, soft, and the hood stays up in the wind.');
  await typeInto(page, form(page).getByRole('textbox', { name: 'Name' }), 'Ada');
  await typeInto(page, form(page).getByRole('textbox', { name: 'Email' }), 'ada@example.com');

  await tabTo(page, form(page).getByRole('button', { name: 'Add photos or video to your review' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => choosers.length).toBe(1);
  // Large enough that the socket buffers cannot swallow them: the bar follows the slow server.
  await choosers[0]!.setFiles([picture('trail.jpg', 10), picture('hood.jpg', 10)]);
  const bar = form(page).getByRole('progressbar', { name: 'Uploading trail.jpg' });
  await expectProgressMoves(bar);
  const width = await bar.locator('.cr-upload-images-pbarin').evaluate((inner) => (inner as HTMLElement).style.width);
  expect(width).toBe(`${await bar.getAttribute('aria-valuenow')}%`);
  // Submit waits for the uploads, and says so.
  await tabTo(page, form(page).getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(form(page).getByText('Please wait until your photos and videos have finished uploading')).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Remove trail.jpg' })).toBeVisible({ timeout: 40_000 });
  await expect(form(page).getByRole('button', { name: 'Remove hood.jpg' })).toBeVisible({ timeout: 40_000 });
  await expect(form(page).getByText('Please wait until your photos and videos have finished uploading')).toBeHidden();
  expect(sent.filter((request) => request.action === 'cr_submit_review')).toHaveLength(0);
  const uploads = await form(page).locator('input[name="cr-upload-images-ids[]"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

  // A reload in the middle: everything comes back (new field names, same draft).
  await page.waitForTimeout(400);
  await page.reload();
  await openProductForm(page, { byKeyboard: true });
  await expect(form(page).getByText('Your unsent review was restored.')).toBeVisible();
  await expect(group(page, 'Overall rating').getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(group(page, 'Comfort').getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(form(page).getByRole('textbox', { name: 'Your review' })).toHaveValue('Warm, soft, and the hood stays up in the wind.');
  await expect(form(page).getByRole('textbox', { name: 'What did you use it for?' })).toHaveValue('Autumn hikes');
  await expect(form(page).getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  await expect(form(page).locator('.cr-upload-images-containers.cr-upload-ok')).toHaveCount(2);

  await tabTo(page, form(page).getByRole('button', { name: 'Remove hood.jpg' }));
  await page.keyboard.press('Enter');
  await expect(form(page).locator('.cr-upload-images-containers')).toHaveCount(1);
  expect(sent.find((request) => request.action === 'cr_delete_media')?.fields.get('image')).toBe(uploads[1]);
  await tabTo(page, form(page).getByRole('checkbox', { name: /I have read and agree/ }));
  await page.keyboard.press('Space');
  await tabTo(page, form(page).getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  const next = form(page).getByRole('button', { name: 'Continue' });
  await expect(next).toBeFocused();
  await expect(form(page).locator('.cr-review-form-result span')).toHaveText('Your review has been successfully added');
  const review = sent.find((request) => request.action === 'cr_submit_review')!.fields;
  expect(review.get('rating')).toBe('4');
  expect(review.get('id')).toBe('14');
  expect(review.getAll('cr-upload-images-ids[]')).toEqual([uploads[0]]);
  await page.keyboard.press('Enter');
  await expect(page.locator('#reviews .cr-reviews-ajax-comments')).toBeVisible();
  await expect(page.locator('#reviews').getByRole('button', { name: 'Add a review' })).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.getItem('shop-islands:draft:v1:review:14'))).toBeNull();
});

test('a submit during a 500 and offline loses nothing; then it goes through', async ({ page, context, baseURL }) => {
  failOnPageErrors(page);
  await openProductForm(page);
  await group(page, 'Overall rating').getByRole('radio', { name: '5 stars' }).click();
  await group(page, 'Comfort').getByRole('radio', { name: '3 stars' }).click();
  await form(page).getByRole('textbox', { name: 'What did you use it for?' }).fill('Commuting');
  await form(page).getByRole('textbox', { name: 'Your review' }).fill('Good value.');
  await form(page).getByRole('textbox', { name: 'Name' }).fill('Bo');
  await form(page).getByRole('textbox', { name: 'Email' }).fill('bo@example.org');
  await form(page).getByRole('checkbox', { name: /I have read and agree/ }).check();
  await setFaults(context, baseURL!, 'cr_submit_review=500');
  await form(page).getByRole('button', { name: 'Submit' }).click();
  const alert = form(page).getByRole('alert').filter({ hasText: 'Your review was not sent.' });
  await expect(alert).toContainText('An unknown error occurred.');
  await setFaults(context, baseURL!, 'cr_submit_review=offline');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toContainText('You are probably offline.');
  await expect(form(page).getByRole('textbox', { name: 'Your review' })).toHaveValue('Good value.');
  await expect(group(page, 'Comfort').getByRole('radio', { name: '3 stars' })).toBeChecked();
  await setFaults(context, baseURL!, 'cr_submit_review=invalid-json');
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(alert).toContainText('The response is not a valid JSON response.');
  // Still there after a reload.
  await page.reload();
  await openProductForm(page);
  await expect(form(page).getByRole('textbox', { name: 'Your review' })).toHaveValue('Good value.');
  await setFaults(context, baseURL!, '');
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(form(page).getByRole('button', { name: 'Continue' })).toHaveClass(/cr-review-form-success/);
});

test('every validation message, terms and captcha included, then the captcha token goes with the review', async ({ page, context, baseURL }) => {
  failOnPageErrors(page);
  await setDemoSettings(context, baseURL!, 'captcha=on');
  const sent = await recordSiteAjax(page);
  await openProductForm(page);
  await expect(form(page).getByRole('checkbox', { name: 'I am not a robot' })).toBeVisible();
  await form(page).getByRole('button', { name: 'Submit' }).click();
  for (const message of ['* Rating is required', '* Answer is required', '* Review is required', '* Name is required', '* Email is required', '* Please tick the checkbox to proceed', '* Please confirm that you are not a robot']) {
    await expect(form(page).getByText(message, { exact: true }).first()).toBeVisible();
  }
  await expect(group(page, 'Overall rating').getByRole('radio', { name: '1 star' })).toBeFocused();
  await group(page, 'Overall rating').getByRole('radio', { name: '5 stars' }).click();
  await group(page, 'Comfort').getByRole('radio', { name: '4 stars' }).click();
  await form(page).getByRole('textbox', { name: 'What did you use it for?' }).fill('Gifts');
  await form(page).getByRole('textbox', { name: 'Your review' }).fill('Lovely.');
  await form(page).getByRole('textbox', { name: 'Name' }).fill('Cy');
  await form(page).getByRole('textbox', { name: 'Email' }).fill('cy@example');
  await form(page).getByRole('checkbox', { name: /I have read and agree/ }).check();
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(form(page).getByText('* Email is required')).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(form(page).getByText('* Please confirm that you are not a robot')).toBeVisible();
  await form(page).getByRole('textbox', { name: 'Email' }).fill('cy@example.com');
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(form(page).getByRole('checkbox', { name: 'I am not a robot' })).toBeFocused();
  await form(page).getByRole('checkbox', { name: 'I am not a robot' }).check();
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(form(page).getByRole('button', { name: 'Continue' })).toHaveClass(/cr-review-form-success/);
  expect(sent.find((request) => request.action === 'cr_submit_review')!.fields.get('cr_captcha_response')).toMatch(/^demo-captcha-[0-9a-z]+$/);
});

test("Customer Reviews 5.60 – 5.116's reCAPTCHA box: rendered in the island's form, checked before sending, its answer sent as g-recaptcha-response", async ({ page, context, baseURL }) => {
  failOnPageErrors(page);
  await setDemoSettings(context, baseURL!, 'captcha=recaptcha');
  const sent = await recordSiteAjax(page);
  await openProductForm(page);
  // No plugin API on these versions: the island renders Google's box itself (the demo's stand-in for api.js).
  expect(await page.evaluate(() => 'crCaptcha' in window)).toBe(false);
  const robot = form(page).getByRole('checkbox', { name: "I'm not a robot" });
  await expect(robot).toBeVisible();
  await group(page, 'Overall rating').getByRole('radio', { name: '5 stars' }).click();
  await group(page, 'Comfort').getByRole('radio', { name: '4 stars' }).click();
  await form(page).getByRole('textbox', { name: 'What did you use it for?' }).fill('Ferry crossings');
  await form(page).getByRole('textbox', { name: 'Your review' }).fill('Blocks the sea wind.');
  await form(page).getByRole('textbox', { name: 'Name' }).fill('Di');
  await form(page).getByRole('textbox', { name: 'Email' }).fill('di@example.com');
  await form(page).getByRole('checkbox', { name: /I have read and agree/ }).check();
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(form(page).getByText('* Please confirm that you are not a robot')).toBeVisible();
  await expect(robot).toBeFocused();
  expect(sent.filter((request) => request.action === 'cr_submit_review')).toHaveLength(0);
  expect(await axeViolations(page, '.cr-review-form-wrap')).toEqual([]);
  await robot.check();
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(form(page).getByRole('button', { name: 'Continue' })).toHaveClass(/cr-review-form-success/);
  const review = sent.find((request) => request.action === 'cr_submit_review')!.fields;
  expect(review.get('g-recaptcha-response')).toMatch(/^demo-captcha-[0-9a-z]+$/);
  expect(review.has('cr_captcha_response')).toBe(false);
});

test('the grid and all-reviews pages open their shop form and send id -1', async ({ page }) => {
  failOnPageErrors(page);
  const sent = await recordSiteAjax(page);
  await page.goto('/reviews-grid/');
  await page.getByRole('button', { name: 'Add a review' }).click();
  await expect(page.locator('.cr-reviews-grid').first()).toHaveClass(/cr-reviews-grid-new-review/);
  await expect(group(page, 'Rating')).toBeVisible();
  await form(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('.cr-reviews-grid').first()).not.toHaveClass(/cr-reviews-grid-new-review/);
  await page.goto('/reviews/');
  await page.getByRole('button', { name: 'Add a review' }).click();
  await group(page, 'Rating').getByRole('radio', { name: '5 stars' }).click();
  await form(page).getByRole('textbox', { name: 'Your review' }).fill('Quick delivery.');
  await form(page).getByRole('textbox', { name: 'Name' }).fill('Di');
  await form(page).getByRole('textbox', { name: 'Email' }).fill('di@example.com');
  await form(page).getByRole('checkbox', { name: /I have read and agree/ }).check();
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(form(page).getByRole('button', { name: 'Continue' })).toBeFocused();
  expect(sent.find((request) => request.action === 'cr_submit_review')!.fields.get('id')).toBe('-1');
});

for (const width of [1280, 375]) {
  test(`axe finds nothing at ${width} px: the form open, with errors, with a result`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openProductForm(page);
    const check = async () => expect(await axeViolations(page, '#reviews')).toEqual([]);
    await check();
    await form(page).screenshot({ path: `test-results/review-form-open-${width}.png` });
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect(form(page).getByText('* Review is required')).toBeVisible();
    await check();
    await form(page).screenshot({ path: `test-results/review-form-errors-${width}.png` });
    await group(page, 'Overall rating').getByRole('radio', { name: '5 stars' }).click();
    await group(page, 'Comfort').getByRole('radio', { name: '5 stars' }).click();
    await form(page).getByRole('textbox', { name: 'What did you use it for?' }).fill('Everything');
    await form(page).getByRole('textbox', { name: 'Your review' }).fill('Great.');
    await form(page).getByRole('textbox', { name: 'Name' }).fill('Ed');
    await form(page).getByRole('textbox', { name: 'Email' }).fill('ed@example.com');
    await form(page).getByRole('checkbox', { name: /I have read and agree/ }).check();
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect(form(page).getByRole('button', { name: 'Continue' })).toBeVisible();
    await check();
  });
}

test.describe('on a phone (touch, coarse pointer)', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } });

  test('"Take a photo" opens the camera chooser and its photo uploads; the gallery tile stays', async ({ page }) => {
    failOnPageErrors(page);
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));
    await openProductForm(page);
    const camera = form(page).getByRole('button', { name: 'Take a photo' });
    await expect(camera).toBeVisible();
    await expect(form(page).getByRole('button', { name: 'Add photos or video to your review' })).toBeVisible();
    await camera.tap();
    await expect.poll(() => choosers.length).toBe(1);
    expect(await choosers[0]!.element().getAttribute('capture')).toBe('environment');
    await choosers[0]!.setFiles([picture('snap.jpg', 0.05)]);
    await expect(form(page).getByRole('button', { name: 'Remove snap.jpg' })).toBeVisible();
  });
});

test('a desktop (fine pointer) has no "Take a photo"', async ({ page }) => {
  await openProductForm(page);
  await expect(form(page).getByRole('button', { name: 'Add photos or video to your review' })).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Take a photo' })).toHaveCount(0);
});
