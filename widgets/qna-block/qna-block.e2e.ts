// The tee's questions and answers (/questions/ and the product's Q & A tab) in chromium: search, show
// more to the end, asking by keyboard alone, answering inline, validation, a 500 and a dropped
// connection during submit, a reload in the middle of an answer, votes on questions added later, axe.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, failOnPageErrors, lastListRequest, openProductTab, recordSiteAjax, setFaults, touchIsland } from '../../fixtures/e2e/helpers';

const PAGE = '/questions/';
const block = (page: Page) => page.locator('#cr_qna');
const questions = (page: Page) => page.locator('#cr_qna .cr-qna-list-block-inner .cr-qna-list-question');
const askForm = (page: Page) => page.locator('#cr_qna .cr-qna-new-q-form');
const answerPlace = (page: Page, id: number) => page.locator(`#cr_qna .cr-qna-list-q-b[data-question="${id}"]`);
const answerForm = (page: Page, id: number) => answerPlace(page, id).locator('.cr-qna-list-inl-answ');

async function open(page: Page, url = PAGE): Promise<void> {
  await page.goto(url);
  await openProductTab(page, /^Q & A/);
  await block(page).scrollIntoViewIfNeeded();
  await touchIsland(block(page));
}

test('search as you type, no results, clear, and show more to the end', async ({ page }) => {
  failOnPageErrors(page);
  const sent = await recordSiteAjax(page);
  await open(page);
  await expect(questions(page)).toHaveCount(5);
  const search = page.getByRole('textbox', { name: 'Search answers' });
  await search.pressSequentially('cold');
  await expect(questions(page)).toHaveText(['Does the tee shrink after washing?']);
  await expect(page.locator('#cr_qna .cr-qna-list-answer .cr-search-highlight')).toHaveText('cold');
  const searches = sent.filter((request) => request.action === 'cr_show_more_qna');
  expect(searches).toHaveLength(1);
  expect(searches[0]!.fields.get('page')).toBe('-1');
  expect(searches[0]!.fields.get('cr_attributes[products][]')).toBe('12');
  await search.fill('zebra');
  await expect(block(page).getByText('Sorry, no questions were found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(questions(page)).toHaveCount(5);
  await expect(block(page).getByText('Sorry, no questions were found')).toBeHidden();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(questions(page)).toHaveCount(9);
  await expect(page.getByRole('button', { name: 'Show more' })).toBeHidden();
  expect(lastListRequest(sent).fields.get('page')).toBe('0');
});

test('asks a question by keyboard alone and sees the success', async ({ page }) => {
  failOnPageErrors(page);
  const sent = await recordSiteAjax(page);
  await open(page);
  const ask = page.getByRole('button', { name: 'Ask a question' });
  await ask.focus();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(askForm(page).getByRole('textbox', { name: 'Your question' })).toBeFocused();
  await page.keyboard.type('Does it come in XXL?');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ann Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ann@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(askForm(page).getByRole('checkbox')).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(askForm(page).getByText('The question was successfully added.')).toBeVisible();
  const next = askForm(page).getByRole('button', { name: 'Continue' });
  await expect(next).toBeFocused();
  const request = sent.find((item) => item.action === 'cr_new_qna')!;
  expect(Object.fromEntries(request.fields)).toMatchObject({ currentPostID: '12', text: 'Does it come in XXL?', name: 'Ann Lee', email: 'ann@example.com', cptcha: '' });
  expect(request.fields.get('crNonce')).toMatch(/^[0-9a-f]{10}$/);
  await page.keyboard.press('Enter');
  await expect(ask).toBeFocused();
  await expect(questions(page)).toHaveCount(5);
});

test('validation marks each field with its message, and a 500 then a dropped connection lose nothing', async ({ page, context, baseURL }) => {
  await open(page);
  await page.getByRole('button', { name: 'Ask a question' }).click();
  await askForm(page).getByRole('button', { name: 'Submit' }).click();
  for (const message of ['* Question is required', '* Name is required', '* Email is required', '* Please tick the checkbox to proceed']) await expect(askForm(page).getByText(message)).toBeVisible();
  await expect(askForm(page).getByRole('textbox', { name: 'Your question' })).toBeFocused();
  await askForm(page).getByRole('textbox', { name: 'Your question' }).fill('Is it warm?');
  await askForm(page).getByRole('textbox', { name: 'Name' }).fill('Ann Lee');
  await askForm(page).getByRole('textbox', { name: 'Email' }).fill('ann@example');
  await askForm(page).getByRole('checkbox').check();
  await askForm(page).getByRole('button', { name: 'Submit' }).click();
  await expect(askForm(page).getByText('* Email is required')).toBeVisible();
  await expect(askForm(page).getByText('* Question is required')).toBeHidden();
  await expect(askForm(page).getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type('.com');

  await setFaults(context, baseURL!, 'cr_new_qna=500');
  await askForm(page).getByRole('button', { name: 'Submit' }).click();
  const alert = askForm(page).getByRole('alert');
  await expect(alert).toContainText('Your question was not sent.');
  await expect(askForm(page).getByRole('textbox', { name: 'Your question' })).toHaveValue('Is it warm?');
  await expect(askForm(page).getByRole('checkbox')).toBeChecked();

  await setFaults(context, baseURL!, 'cr_new_qna=offline');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toContainText('offline');
  await expect(askForm(page).getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');

  await setFaults(context, baseURL!, '');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(askForm(page).getByText('The question was successfully added.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('shop-islands:draft:v1:question:12'))).toBeNull();
});

test('answers a question inline, and a reload in the middle of an answer brings it back', async ({ page }) => {
  failOnPageErrors(page);
  const sent = await recordSiteAjax(page);
  await open(page);
  await answerPlace(page, 303).getByRole('button', { name: 'Answer the question' }).click();
  const form = answerForm(page, 303);
  await expect(form.getByRole('textbox', { name: 'Your answer' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Your answer' }).fill('About 180 g/m².');
  await form.getByRole('textbox', { name: 'Name' }).fill('Leo Park');
  await form.getByRole('textbox', { name: 'Email' }).fill('leo@example.com');
  // The next page view, half-way.
  await page.waitForTimeout(400);
  await page.reload();
  await block(page).scrollIntoViewIfNeeded();
  await expect(form.getByText('Your unsent answer was restored.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Your answer' })).toHaveValue('About 180 g/m².');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('leo@example.com');
  await expect(answerForm(page, 302)).toBeHidden();
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('The answer was successfully added.')).toBeVisible();
  expect(Object.fromEntries(sent.find((item) => item.action === 'cr_new_qna')!.fields)).toMatchObject({ questionID: '303', productID: '12', currentPostID: '12', text: 'About 180 g/m².' });
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form).toBeHidden();
  await expect(answerPlace(page, 303).getByRole('button', { name: 'Answer the question' })).toBeFocused();
  await page.reload();
  await block(page).scrollIntoViewIfNeeded();
  await expect(page.locator('#cr_qna .cr-qna-ans-form-open')).toHaveCount(0);
});

test('votes on questions added by show more, and their answer forms work', async ({ page }) => {
  failOnPageErrors(page);
  const sent = await recordSiteAjax(page);
  await open(page);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(questions(page)).toHaveCount(9);
  const votes = answerPlace(page, 309).locator('.cr-qna-q-voting');
  // Like every vote box, they wait for the shopper: the first press starts them and is replayed.
  await expect(votes).toHaveAttribute('data-island-state', 'pending');
  await votes.getByRole('button', { name: 'Helpful (1)' }).click();
  await expect(votes.getByRole('button', { name: 'Helpful (2)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(votes).toHaveAttribute('data-island-state', 'mounted');
  expect(sent.filter((item) => item.action === 'cr_vote_question')).toHaveLength(1);
  await answerPlace(page, 309).getByRole('button', { name: 'Answer the question' }).click();
  await answerForm(page, 309).getByRole('button', { name: 'Submit' }).click();
  await expect(answerForm(page, 309).getByText('* Answer is required')).toBeVisible();
});

test('the tee’s Q & A tab runs the same block', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto('/product/holdout-simple-tee/');
  await expect(page.getByRole('tab', { name: 'Q & A (9)' })).toBeVisible();
  await open(page, '/product/holdout-simple-tee/');
  await page.getByRole('textbox', { name: 'Search answers' }).pressSequentially('canada');
  await expect(questions(page)).toHaveText(['Do you ship to Canada?']);
});

for (const width of [1280, 375]) {
  test(`axe finds nothing at ${width} px: form open, errors shown, result shown`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page);
    const check = async () => expect(await axeViolations(page, '#cr_qna')).toEqual([]);
    await check();
    await page.getByRole('button', { name: 'Ask a question' }).click();
    await check();
    await askForm(page).getByRole('button', { name: 'Submit' }).click();
    await expect(askForm(page).getByText('* Name is required')).toBeVisible();
    await check();
    // Its own question: the shop refuses one asked twice by the same e-mail.
    await askForm(page).getByRole('textbox', { name: 'Your question' }).fill(`Is it warm at ${width} px?`);
    await askForm(page).getByRole('textbox', { name: 'Name' }).fill('Ann Lee');
    await askForm(page).getByRole('textbox', { name: 'Email' }).fill(`ann${width}@example.com`);
    await askForm(page).getByRole('checkbox').check();
    await askForm(page).getByRole('button', { name: 'Submit' }).click();
    await expect(askForm(page).getByText('The question was successfully added.')).toBeVisible();
    await check();
    await askForm(page).getByRole('button', { name: 'Continue' }).click();
    await answerPlace(page, 301).getByRole('button', { name: 'Answer the question' }).click();
    await answerForm(page, 301).getByRole('button', { name: 'Submit' }).click();
    await check();
    expect(await axeViolations(page)).toEqual([]);
  });
}
