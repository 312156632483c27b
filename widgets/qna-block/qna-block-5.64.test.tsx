// qna-block on Customer Reviews 5.64's markup (its forms in an overlay, per-product nonces), against the mock shop
// (msw/node): the dialogs, what is sent, what is shown, what is kept.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockShop } from '../../fixtures/msw-server';
import { collectEvents, flushIslands, loadMarkup, recordSiteAjaxPosts, startMounts, stopMounts, stubShopGlobals, touchMountPoints } from '../../fixtures/test-utils';
import { DRAFT_SAVE_DELAY_MS } from '@/reviews';

const CR = { cr_ajax_object: { ajax_url: '/wp-admin/admin-ajax.php' } };

/** Mounts the block; answers the nonces on its two submit buttons as the server printed them (the question form's, the answer form's). */
async function mount(edit?: (block: HTMLElement) => void): Promise<{ question: string; answer: string }> {
  stubShopGlobals(CR);
  loadMarkup('qna-block/cusrev-5.64.html');
  edit?.(document.querySelector<HTMLElement>('#cr_qna')!);
  const [question, answer] = [...document.querySelectorAll('.cr-qna-new-q-form-input .cr-qna-new-q-form-s-b[data-nonce]')].map((button) => button.getAttribute('data-nonce')!);
  startMounts();
  touchMountPoints();
  await flushIslands();
  return { question: question!, answer: answer! };
}

const askDialog = () => screen.getByRole('dialog', { name: 'Ask a question' });
const newQna = (posts: URLSearchParams[]) => posts.filter((post) => post.get('action') === 'cr_new_qna');

async function fill(dialog: HTMLElement, text: string, name = 'Ann Lee', email = 'ann@example.com'): Promise<void> {
  const form = within(dialog);
  await userEvent.type(form.getByRole('textbox', { name: /^(Start your question|Write your answer)/ }), text);
  await userEvent.type(form.getByRole('textbox', { name: 'Your name' }), name);
  await userEvent.type(form.getByRole('textbox', { name: 'Your email' }), email);
}

afterEach(() => vi.restoreAllMocks());

describe('qna-block: Customer Reviews 5.64 (the overlay)', () => {
  it('opens "Ask a question" as a modal dialog with the plugin’s classes, and Escape gives focus back to the button', async () => {
    await mount();
    const ask = screen.getByRole('button', { name: 'Ask a question' });
    await userEvent.click(ask);
    const dialog = askDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('cr-q-modal');
    expect(document.querySelector('.cr-qna-new-q-overlay')).toHaveClass('cr-q-modal');
    expect(document.body).toHaveClass('cr-noscroll');
    expect(within(dialog).getByRole('textbox', { name: /Start your question/ })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(document.querySelector('.cr-qna-new-q-overlay')).not.toHaveClass('cr-q-modal');
    expect(document.body).not.toHaveClass('cr-noscroll');
    expect(ask).toHaveFocus();
  });

  it('sends a question with the question form’s nonce as `security`, shows the thank-you part, and starts afresh after OK', async () => {
    const posts = recordSiteAjaxPosts();
    const nonces = await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await fill(askDialog(), 'Does it come in XXL?');
    await userEvent.click(within(askDialog()).getByRole('button', { name: 'Submit' }));
    const ok = await within(askDialog()).findByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    expect(screen.getByText('Thank you for the question!', { selector: 'p' })).toBeVisible();
    expect(Object.fromEntries(newQna(posts)[0]!)).toEqual({ action: 'cr_new_qna', currentPostID: '12', text: 'Does it come in XXL?', name: 'Ann Lee', email: 'ann@example.com', security: nonces.question, cptcha: '' });
    await userEvent.click(ok);
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(within(askDialog()).getByRole('textbox', { name: /Start your question/ })).toHaveValue('');
  });

  it('answers with the answer form’s nonce, the question’s id and product, and the question shown in the dialog', async () => {
    const posts = recordSiteAjaxPosts();
    const nonces = await mount();
    const button = document.querySelector<HTMLElement>('.cr-qna-ans-button[data-question="303"]')!;
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Add an answer' });
    const question = button.closest('.cr-qna-list-q-cont')!.querySelector('.cr-qna-list-question')!.textContent;
    expect(within(dialog).getByText(question!)).toBeInTheDocument();
    await fill(dialog, 'About 180 g/m².', 'Leo Park', 'leo@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByRole('button', { name: 'OK' });
    expect(Object.fromEntries(newQna(posts)[0]!)).toMatchObject({ questionID: '303', productID: '12', currentPostID: '12', text: 'About 180 g/m².', security: nonces.answer });
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveFocus();
  });

  it('marks each failing field with its message and sends nothing; a marked field is unmarked once it passes', async () => {
    const posts = recordSiteAjaxPosts();
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    const form = within(askDialog());
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    const text = form.getByRole('textbox', { name: /Start your question/ });
    expect(text).toHaveFocus();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveClass('cr-qna-new-q-form-notinit', 'cr-qna-new-q-form-invalid');
    expect(text).toHaveAccessibleDescription('Please write your text.');
    expect(form.getByRole('textbox', { name: 'Your email' })).toHaveAccessibleDescription('Please enter a valid email address.');
    await userEvent.type(text, 'Warm?');
    expect(text).not.toHaveAttribute('aria-invalid');
    expect(form.getByRole('button', { name: 'Submit' })).not.toHaveClass('cr-q-active');
    await userEvent.type(form.getByRole('textbox', { name: 'Your name' }), 'Ann');
    await userEvent.type(form.getByRole('textbox', { name: 'Your email' }), 'ann@example.com');
    expect(form.getByRole('button', { name: 'Submit' })).toHaveClass('cr-q-active');
    expect(newQna(posts)).toHaveLength(0);
  });

  it('a refusal shows the shop’s reason in the error part, and the way back keeps every field', async () => {
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ code: 1, description: 'A similar question has already been asked.' })));
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await fill(askDialog(), 'Is it warm?');
    await userEvent.click(within(askDialog()).getByRole('button', { name: 'Submit' }));
    const back = await within(askDialog()).findByRole('button', { name: 'Back to your question' });
    expect(document.querySelector('.cr-qna-new-q-form-text-additional')).toHaveTextContent('A similar question has already been asked.');
    expect(document.querySelector<HTMLElement>('.cr-qna-new-q-form-error')!.style.display).toBe('block');
    await waitFor(() => expect(document.querySelector('.widget_shopping_cart_live_region')).toHaveTextContent(/^Error An error occurred .* Additional information: A similar question has already been asked\.$/));
    await userEvent.click(back);
    expect(within(askDialog()).getByRole('textbox', { name: /Start your question/ })).toHaveValue('Is it warm?');
    expect(within(askDialog()).getByRole('textbox', { name: 'Your email' })).toHaveValue('ann@example.com');
  });

  it('a 500 says the question was not sent and keeps it; Try again sends it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', () => new HttpResponse('<p>There has been a critical error</p>', { status: 500 }), { once: true }));
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await fill(askDialog(), 'Is it warm?');
    await userEvent.click(within(askDialog()).getByRole('button', { name: 'Submit' }));
    const alert = await within(askDialog()).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Your question was not sent.'));
    expect(within(askDialog()).getByRole('textbox', { name: /Start your question/ })).toHaveValue('Is it warm?');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(askDialog()).findByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('keeps an unsent question in this tab and restores it when the dialog opens again after a reload', async () => {
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await userEvent.type(within(askDialog()).getByRole('textbox', { name: /Start your question/ }), 'Does it pill?');
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50));
    expect(sessionStorage.getItem('shop-islands:draft:v1:question:12')).toContain('Does it pill?');
    // A new page view of the same tab.
    stopMounts();
    await mount();
    expect(document.querySelector('.cr-qna-new-q-overlay')).not.toHaveClass('cr-q-modal');
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(within(askDialog()).getByRole('textbox', { name: /Start your question/ })).toHaveValue('Does it pill?');
    expect(within(askDialog()).getByText('Your unsent question was restored.')).toBeInTheDocument();
  });

  it('a 5.64 block whose question form lost its nonce: one console error naming it, the server markup stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors = collectEvents<{ reason: string }>('island:error');
    await mount((block) => block.querySelector('.cr-qna-new-q-form-input .cr-qna-new-q-form-s-b[data-nonce]')!.removeAttribute('data-nonce'));
    expect(errors).toEqual([expect.objectContaining({ reason: 'invalid-props' })]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toMatch(/overlay\.question\.nonce/);
    expect(document.querySelector('.cr-qna-new-q-form:not(.cr-qna-new-a-form) textarea.cr-qna-new-q-form-q')).toBeInTheDocument();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('keeps each question’s unsent answer apart: one, another, then the first again', async () => {
    await mount();
    const answerTo = async (id: number) => {
      await userEvent.click(document.querySelector<HTMLElement>(`.cr-qna-ans-button[data-question="${id}"]`)!);
      return within(screen.getByRole('dialog', { name: 'Add an answer' })).getByRole('textbox', { name: 'Write your answer' });
    };
    // Typed, then at once (inside the save delay) another question's answer opened.
    await userEvent.type(await answerTo(301), 'For 301');
    await userEvent.keyboard('{Escape}');
    const other = await answerTo(302);
    expect(other).toHaveValue('');
    await userEvent.type(other, 'For 302');
    await userEvent.keyboard('{Escape}');
    expect(await answerTo(301)).toHaveValue('For 301');
    await userEvent.keyboard('{Escape}');
    expect(await answerTo(302)).toHaveValue('For 302');
  });

  it('stays open while the question is being sent (the answer finds it), then shows it', async () => {
    let release = () => {};
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ code: 0, description: 'The question was successfully added.' });
    }));
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await fill(askDialog(), 'Is it warm?');
    await userEvent.click(within(askDialog()).getByRole('button', { name: 'Submit' }));
    await userEvent.keyboard('{Escape}');
    expect(askDialog()).toHaveClass('cr-q-modal');
    release();
    expect(await within(askDialog()).findByRole('button', { name: 'OK' })).toHaveAccessibleDescription(/^Thank you for the question! Your question has been received/);
  });

  it('reads a logged-in customer’s name and e-mail from the inputs, keeps them after a question is sent, and takes 5.64’s e-mail rule', async () => {
    await mount((block) => {
      const form = block.querySelector('.cr-qna-new-q-form:not(.cr-qna-new-a-form)')!;
      form.querySelector('.cr-qna-new-q-form-name')!.setAttribute('value', 'Ann Lee');
      form.querySelector('.cr-qna-new-q-form-email')!.setAttribute('value', 'ann@mail.xn--p1ai');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    const form = within(askDialog());
    expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ann Lee');
    await userEvent.type(form.getByRole('textbox', { name: /Start your question/ }), 'Is it warm?');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await userEvent.click(await form.findByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(form.getByRole('textbox', { name: /Start your question/ })).toHaveValue('');
    expect(form.getByRole('textbox', { name: 'Your email' })).toHaveValue('ann@mail.xn--p1ai');
  });
});
