// Customer Reviews 5.64's Q&A block (demo setting cusrev=5.64) in chromium: its overlay forms as modal dialogs —
// asking by keyboard alone with the question form's per-product nonce, validation, a refusal and a 500 that lose
// nothing, an answer with the question's own nonce and a draft brought back after a reload — the id-only show more
// button, and axe with a dialog open. (The mock shop is shared by every test: its texts are its own, or a shop refuses
// them as asked twice.)
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, failOnPageErrors, lastListRequest, recordSiteAjax, setDemoSettings, setFaults, touchIsland } from '../../fixtures/e2e/helpers';

const PAGE = '/questions/';
const block = (page: Page) => page.locator('#cr_qna');
const questions = (page: Page) => page.locator('#cr_qna .cr-qna-list-block-inner .cr-qna-list-question');
const askDialog = (page: Page) => page.getByRole('dialog', { name: 'Ask a question' });
const answerDialog = (page: Page) => page.getByRole('dialog', { name: 'Add an answer' });

test.beforeEach(async ({ context, baseURL }) => setDemoSettings(context, baseURL!, 'cusrev=5.64'));

/** The nonces 5.64 prints on its two submit buttons (the question form's, then the answer form's), read from the page's HTML. */
async function printedNonces(page: Page): Promise<string[]> {
  const html = await (await page.request.get(PAGE)).text();
  return [...html.matchAll(/data-nonce="(\w+)" data-product="12" data-crcptcha/g)].map((match) => match[1]!);
}

async function open(page: Page): Promise<void> {
  await page.goto(PAGE);
  await expect(page.locator('#cr_qna .cr-qna-new-q-overlay')).toHaveCount(1);
  await block(page).scrollIntoViewIfNeeded();
  await touchIsland(block(page));
}

test('asks a question by keyboard alone in the dialog, with the form’s own nonce, and gets back to the button', async ({ page }) => {
  failOnPageErrors(page);
  const sent = await recordSiteAjax(page);
  const asked = `Does it come in 3XL (${Date.now()})?`;
  await open(page);
  const ask = page.getByRole('button', { name: 'Ask a question' });
  await ask.focus();
  await page.keyboard.press('Enter');
  const dialog = askDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(page.locator('body')).toHaveClass(/\bcr-noscroll\b/);
  await expect(dialog.getByRole('textbox', { name: /Start your question/ })).toBeFocused();
  await page.keyboard.type(asked);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Your name' })).toBeFocused();
  await page.keyboard.type('Ann Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ann@example.com');
  // Tab goes round inside the dialog: Submit, then the × at its top.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Thank you for the question!', { exact: true })).toBeVisible();
  const ok = dialog.getByRole('button', { name: 'OK' });
  await expect(ok).toBeFocused();
  const request = sent.find((item) => item.action === 'cr_new_qna')!;
  const [questionNonce, answerNonce] = await printedNonces(page);
  expect(questionNonce).not.toBe(answerNonce);
  expect(Object.fromEntries(request.fields)).toEqual({ action: 'cr_new_qna', currentPostID: '12', text: asked, name: 'Ann Lee', email: 'ann@example.com', security: questionNonce, cptcha: '' });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(ask).toBeFocused();
  await expect(page.locator('body')).not.toHaveClass(/\bcr-noscroll\b/);
  // Asked again: a fresh form.
  await ask.click();
  await expect(dialog.getByRole('textbox', { name: /Start your question/ })).toHaveValue('');
});

test('validation, a refusal and a 500 lose nothing; Escape and the backdrop close and keep what was typed', async ({ page, context, baseURL }) => {
  failOnPageErrors(page);
  // Its own question on every run (a retry too): the shop refuses the second asking below as a duplicate.
  const asked = `Is it warm in winter (${Date.now()})?`;
  await open(page);
  await page.getByRole('button', { name: 'Ask a question' }).click();
  const dialog = askDialog(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please enter your name.')).toBeVisible();
  const text = dialog.getByRole('textbox', { name: /Start your question/ });
  await expect(text).toBeFocused();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(text).toHaveClass(/cr-qna-new-q-form-invalid/);
  await text.fill(asked);
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Ann Lee');
  await dialog.getByRole('textbox', { name: 'Your email' }).fill('ann@example.com');
  await expect(dialog.locator('.island-qna-block__field-error')).toHaveCount(0);

  await setFaults(context, baseURL!, 'cr_new_qna=500');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Your question was not sent.');
  await expect(text).toHaveValue(asked);
  await setFaults(context, baseURL!, '');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByText('Thank you for the question!', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();

  // The same question again: the shop refuses it, the dialog says why, and the way back keeps the text.
  await page.getByRole('button', { name: 'Ask a question' }).click();
  await text.fill(asked);
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Ann Lee');
  await dialog.getByRole('textbox', { name: 'Your email' }).fill('ann@example.com');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.locator('.cr-qna-new-q-form-text-additional')).toHaveText('A similar question has already been asked. Please rephrase your question.');
  await expect(dialog.getByRole('button', { name: 'Back to your question' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(text).toHaveValue(asked);
  await expect(text).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Ask a question' }).click();
  await expect(text).toHaveValue(asked);
  // A click on the backdrop, outside the form: closed, focus back on the button, the page scrolls again, the text kept.
  await page.mouse.click(5, 400);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ask a question' })).toBeFocused();
  await expect(page.locator('body')).not.toHaveClass(/\bcr-noscroll\b/);
  await page.getByRole('button', { name: 'Ask a question' }).click();
  await expect(text).toHaveValue(asked);
  // A selection dragged from the text box out onto the backdrop does not close it; the × does.
  const box = (await text.boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(5, 400);
  await page.mouse.up();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ask a question' })).toBeFocused();
});

test('the first press on "Ask a question", before anything ran, opens the dialog', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  await expect(block(page)).toHaveAttribute('data-island-state', 'pending');
  await page.getByRole('button', { name: 'Ask a question' }).click();
  await expect(askDialog(page)).toBeVisible();
  await expect(askDialog(page).getByRole('textbox', { name: /Start your question/ })).toBeFocused();
});

test('answers a question with the answer form’s nonce, and a reload in the middle brings the answer back', async ({ page }) => {
  failOnPageErrors(page);
  const sent = await recordSiteAjax(page);
  await open(page);
  const answered = `Roughly 180 g/m² (${Date.now()}).`;
  const answerButton = page.locator('#cr_qna .cr-qna-ans-button[data-question="303"]');
  await answerButton.click();
  const dialog = answerDialog(page);
  await expect(dialog.locator('.cr-qna-new-q-form-text').first()).toHaveText(await page.locator('#cr_qna .cr-qna-list-q-cont').filter({ has: page.locator('.cr-qna-ans-button[data-question="303"]') }).locator('.cr-qna-list-question').innerText());
  const answer = dialog.getByRole('textbox', { name: 'Write your answer' });
  await expect(answer).toBeFocused();
  await answer.fill(answered);
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Leo Park');
  await dialog.getByRole('textbox', { name: 'Your email' }).fill('leo@example.com');
  await page.waitForTimeout(400);
  await page.reload();
  await block(page).scrollIntoViewIfNeeded();
  await touchIsland(block(page));
  await answerButton.click();
  await expect(dialog.getByText('Your unsent answer was restored.')).toBeVisible();
  await expect(answer).toHaveValue(answered);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Thank you for the answer!', { exact: true })).toBeVisible();
  const request = sent.find((item) => item.action === 'cr_new_qna')!;
  expect(Object.fromEntries(request.fields)).toMatchObject({ questionID: '303', productID: '12', currentPostID: '12', text: answered, name: 'Leo Park' });
  // The answer form's nonce, not the question form's.
  expect(request.fields.get('security')).toBe((await printedNonces(page))[1]);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes(':answer:')))).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(answerButton).toBeFocused();
});

test('search and the id-only show more button of 5.64', async ({ page }) => {
  failOnPageErrors(page);
  const sent = await recordSiteAjax(page);
  await open(page);
  await expect(questions(page)).toHaveCount(5);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(questions(page)).toHaveCount(9);
  await expect(page.getByRole('button', { name: 'Show more' })).toBeHidden();
  expect(lastListRequest(sent).fields.get('page')).toBe('0');
  await page.getByRole('textbox', { name: 'Search answers' }).pressSequentially('cold');
  await expect(questions(page)).toHaveText(['Does the tee shrink after washing?']);
  // An answer button of a question the search brought opens the dialog too.
  await page.locator('#cr_qna .cr-qna-ans-button').first().click();
  await expect(answerDialog(page)).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`axe finds nothing at ${width} px with the 5.64 dialogs open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page);
    const check = async () => expect(await axeViolations(page)).toEqual([]);
    await check();
    await page.getByRole('button', { name: 'Ask a question' }).click();
    const dialog = askDialog(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Please enter your name.')).toBeVisible();
    await check();
    // The thank-you part, then the refusal of the same question again.
    const asked = `Is it warm at ${width} px (${Date.now()})?`;
    for (const [field, value] of [[/Start your question/, asked], ['Your name', 'Ann Lee'], ['Your email', `ann${width}@example.com`]] as const) await dialog.getByRole('textbox', { name: field }).fill(value);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    await check();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Ask a question' }).click();
    await dialog.getByRole('textbox', { name: /Start your question/ }).fill(asked);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('button', { name: 'Back to your question' })).toBeFocused();
    await check();
    await page.keyboard.press('Escape');
    await page.locator('#cr_qna .cr-qna-ans-button').first().click();
    await expect(answerDialog(page)).toBeVisible();
    await check();
  });
}
