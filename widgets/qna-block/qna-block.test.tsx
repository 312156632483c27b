// qna-block on the tee's Q&A block, against the mock shop (msw/node): what is sent, shown and kept.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { VoteBook } from '../../fixtures/handlers/reviews-data';
import { qnaBlock } from '../../fixtures/handlers/reviews/qna';
import { mockShop } from '../../fixtures/msw-server';
import { expectInvalidProps, flushIslands, loadMarkup, recordSiteAjaxPosts, startMounts, stopMounts, stubShopGlobals, touchMountPoints } from '../../fixtures/test-utils';
import { DRAFT_SAVE_DELAY_MS } from '@/reviews';

const CR = { cr_ajax_object: { ajax_url: '/wp-admin/admin-ajax.php' } };

async function mount(markup?: string): Promise<void> {
  stubShopGlobals(CR);
  if (markup === undefined) loadMarkup('qna-block/ok.html');
  else document.body.innerHTML = markup;
  startMounts();
  touchMountPoints();
  await flushIslands();
}

const block = () => document.querySelector<HTMLElement>('#cr_qna')!;
const questions = () => [...document.querySelectorAll('.cr-qna-list-block-inner .cr-qna-list-question')].map((item) => item.textContent);
const searchBox = () => screen.getByRole('textbox', { name: 'Search answers' });
const moreButton = () => document.querySelector<HTMLElement>('#cr-show-more-q-id')!;
const askForm = () => within(document.querySelector<HTMLElement>('.cr-qna-new-q-form')!);
const answerPlace = (questionId: number) => document.querySelector<HTMLElement>(`.cr-qna-list-q-b[data-question="${questionId}"]`)!;
const answerForm = (questionId: number) => within(answerPlace(questionId).querySelector<HTMLElement>('.cr-qna-list-inl-answ')!);
const lastPost = (posts: URLSearchParams[], action: string) => posts.filter((post) => post.get('action') === action).at(-1);

/** The block as a logged-in customer sees it: the question form's name and email filled (data-defval). */
const loggedIn = () =>
  qnaBlock({ productId: 12, permalink: '/questions/' }, { origin: '', visitorId: '', votes: new VoteBook() })
    .replace('value="" data-defval=""', 'value="Ann Lee" data-defval="Ann Lee"')
    .replace('value="" data-defval=""', 'value="ann@example.com" data-defval="ann@example.com"');

async function fillForm(form: ReturnType<typeof within>, { text, name = 'Ann Lee', email = 'ann@example.com', terms = true }: { text: string; name?: string; email?: string; terms?: boolean }) {
  await userEvent.type(form.getByRole('textbox', { name: /^Your (question|answer)$/ }), text);
  await userEvent.type(form.getByRole('textbox', { name: 'Name' }), name);
  await userEvent.type(form.getByRole('textbox', { name: 'Email' }), email);
  if (terms) await userEvent.click(form.getByRole('checkbox', { name: /Terms and Conditions/ }));
}

describe('qna-block: search and show more', () => {
  it('searches 500 ms after typing stops, ignores arrow keys, and sends at once on Enter', async () => {
    const posts = recordSiteAjaxPosts();
    await mount();
    await userEvent.type(searchBox(), 'wash');
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts.filter((post) => post.get('action') === 'cr_show_more_qna')).toHaveLength(0);
    await waitFor(() => expect(questions()).toEqual(['Does the tee shrink after washing?']), { timeout: 1500 });
    const sent = lastPost(posts, 'cr_show_more_qna')!;
    expect(Object.fromEntries(sent)).toMatchObject({ productID: '12', page: '-1', search: 'wash', permalink: 'http://localhost:3000/questions/' });
    expect(sent.getAll('cr_attributes[products][]')).toEqual(['12']);
    expect(posts.filter((post) => post.get('action') === 'cr_show_more_qna')).toHaveLength(1);
    expect(document.querySelector('.cr-qna-list-block-inner .cr-search-highlight')).toHaveTextContent('wash');
    // Arrow keys alone never search again.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(posts.filter((post) => post.get('action') === 'cr_show_more_qna')).toHaveLength(1);
    await userEvent.type(searchBox(), 'ed{Enter}');
    await waitFor(() => expect(posts.filter((post) => post.get('search') === 'washed')).toHaveLength(1), { timeout: 200 });
  });

  it('shows "Sorry, no questions were found", and the clear button (a named button) brings the questions back', async () => {
    await mount();
    await userEvent.type(searchBox(), 'zebra{Enter}');
    const noResults = document.querySelector('.cr-search-no-qna')!;
    await waitFor(() => expect(noResults).toBeVisible());
    expect(questions()).toEqual([]);
    expect(moreButton()).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(questions()).toHaveLength(5));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(noResults).not.toBeVisible();
    expect(moreButton()).toBeVisible();
  });

  it('show more appends the next page with data-page, then hides on the last page', async () => {
    const posts = recordSiteAjaxPosts();
    await mount();
    expect(questions()).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(questions()).toHaveLength(9));
    expect(lastPost(posts, 'cr_show_more_qna')!.get('page')).toBe('0');
    expect(moreButton()).toHaveAttribute('data-page', '1');
    expect(moreButton()).not.toBeVisible();
    expect(document.querySelector('#cr-show-more-q-spinner')).not.toBeVisible();
  });

  it('shows only the newest answer when an older search comes back later', async () => {
    mockShop.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        const form = new URLSearchParams(await request.clone().text());
        if (form.get('search') === 'ship') await delay(300);
        return undefined;
      }),
    );
    await mount();
    await userEvent.type(searchBox(), 'ship{Enter}');
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'black{Enter}');
    await waitFor(() => expect(questions()).toEqual(['Will the black fade?']));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(questions()).toEqual(['Will the black fade?']);
  });

  it('a failure says why with Try again, gives the show-more button back, and the retry loads the page', async () => {
    let fails = true;
    mockShop.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        const form = new URLSearchParams(await request.clone().text());
        if (form.get('action') === 'cr_show_more_qna' && fails) return new HttpResponse('<html>critical error</html>', { status: 500 });
        return undefined;
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const alert = await screen.findByText(/Could not load the questions\./);
    expect(alert.closest('[role=alert]')).not.toBeNull();
    expect(moreButton()).toBeVisible();
    expect(questions()).toHaveLength(5);
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(questions()).toHaveLength(9));
    expect(screen.queryByText(/Could not load the questions/)).toBeNull();
  });

  it('a block without questions stays inert when searched, without errors', async () => {
    const posts = recordSiteAjaxPosts();
    const errors = vi.spyOn(console, 'error');
    await mount(qnaBlock({ productId: 24, permalink: '/questions/' }, { origin: '', visitorId: '', votes: new VoteBook() }));
    expect(screen.getByText('There are no questions yet')).toBeInTheDocument();
    await userEvent.type(searchBox(), 'mug{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(posts.filter((post) => post.get('action') === 'cr_show_more_qna')).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
    // The form still works there.
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(block()).toHaveClass('cr-qna-new-q-form-open');
  });

  it('votes of questions added by show more mount as review-votes, once each', async () => {
    const posts = recordSiteAjaxPosts();
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(questions()).toHaveLength(9));
    await flushIslands();
    const box = document.querySelector<HTMLElement>('.cr-qna-q-voting-309')!;
    // New votes wait for the shopper too, their spans already buttons named with their counts; the
    // first press starts the island and is replayed once it runs.
    expect(box).toHaveAttribute('data-island-state', 'pending');
    await userEvent.click(within(box).getByRole('button', { name: 'Helpful (1)' }));
    await waitFor(() => expect(box).toHaveAttribute('data-island-state', 'mounted'));
    expect(within(box).getAllByRole('button')).toHaveLength(2);
    await waitFor(() => expect(within(box).getByRole('button', { name: 'Helpful (2)' })).toHaveAttribute('aria-pressed', 'true'));
    expect(posts.filter((post) => post.get('action') === 'cr_vote_question')).toHaveLength(1);
    expect(Object.fromEntries(lastPost(posts, 'cr_vote_question')!)).toMatchObject({ reviewID: '309', upvote: '1' });
  });
});

describe('qna-block: the question form', () => {
  it('opens from "Ask a question" (expanded, focus in the form); Escape and Cancel close it and focus returns', async () => {
    await mount();
    const ask = screen.getByRole('button', { name: 'Ask a question' });
    expect(ask).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(ask);
    expect(block()).toHaveClass('cr-qna-new-q-form-open');
    expect(ask).toHaveAttribute('aria-expanded', 'true');
    expect(askForm().getByRole('textbox', { name: 'Your question' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(block()).not.toHaveClass('cr-qna-new-q-form-open');
    expect(ask).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(block()).toHaveClass('cr-qna-new-q-form-open');
    await userEvent.click(askForm().getByRole('button', { name: 'Cancel' }));
    expect(block()).not.toHaveClass('cr-qna-new-q-form-open');
    expect(ask).toHaveFocus();
  });

  it('marks every failing field (class, aria-invalid, its error text) and focuses the first; fixing a field unmarks it', async () => {
    const posts = recordSiteAjaxPosts();
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await userEvent.click(askForm().getByRole('button', { name: 'Submit' }));
    const text = askForm().getByRole('textbox', { name: 'Your question' });
    for (const [name, box, error] of [
      ['Your question', '.cr-review-form-comment', '* Question is required'],
      ['Name', '.cr-review-form-name', '* Name is required'],
      ['Email', '.cr-review-form-email', '* Email is required'],
    ] as const) {
      const field = askForm().getByRole('textbox', { name });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(error);
      expect(field.closest(box)).toHaveClass('cr-review-form-error');
    }
    const terms = askForm().getByRole('checkbox', { name: /Terms and Conditions/ });
    expect(terms).toHaveAccessibleDescription('* Please tick the checkbox to proceed');
    expect(terms.closest('.cr-review-form-terms')).toHaveClass('cr-review-form-error');
    expect(text).toHaveFocus();
    // Each rule alone: a bad e-mail, then the terms.
    await fillForm(askForm(), { text: 'Is it warm?', email: 'ann@example', terms: false });
    expect(text).not.toHaveAttribute('aria-invalid');
    await userEvent.click(askForm().getByRole('button', { name: 'Submit' }));
    expect(askForm().getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(askForm().getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(askForm().getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    await userEvent.type(askForm().getByRole('textbox', { name: 'Email' }), '.com');
    await userEvent.click(askForm().getByRole('button', { name: 'Submit' }));
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts.filter((post) => post.get('action') === 'cr_new_qna')).toHaveLength(0);
  });

  it('submits cr_new_qna (submitting → success); Continue closes, restores the default name and email and drops the draft', async () => {
    const posts = recordSiteAjaxPosts();
    mockShop.use(
      http.post('*/wp-admin/admin-ajax.php', async () => {
        await delay(100);
        return undefined;
      }),
    );
    await mount(loggedIn());
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(askForm().getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Lee');
    await userEvent.type(askForm().getByRole('textbox', { name: 'Your question' }), 'Is it warm?');
    await userEvent.clear(askForm().getByRole('textbox', { name: 'Name' }));
    await userEvent.type(askForm().getByRole('textbox', { name: 'Name' }), 'Annie');
    await userEvent.click(askForm().getByRole('checkbox', { name: /Terms/ }));
    await userEvent.click(askForm().getByRole('button', { name: 'Submit' }));
    const place = document.querySelector('.cr-qna-new-q-form')!;
    expect(place).toHaveClass('cr-review-form-submitting');
    await waitFor(() => expect(place).toHaveClass('cr-review-form-res'));
    expect(place).not.toHaveClass('cr-review-form-submitting');
    expect(place.querySelector('.cr-review-form-result span')).toHaveTextContent('The question was successfully added.');
    const next = askForm().getByRole('button', { name: 'Continue' });
    expect(next).toHaveClass('cr-review-form-success');
    // The focus moves in the effect after the result renders (a busy machine runs it a moment later).
    await waitFor(() => expect(next).toHaveFocus());
    const sent = lastPost(posts, 'cr_new_qna')!;
    expect(Object.fromEntries(sent)).toEqual({ action: 'cr_new_qna', crNonce: block().getAttribute('data-nonce'), currentPostID: '12', text: 'Is it warm?', name: 'Annie', email: 'ann@example.com', cptcha: '' });
    expect(sessionStorage.getItem('shop-islands:draft:v1:question:12')).toBeNull();
    await userEvent.click(next);
    expect(block()).not.toHaveClass('cr-qna-new-q-form-open');
    expect(screen.getByRole('button', { name: 'Ask a question' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(askForm().getByRole('textbox', { name: 'Your question' })).toHaveValue('');
    expect(askForm().getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Lee');
    expect(askForm().getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');
    expect(askForm().getByRole('checkbox', { name: /Terms/ })).not.toBeChecked();
  });

  it('a refusal shows the shop’s description and button as an error; its Continue returns to the filled form', async () => {
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ code: 1, description: 'A similar question has already been asked. Please rephrase your question.', button: 'Try again' })));
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await fillForm(askForm(), { text: 'Is it warm?' });
    await userEvent.click(askForm().getByRole('button', { name: 'Submit' }));
    const next = await askForm().findByRole('button', { name: 'Try again' });
    expect(next).toHaveClass('cr-review-form-error');
    expect(document.querySelector('.cr-qna-new-q-form .cr-review-form-result span')).toHaveTextContent(/A similar question has already been asked/);
    await userEvent.click(next);
    expect(document.querySelector('.cr-qna-new-q-form')).not.toHaveClass('cr-review-form-res');
    expect(askForm().getByRole('textbox', { name: 'Your question' })).toHaveValue('Is it warm?');
    expect(askForm().getByRole('textbox', { name: 'Your question' })).toHaveFocus();
  });

  it.each([
    ['a 500', () => new HttpResponse('<html>critical error</html>', { status: 500 }), /Your question was not sent\./],
    ['invalid JSON', () => new HttpResponse('<b>Warning</b>{"code":0}', { status: 200, headers: { 'Content-Type': 'application/json' } }), /not a valid JSON response/],
    ['offline', () => HttpResponse.error(), /offline/],
  ])('%s keeps everything, says why, and Try again sends it', async (_, failure, message) => {
    let fails = true;
    mockShop.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        const form = new URLSearchParams(await request.clone().text());
        if (form.get('action') === 'cr_new_qna' && fails) return failure();
        return undefined;
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await fillForm(askForm(), { text: 'Is it warm?' });
    await userEvent.click(askForm().getByRole('button', { name: 'Submit' }));
    const alert = await askForm().findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(message));
    expect(askForm().getByRole('textbox', { name: 'Your question' })).toHaveValue('Is it warm?');
    expect(askForm().getByRole('checkbox', { name: /Terms/ })).toBeChecked();
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50)));
    expect(JSON.parse(sessionStorage.getItem('shop-islands:draft:v1:question:12')!)).toMatchObject({ comment: 'Is it warm?' });
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(document.querySelector('.cr-qna-new-q-form')).toHaveClass('cr-review-form-res'));
    expect(askForm().getByText('The question was successfully added.')).toBeVisible();
    expect(sessionStorage.getItem('shop-islands:draft:v1:question:12')).toBeNull();
  });
});

describe('qna-block: inline answers and drafts', () => {
  it('answers a question inline: prefilled from the question form’s defaults, questionID and productID sent, emptied after success', async () => {
    const posts = recordSiteAjaxPosts();
    await mount(loggedIn());
    const button = within(answerPlace(302)).getByRole('button', { name: 'Answer the question' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(answerPlace(302)).toHaveClass('cr-qna-ans-form-open');
    const form = answerForm(302);
    expect(form.getByRole('textbox', { name: 'Your answer' })).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Lee');
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');
    await userEvent.type(form.getByRole('textbox', { name: 'Your answer' }), 'It is, yes.');
    await userEvent.click(form.getByRole('checkbox', { name: /Terms/ }));
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form.getByText('The answer was successfully added.')).toBeVisible());
    expect(Object.fromEntries(lastPost(posts, 'cr_new_qna')!)).toEqual({ action: 'cr_new_qna', crNonce: block().getAttribute('data-nonce'), currentPostID: '12', text: 'It is, yes.', name: 'Ann Lee', email: 'ann@example.com', cptcha: '', questionID: '302', productID: '12' });
    await userEvent.click(form.getByRole('button', { name: 'Continue' }));
    expect(answerPlace(302)).not.toHaveClass('cr-qna-ans-form-open');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(form.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('the answer form of a question added by show more validates and sends', async () => {
    const posts = recordSiteAjaxPosts();
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(questions()).toHaveLength(9));
    await userEvent.click(within(answerPlace(309)).getByRole('button', { name: 'Answer the question' }));
    const form = answerForm(309);
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    expect(form.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription('* Answer is required');
    await fillForm(form, { text: 'Not much.' });
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form.getByText('The answer was successfully added.')).toBeVisible());
    expect(lastPost(posts, 'cr_new_qna')!.get('questionID')).toBe('309');
  });

  it('restores drafts after a reload, reopening their forms and saying so, without leaking to other questions or forms', async () => {
    await mount();
    await userEvent.click(within(answerPlace(301)).getByRole('button', { name: 'Answer the question' }));
    await userEvent.type(answerForm(301).getByRole('textbox', { name: 'Your answer' }), 'Wash it cold.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await userEvent.type(askForm().getByRole('textbox', { name: 'Your question' }), 'Is it warm?');
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50)));
    expect(Object.keys(sessionStorage).sort()).toEqual(['shop-islands:draft:v1:answer:12:301', 'shop-islands:draft:v1:question:12']);
    // The next page view.
    stopMounts();
    await mount();
    expect(block()).toHaveClass('cr-qna-new-q-form-open');
    expect(askForm().getByRole('textbox', { name: 'Your question' })).toHaveValue('Is it warm?');
    expect(askForm().getByRole('status')).toHaveTextContent('Your unsent question was restored.');
    expect(answerPlace(301)).toHaveClass('cr-qna-ans-form-open');
    expect(answerForm(301).getByRole('textbox', { name: 'Your answer' })).toHaveValue('Wash it cold.');
    expect(answerForm(301).getByRole('status')).toHaveTextContent('Your unsent answer was restored.');
    expect(answerPlace(302)).not.toHaveClass('cr-qna-ans-form-open');
    await userEvent.click(askForm().getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(answerPlace(302)).getByRole('button', { name: 'Answer the question' }));
    expect(answerForm(302).getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    // Another product's block shares nothing.
    stopMounts();
    await mount(qnaBlock({ productId: 24, permalink: '/questions/' }, { origin: '', visitorId: '', votes: new VoteBook() }));
    expect(block()).not.toHaveClass('cr-qna-new-q-form-open');
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(askForm().getByRole('textbox', { name: 'Your question' })).toHaveValue('');
  });
});

describe('qna-block: broken markup', () => {
  it.each(['props-corrupted', 'props-invalid', 'props-missing'])('%s fails alone and keeps the server markup', async (fixture) => {
    await expectInvalidProps('qna-block', fixture);
    expect(screen.getByText('Does the tee shrink after washing?')).toBeInTheDocument();
    expect(document.querySelector('.cr-qna-block')).not.toHaveClass('cr-qna-new-q-form-open');
  });
});
