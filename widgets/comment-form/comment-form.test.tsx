// comment-form on the classic product form (the socks: Customer Reviews' ratings, questions, photos and
// terms; the apron: WooCommerce's rating select), against the mock shop's wp-comments-post.php and
// upload actions: every check and its message, the post and its answers, photos, the draft.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewsState } from '../../fixtures/handlers';
import { answerCommentPost, classicReviews } from '../../fixtures/handlers/reviews/comment-form';
import { visitorOf } from '../../fixtures/handlers/shop-state';
import { mockShop } from '../../fixtures/msw-server';
import { expectInvalidProps, flushIslands, loadMarkup, recordSiteAjaxPosts, startMounts, stubRecaptcha, stubShopGlobals } from '../../fixtures/test-utils';
import { DRAFT_SAVE_DELAY_MS } from '@/reviews';

const SETTINGS = {
  ajax_url: '/wp-admin/admin-ajax.php',
  cr_upload_initial: 'Upload up to 3 images or videos',
  cr_upload_error_file_type: 'Error: accepted file types are PNG, JPG, JPEG, GIF, MP4, MPEG, OGG, WEBM, MOV, AVI',
  cr_upload_error_too_many: 'Error: You tried to upload too many files. The maximum number of files that can be uploaded is 3.',
  cr_upload_error_file_size: 'The file cannot be uploaded because its size exceeds the limit of 1 MB',
  cr_images_upload_limit: '3',
  cr_images_upload_max_size: '1000',
};
const SOCKS = { id: 27, slug: 'holdout-sale-socks', name: 'Sale socks' };
const APRON = { id: 32, slug: 'linen-apron', name: 'Linen apron' };
const DRAFT_KEY = 'shop-islands:draft:v1:comment:27';
const UPLOADS_BUSY = 'Please wait until your photos and videos have finished uploading, then submit again.';

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  history.replaceState(null, '', '/product/holdout-sale-socks/');
  // The product page WordPress redirects to after a kept review (the demo server renders it; here a stand-in).
  // The mock shop's wp-comments-post.php, answering a kept review with 303 instead of WordPress's 302:
  // msw's fetch in node follows a redirect after a POST only for 303 (browsers follow both; e2e covers 302).
  mockShop.use(
    http.post('*/wp-comments-post.php', async ({ request }) => {
      const fields = new URLSearchParams();
      for (const [name, value] of await request.clone().formData()) if (typeof value === 'string') fields.append(name, value);
      const answer = answerCommentPost(fields, { comments: reviewsState.comments, forms: reviewsState.forms, visitorId: visitorOf(request).id, isCaptchaOn: false, origin: new URL(request.url).origin });
      if ('location' in answer) return new HttpResponse(null, { status: 303, headers: { Location: answer.location } });
      return new HttpResponse(answer.html, { status: answer.status, headers: { 'Content-Type': 'text/html' } });
    }),
  );
  mockShop.use(http.get('*/product/:slug/', () => new HttpResponse('<!DOCTYPE html><html><body><p>Your review is awaiting approval</p></body></html>', { headers: { 'Content-Type': 'text/html' } })));
});

async function mount(product = SOCKS, { captcha = false } = {}): Promise<HTMLFormElement> {
  stubShopGlobals({ cr_ajax_object: SETTINGS });
  document.body.innerHTML = classicReviews(product, { origin: '', captcha, hash: '7_' });
  startMounts();
  const form = document.querySelector<HTMLFormElement>('#commentform')!;
  await vi.waitFor(() => expect(form).toHaveAttribute('data-island-state', 'mounted'), { timeout: 3000 });
  await flushIslands();
  return form;
}

/** The multipart or url-encoded bodies posted to wp-comments-post.php. */
function recordCommentPosts(): FormData[] {
  const posts: FormData[] = [];
  mockShop.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/wp-comments-post.php')) void request.clone().formData().then((body) => posts.push(body));
  });
  return posts;
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const star = (groupName: string, starName: string) => within(group(groupName)).getByRole('radio', { name: starName });
const submit = () => screen.getByRole('button', { name: 'Submit' });
const problems = () => document.querySelector<HTMLElement>('.island-comment-form__problems')!;
const photo = (name = 'a.jpg', size = 300, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });
const fileInput = () => document.querySelector<HTMLInputElement>('#cr_review_image')!;
const choose = (...files: File[]) => userEvent.upload(fileInput(), files, { applyAccept: false });

async function fillSocks({ terms = true } = {}): Promise<void> {
  const user = userEvent.setup();
  await user.click(star('Overall rating', '4 stars'));
  await user.click(star('Comfort', '5 stars'));
  await user.type(screen.getByRole('textbox', { name: /^What size do you usually wear\?/ }), 'M');
  await user.type(screen.getByRole('textbox', { name: /^Your review/ }), 'Warm and soft.');
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  if (terms) await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
}

describe('comment-form: ratings', () => {
  it("Customer Reviews' rating blocks become radio groups of five named stars, posted under their names", async () => {
    const form = await mount();
    expect(group('Overall rating')).toHaveAttribute('aria-required', 'true');
    expect(within(group('Comfort')).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(group('Overall rating')).toHaveTextContent('0/5');
    await userEvent.click(star('Overall rating', '2 stars'));
    await userEvent.keyboard('{ArrowRight}{End}');
    expect(star('Overall rating', '5 stars')).toHaveAttribute('aria-checked', 'true');
    expect(star('Overall rating', '5 stars')).toHaveFocus();
    // (The pointer still rests on the second star, whose number the plugin shows while hovered.)
    await userEvent.unhover(star('Overall rating', '2 stars'));
    expect(group('Overall rating')).toHaveTextContent('5/5');
    expect(new FormData(form).get('cr_onsite_7_ovrl')).toBe('5');
    expect(new FormData(form).get('cr_typ_lab_7_ovrl')).toBe('{"type":"ovrl"}');
  });

  it("WooCommerce's rating select becomes a radio group posted as `rating`", async () => {
    const form = await mount(APRON);
    expect(form.querySelector('select#rating')).toBeNull();
    expect(group('Your rating')).toHaveAttribute('aria-required', 'true');
    await userEvent.click(star('Your rating', '3 stars'));
    await userEvent.keyboard('{Home}');
    // The server's select stays in the page, hidden and disabled: one `rating` goes with the form.
    expect(new FormData(form).getAll('rating')).toEqual(['1']);
  });
});

describe('comment-form: the checks before posting (spec §5 single-product form)', () => {
  it('names every missing field, marks each, says the terms message, focuses the first and posts nothing', async () => {
    const posts = recordCommentPosts();
    const form = await mount();
    await userEvent.click(submit());
    expect(problems()).toHaveTextContent('Please fill in the required fields: Overall rating, Comfort, What size do you usually wear?, Your review, Name, Email.');
    expect(problems()).toHaveTextContent('Please tick the checkbox to proceed');
    expect(screen.getByRole('alert', { name: '' })).toBe(problems());
    expect(star('Overall rating', '1 star')).toHaveFocus();
    expect(form.querySelector('.cr-review-form-rating')).toHaveClass('cr-review-form-error');
    const review = screen.getByRole('textbox', { name: /^Your review/ });
    expect(review).toHaveClass('cr-review-form-error');
    expect(review).toHaveAttribute('aria-invalid', 'true');
    expect(review).toHaveAccessibleDescription(/Please fill in the required fields/);
    const size = screen.getByRole('textbox', { name: /^What size do you usually wear\?/ });
    expect(size.closest('.cr-onsite-question')).toHaveClass('cr-review-form-error');
    expect(size).toHaveAccessibleDescription(/\* Answer is required/);
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toHaveAttribute('aria-invalid', 'true');
    // The optional number question is not required.
    expect(screen.getByRole('spinbutton', { name: /^How many pairs/ })).not.toHaveAttribute('aria-invalid');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a field put right loses its mark; only the terms left → only the terms message, focus on the box', async () => {
    await mount();
    await userEvent.click(submit());
    await fillSocks({ terms: false });
    expect(screen.getByRole('textbox', { name: /^Your review/ })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: /^Your review/ })).not.toHaveClass('cr-review-form-error');
    expect(document.querySelector('.cr-review-form-rating')).not.toHaveClass('cr-review-form-error');
    await userEvent.click(submit());
    expect(problems().textContent).toBe('Please tick the checkbox to proceed');
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toHaveFocus();
  });

  it('a malformed e-mail is refused before posting', async () => {
    await mount();
    await fillSocks();
    await userEvent.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada.example.com');
    await userEvent.click(submit());
    expect(problems().textContent).toBe('Please enter a valid email address.');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
  });

  it('with the captcha on, an unanswered captcha stops the post with the robot message; an answered one is posted', async () => {
    let token = '';
    vi.stubGlobal('crCaptcha', { isEnabled: () => true, isInvisible: () => false, render: () => undefined, getResponse: () => token, reset: () => undefined, execute: (_: Element, done: (value: string) => void) => done(token), errorText: () => 'Please confirm that you are not a robot' });
    const posts = recordCommentPosts();
    await mount(SOCKS, { captcha: true });
    await fillSocks();
    await userEvent.click(submit());
    expect(problems().textContent).toBe('Please confirm that you are not a robot');
    expect(posts).toHaveLength(0);
    token = 'demo-captcha-abc123';
    await userEvent.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(posts[0]!.get('cr_captcha_response')).toBe('demo-captcha-abc123');
  });
});

describe("comment-form: Customer Reviews 5.60 – 5.116's reCAPTCHA box on WooCommerce's own form", () => {
  it('mounts for the box alone, stops an unanswered one with the robot message, posts the answer Google keeps in the form', async () => {
    stubShopGlobals({ cr_ajax_object: SETTINGS });
    loadMarkup('comment-form/cusrev-5.80-recaptcha.html');
    // What Google's api.js adds to the box at load: the answer goes with the form under its own name.
    stubRecaptcha();
    const answer = document.createElement('textarea');
    answer.name = 'g-recaptcha-response';
    document.querySelector('.cr-recaptcha')!.append(answer);
    const posts = recordCommentPosts();
    startMounts();
    const form = document.querySelector<HTMLFormElement>('#commentform')!;
    await vi.waitFor(() => expect(form).toHaveAttribute('data-island-state', 'mounted'), { timeout: 3000 });
    await userEvent.click(star('Your rating', '4 stars'));
    await userEvent.type(screen.getByRole('textbox', { name: /^Your review/ }), 'Deep pockets.');
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Bo');
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'bo@example.com');
    await userEvent.click(submit());
    expect(problems().textContent).toBe('Please confirm that you are not a robot');
    expect(posts).toHaveLength(0);
    answer.value = 'demo-captcha-abc123';
    await userEvent.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(posts[0]!.getAll('g-recaptcha-response')).toEqual(['demo-captcha-abc123']);
    expect(posts[0]!.has('cr_captcha_response')).toBe(false);
  });
});

describe('comment-form: posting', () => {
  it('posts every field of the form and opens the page WordPress redirects to, clearing the draft', async () => {
    const posts = recordCommentPosts();
    await mount();
    await fillSocks();
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50)));
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await userEvent.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]![0]).toMatch(/\/product\/holdout-sale-socks\/\?unapproved=\d+&moderation-hash=[0-9a-f]+#comment-\d+$/);
    const sent = posts[0]!;
    expect(Object.fromEntries([...sent].filter(([, value]) => typeof value === 'string'))).toMatchObject({
      cr_onsite_7_ovrl: '4',
      cr_typ_lab_7_ovrl: '{"type":"ovrl"}',
      cr_onsite_7_0: '5',
      cr_onsite_7_1: 'M',
      comment: 'Warm and soft.',
      author: 'Ada',
      email: 'ada@example.com',
      cr_review_form_checkbox: 'on',
      comment_post_ID: '27',
      comment_parent: '0',
    });
    expect(screen.getByText('Your review was sent. Opening it…')).toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50)));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("shows WordPress's refusal (a wp_die page) and keeps everything and the draft", async () => {
    mockShop.use(http.post('*/wp-comments-post.php', () => new HttpResponse('<!DOCTYPE html><html><head><title>Comment Submission Failure</title></head><body id="error-page"><div class="wp-die-message"><p>Duplicate comment detected; it looks as though you&#8217;ve already said that!</p></div><p><a href="javascript:history.back()">&laquo; Back</a></p></body></html>', { status: 409, headers: { 'Content-Type': 'text/html' } })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount();
    await fillSocks();
    await userEvent.click(submit());
    await waitFor(() => expect(problems()).toHaveTextContent('Duplicate comment detected; it looks as though you’ve already said that!'));
    expect(problems()).not.toHaveTextContent('Back');
    expect(screen.getByRole('textbox', { name: /^Your review/ })).toHaveValue('Warm and soft.');
    expect(star('Overall rating', '4 stars')).toHaveAttribute('aria-checked', 'true');
    expect(assign).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50)));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ fields: { comment: 'Warm and soft.' }, ratings: { ovrl: 4 } });
  });

  it.each([
    ['a 500 page', () => new HttpResponse('<html><body><p>There has been a critical error on this website.</p></body></html>', { status: 500 }), 'Your review was not sent. An unknown error occurred.'],
    ['offline', () => HttpResponse.error(), 'Your review was not sent. You are probably offline.'],
  ])('%s: says why, keeps everything, and Try again posts it', async (_, failure, message) => {
    let fails = true;
    mockShop.use(http.post('*/wp-comments-post.php', () => (fails ? failure() : undefined)));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount();
    await fillSocks();
    await userEvent.click(submit());
    await waitFor(() => expect(problems()).toHaveTextContent(message));
    expect(screen.getByRole('textbox', { name: /^Your review/ })).toHaveValue('Warm and soft.');
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
    fails = false;
    await userEvent.click(within(problems()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('no answer in 30 s: says the shop may have it already, keeps everything, and Try again posts it', async () => {
    let isSilent = true;
    mockShop.use(http.post('*/wp-comments-post.php', () => (isSilent ? new Promise<Response>(() => undefined) : undefined)));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount();
    await fillSocks();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await userEvent.click(submit());
      await act(() => vi.advanceTimersByTimeAsync(30_050));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(problems()).toHaveTextContent('Your review was not sent. The shop took too long to answer, so it may have your review already: reload the page to see it before you send it again.'));
    expect(screen.getByRole('textbox', { name: /^Your review/ })).toHaveValue('Warm and soft.');
    isSilent = false;
    await userEvent.click(within(problems()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('ignores a second submit while the first is on its way, and says the button is busy', async () => {
    let release: () => void = () => undefined;
    mockShop.use(
      http.post('*/wp-comments-post.php', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return undefined;
      }),
    );
    const posts = recordCommentPosts();
    await mount();
    await fillSocks();
    await userEvent.click(submit());
    expect(await screen.findByText('Sending your review…')).toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit());
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(posts).toHaveLength(1);
  });

  it('posts nothing more once the review was kept, while the page WordPress points to loads', async () => {
    const posts = recordCommentPosts();
    await mount();
    await fillSocks();
    await userEvent.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await userEvent.click(submit());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('a 200 page that is not a redirect is not taken as kept: its text is shown and the draft stays', async () => {
    mockShop.use(http.post('*/wp-comments-post.php', () => new HttpResponse('<html><body><p>Error: You tried to upload too many files.</p></body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount();
    await fillSocks();
    await userEvent.click(submit());
    await waitFor(() => expect(problems()).toHaveTextContent('Error: You tried to upload too many files.'));
    expect(assign).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50)));
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });

  it('Try again runs the checks again: a photo added after the failure must finish first', async () => {
    let fails = true;
    let release: () => void = () => undefined;
    mockShop.use(
      http.post('*/wp-comments-post.php', () => (fails ? HttpResponse.error() : undefined)),
      http.post('*/wp-admin/admin-ajax.php', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return undefined;
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const posts = recordCommentPosts();
    await mount();
    await fillSocks();
    await userEvent.click(submit());
    await waitFor(() => expect(problems()).toHaveTextContent('You are probably offline.'));
    fails = false;
    await choose(photo('late.jpg'));
    await userEvent.click(within(problems()).getByRole('button', { name: 'Try again' }));
    expect(problems().textContent).toBe(UPLOADS_BUSY);
    expect(posts).toHaveLength(1);
    release();
    await waitFor(() => expect(document.querySelector('.cr-upload-ok')).not.toBeNull());
    await userEvent.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(posts[1]!.getAll('cr-upload-images-ids[]')).toHaveLength(1);
  });

  it('the button pressed goes with the form (submit=Submit), as in a native post', async () => {
    const posts = recordCommentPosts();
    await mount();
    await fillSocks();
    await userEvent.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(posts[0]!.get('submit')).toBe('Submit');
  });

  it('a form posting to another origin is checked, then left to the browser', async () => {
    const posts = recordCommentPosts();
    const form = await mount();
    form.setAttribute('action', 'https://comments.example.org/wp-comments-post.php');
    const { stopMounts } = await import('../../fixtures/test-utils');
    stopMounts();
    startMounts();
    await vi.waitFor(() => expect(form).toHaveAttribute('data-island-state', 'mounted'));
    await fillSocks();
    const native = new Event('submit', { cancelable: true });
    form.dispatchEvent(native);
    expect(native.defaultPrevented).toBe(false);
    expect(posts).toHaveLength(0);
    const empty = new Event('submit', { cancelable: true });
    await userEvent.clear(screen.getByRole('textbox', { name: /^Your review/ }));
    form.dispatchEvent(empty);
    expect(empty.defaultPrevented).toBe(true);
  });

  it('stands back when another script already cancelled the submit (it will submit again with its token)', async () => {
    const posts = recordCommentPosts();
    const form = await mount();
    form.addEventListener('submit', (event) => event.preventDefault(), { capture: true });
    await userEvent.click(submit());
    expect(problems()).toBeEmptyDOMElement();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toHaveLength(0);
  });
});

describe('comment-form: photos', () => {
  it('uploads each file with its nonce and post id, keeps its id/key for the post, and deletes with the delete nonce and class list', async () => {
    const ajax = recordSiteAjaxPosts();
    const sentFiles: Record<string, string>[] = [];
    mockShop.events.on('request:start', ({ request }) => {
      if (request.url.includes('admin-ajax.php') && (request.headers.get('content-type') ?? '').startsWith('multipart/'))
        void request.clone().formData().then((body) => sentFiles.push(Object.fromEntries([...body].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]))));
    });
    const posts = recordCommentPosts();
    await mount();
    await choose(photo('a.jpg'), photo('b.png', 200, 'image/png'));
    await waitFor(() => expect(document.querySelectorAll('.cr-upload-images-containers.cr-upload-ok')).toHaveLength(2));
    const ids = [...document.querySelectorAll<HTMLInputElement>('input[name="cr-upload-images-ids[]"]')].map((input) => JSON.parse(input.value) as { id: number; key: string });
    const nonce = classicReviews(SOCKS, { origin: '' }).match(/data-nonce="([^"]+)"/)![1];
    expect(sentFiles).toEqual([
      expect.objectContaining({ action: 'cr_upload_local_images_frontend', cr_nonce: nonce, cr_postid: '27', cr_file: 'file:a.jpg' }),
      expect.objectContaining({ action: 'cr_upload_local_images_frontend', cr_nonce: nonce, cr_postid: '27', cr_file: 'file:b.png' }),
    ]);
    expect(ids).toEqual([expect.objectContaining({ id: expect.any(Number), key: expect.any(String) }), expect.objectContaining({ id: expect.any(Number) })]);
    const remove = screen.getByRole('button', { name: 'Remove a.jpg' });
    expect(remove.getAttribute('data-delnonce')).toBeTruthy();
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('button', { name: /a\.jpg/ })).toBeNull());
    const deletion = ajax.find((post) => post.get('action') === 'cr_delete_local_images_frontend')!;
    expect(deletion.get('cr_nonce')).toBe(remove.getAttribute('data-delnonce'));
    expect(deletion.get('class')).toBe('.cr-upload-images-containers.cr-upload-images-container-1.cr-upload-ok');
    expect(JSON.parse(deletion.get('image')!)).toEqual(ids[0]);
    await fillSocks();
    await userEvent.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(posts[0]!.getAll('cr-upload-images-ids[]')).toEqual([JSON.stringify(ids[1])]);
  });

  it('refuses too many files, a wrong type and a file over the real size limit, on the status line', async () => {
    await mount();
    const status = () => document.querySelector('.cr-upload-images-status')!;
    expect(status()).toHaveTextContent('Upload up to 5 images or videos');
    await choose(photo('1.jpg'), photo('2.jpg'), photo('3.jpg'), photo('4.jpg'));
    expect(status()).toHaveTextContent(SETTINGS.cr_upload_error_too_many);
    expect(status()).toHaveClass('cr-upload-images-status-error');
    // The input keeps its purpose as its name; the error describes it.
    expect(fileInput()).toHaveAccessibleName('Upload up to 5 images or videos');
    expect(fileInput()).toHaveAccessibleDescription(SETTINGS.cr_upload_error_too_many);
    await choose(photo('notes.txt', 10, 'text/plain'));
    expect(status()).toHaveTextContent(SETTINGS.cr_upload_error_file_type);
    // 1000 bytes is the setting; the classic uploader does not multiply it (the in-form one does, ×100).
    await choose(photo('big.jpg', 1001));
    expect(status()).toHaveTextContent(SETTINGS.cr_upload_error_file_size);
    expect(document.querySelectorAll('.cr-upload-images-containers')).toHaveLength(0);
    await choose(photo('ok.jpg', 1000));
    expect(status()).not.toHaveClass('cr-upload-images-status-error');
    await waitFor(() => expect(document.querySelectorAll('.cr-upload-ok')).toHaveLength(1));
  });

  it("a refusal by the shop (code ≥ 500) removes the tile and shows the shop's message", async () => {
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ code: 501, message: 'Error: the file(s) is too large' })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount();
    await choose(photo());
    await waitFor(() => expect(document.querySelector('.cr-upload-images-status')).toHaveTextContent('Error: the file(s) is too large'));
    expect(document.querySelectorAll('.cr-upload-images-containers')).toHaveLength(0);
  });

  it('keeps the input’s accept and capture (the phone offers its camera)', async () => {
    await mount();
    expect(fileInput()).toHaveAttribute('accept', 'image/*, video/*');
    expect(fileInput()).toHaveAttribute('capture', 'environment');
    expect(fileInput()).toHaveAttribute('multiple');
    expect(fileInput().name).toBe('review_image_27[]');
  });

  it('submit waits while a photo uploads, and says so', async () => {
    let release: () => void = () => undefined;
    mockShop.use(
      http.post('*/wp-admin/admin-ajax.php', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return undefined;
      }),
    );
    const posts = recordCommentPosts();
    await mount();
    await fillSocks();
    await choose(photo('slow.jpg'));
    expect(await screen.findByRole('progressbar', { name: 'Uploading slow.jpg' })).toBeInTheDocument();
    await userEvent.click(submit());
    expect(problems().textContent).toBe('Please wait until your photos and videos have finished uploading, then submit again.');
    expect(posts).toHaveLength(0);
    release();
    await waitFor(() => expect(document.querySelector('.cr-upload-ok')).not.toBeNull());
  });

  it('with the captcha on, a batch needs the captcha solved first and sends its token', async () => {
    let token = '';
    const reset = vi.fn(() => (token = ''));
    vi.stubGlobal('crCaptcha', { isEnabled: () => true, isInvisible: () => false, render: () => undefined, getResponse: () => token, reset, execute: (_: Element, done: (value: string) => void) => done(token), errorText: () => 'Please confirm that you are not a robot' });
    const uploads: string[] = [];
    mockShop.events.on('request:start', ({ request }) => {
      if ((request.headers.get('content-type') ?? '').startsWith('multipart/') && request.url.includes('admin-ajax')) void request.clone().formData().then((body) => uploads.push(String(body.get('cr_captcha'))));
    });
    await mount(SOCKS, { captcha: true });
    await choose(photo());
    expect(document.querySelector('.cr-upload-images-status')).toHaveTextContent('Please confirm that you are not a robot');
    expect(document.querySelectorAll('.cr-upload-images-containers')).toHaveLength(0);
    token = 'demo-captcha-x1';
    await choose(photo());
    await waitFor(() => expect(document.querySelector('.cr-upload-ok')).not.toBeNull());
    expect(uploads).toEqual(['demo-captcha-x1']);
    expect(reset).toHaveBeenCalled();
  });
});

describe('comment-form: the draft', () => {
  it('keeps ratings, fields, the terms tick and photos through a reload, and says so', async () => {
    await mount();
    await userEvent.click(star('Overall rating', '3 stars'));
    await userEvent.type(screen.getByRole('textbox', { name: /^Your review/ }), 'Half written');
    await userEvent.type(screen.getByRole('textbox', { name: /^What size do you usually wear\?/ }), 'L');
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await choose(photo('kept.jpg'));
    await waitFor(() => expect(document.querySelector('.cr-upload-ok')).not.toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50)));
    const { stopMounts } = await import('../../fixtures/test-utils');
    stopMounts();
    await mount();
    expect(screen.getByText('Your unsent review was restored.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Your review/ })).toHaveValue('Half written');
    expect(screen.getByRole('textbox', { name: /^What size do you usually wear\?/ })).toHaveValue('L');
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
    expect(star('Overall rating', '3 stars')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Remove kept.jpg' })).toHaveAttribute('data-delnonce');
    expect(document.querySelectorAll('input[name="cr-upload-images-ids[]"]')).toHaveLength(1);
    // Another product's form starts empty.
    stopMounts();
    await mount(APRON);
    expect(screen.getByRole('textbox', { name: /^Your review/ })).toHaveValue('');
    expect(screen.queryByText('Your unsent review was restored.')).toBeNull();
  });

  it('a page showing the review just posted (?unapproved=) drops the draft instead of restoring it', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ratings: { ovrl: 4 }, fields: { comment: 'Sent already' }, terms: true, media: [] }));
    history.replaceState(null, '', '/product/holdout-sale-socks/?unapproved=5001&moderation-hash=abc');
    await mount();
    expect(screen.getByRole('textbox', { name: /^Your review/ })).toHaveValue('');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});

describe('comment-form: taking over the server form', () => {
  /** Loads the socks' form, lets `before` act on the server markup, then starts the islands. */
  async function mountAfter(before: (form: HTMLFormElement) => Promise<void> | void): Promise<HTMLFormElement> {
    stubShopGlobals({ cr_ajax_object: SETTINGS });
    document.body.innerHTML = classicReviews(SOCKS, { origin: '', hash: '7_' });
    const form = document.querySelector<HTMLFormElement>('#commentform')!;
    await before(form);
    startMounts();
    await vi.waitFor(() => expect(form).toHaveAttribute('data-island-state', 'mounted'), { timeout: 3000 });
    await flushIslands();
    return form;
  }

  it('the field that had focus keeps it on the island’s own control (the file input, a rating)', async () => {
    await mountAfter((form) => form.querySelector<HTMLInputElement>('#cr_review_image')!.focus());
    expect(document.activeElement).toBe(fileInput());
    expect(fileInput().isConnected).toBe(true);
  });

  it('a star clicked (on its icon) before the island ran is chosen once it runs, and posted once', async () => {
    stubShopGlobals({ cr_ajax_object: SETTINGS });
    document.body.innerHTML = classicReviews(SOCKS, { origin: '', hash: '7_' });
    const form = document.querySelector<HTMLFormElement>('#commentform')!;
    startMounts();
    const icon = form.querySelectorAll('.cr-review-form-rating-overall .cr-review-form-rating-inner[data-rating="4"] svg')[0]!;
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(form).toHaveAttribute('data-island-state', 'mounted'), { timeout: 3000 });
    await flushIslands();
    await waitFor(() => expect(star('Overall rating', '4 stars')).toHaveAttribute('aria-checked', 'true'));
    expect(new FormData(form).getAll('cr_onsite_7_ovrl')).toEqual(['4']);
  });

  it('files chosen in the server’s photo field before the island ran are uploaded', async () => {
    await mountAfter((form) => userEvent.upload(form.querySelector<HTMLInputElement>('#cr_review_image')!, photo('early.jpg'), { applyAccept: false }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove early.jpg' })).toBeInTheDocument());
  });

  it('sets novalidate where the theme printed none (the checks come before the browser’s bubbles) and gives the form back as it was', async () => {
    const form = await mountAfter((server) => server.removeAttribute('novalidate'));
    expect(form).toHaveAttribute('novalidate');
    const { stopMounts } = await import('../../fixtures/test-utils');
    stopMounts();
    expect(form).not.toHaveAttribute('novalidate');
    expect(form.querySelector('select, .cr-review-form-rating-cont')).not.toBeNull();
    expect(form.querySelectorAll('.island-comment-form__slot')).toHaveLength(0);
  });

  it('a marked field keeps the description it had (WordPress’s e-mail note)', async () => {
    await mount();
    await userEvent.click(submit());
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveAccessibleDescription(/^Your email address will not be published\. Please fill in the required fields/);
    await userEvent.type(email, 'ada@example.com');
    expect(email).toHaveAttribute('aria-describedby', 'email-notes');
  });

  it('a photo still uploading at a reload is named in the restored note (it could not be kept)', async () => {
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', () => new Promise<Response>(() => undefined)));
    await mount();
    await userEvent.type(screen.getByRole('textbox', { name: /^Your review/ }), 'With a photo');
    await choose(photo('slow.jpg'));
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50)));
    const { stopMounts } = await import('../../fixtures/test-utils');
    stopMounts();
    mockShop.resetHandlers();
    await mount();
    expect(screen.getByText('Your unsent review was restored. slow.jpg was still uploading and not kept: please add it again.')).toBeInTheDocument();
    expect(document.querySelectorAll('.cr-upload-images-containers')).toHaveLength(0);
  });

  it('the page showing the review just posted clears the draft once: a new draft there survives a reload', async () => {
    history.replaceState(null, '', '/product/holdout-sale-socks/?unapproved=5001&moderation-hash=abc');
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ratings: {}, fields: { comment: 'Sent already' }, terms: false, media: [] }));
    await mount();
    expect(screen.getByRole('textbox', { name: /^Your review/ })).toHaveValue('');
    await userEvent.type(screen.getByRole('textbox', { name: /^Your review/ }), 'A second review');
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50)));
    const { stopMounts } = await import('../../fixtures/test-utils');
    stopMounts();
    await mount();
    expect(screen.getByRole('textbox', { name: /^Your review/ })).toHaveValue('A second review');
  });
});

describe('comment-form: malformed markup', () => {
  it.each(['props-missing', 'props-invalid', 'props-corrupted'])('%s: fails alone with a console error; the server form still posts natively', async (fixture) => {
    stubShopGlobals({ cr_ajax_object: SETTINGS });
    await expectInvalidProps('comment-form', fixture);
    const form = document.querySelector<HTMLFormElement>('#commentform')!;
    const submitEvent = new Event('submit', { cancelable: true });
    form.dispatchEvent(submitEvent);
    expect(submitEvent.defaultPrevented).toBe(false);
  });
});
