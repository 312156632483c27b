// review-form on the plugin's markup (the hoodie's form in the product block, and the shop's form),
// against the mock shop: every validation rule, the submit states, uploads, drafts and the captcha.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewForm } from '../../fixtures/handlers/reviews/review-form';
import { mockShop } from '../../fixtures/msw-server';
import { expectInvalidProps, flushIslands, loadMarkup, recordSiteAjaxPosts, startMounts, stubRecaptcha, stubShopGlobals } from '../../fixtures/test-utils';

const FULL_SETTINGS = {
  ajax_url: '/wp-admin/admin-ajax.php',
  cr_upload_error_file_type: 'Error: accepted file types are PNG, JPG, JPEG, GIF, MP4, MPEG, OGG, WEBM, MOV, AVI',
  cr_upload_error_too_many: 'Error: You tried to upload too many files. The maximum number of files that can be uploaded is 3.',
  cr_upload_error_file_size: 'The file cannot be uploaded because its size exceeds the limit of 1 MB',
  cr_images_upload_limit: '3',
  cr_images_upload_max_size: '1000',
};
const DRAFT_KEY = 'shop-islands:draft:v1:review:14';

// The form loads when the page is idle: here at once.
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
});

async function settle(wrap: HTMLElement): Promise<void> {
  await vi.waitFor(() => expect(wrap).toHaveAttribute('data-island-state', 'mounted'), { timeout: 3000 });
  await flushIslands();
}

async function mount(settings: Record<string, string> = FULL_SETTINGS): Promise<HTMLElement> {
  stubShopGlobals({ cr_ajax_object: settings });
  loadMarkup('review-form/ok.html');
  startMounts();
  const wrap = document.querySelector<HTMLElement>('.cr-review-form-wrap')!;
  await settle(wrap);
  return wrap;
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const star = (groupName: string, starName: string) => within(group(groupName)).getByRole('radio', { name: starName });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const box = (selector: string) => document.querySelector(selector)!;

async function fillValid({ withComfort = true } = {}): Promise<void> {
  const user = userEvent.setup();
  await user.click(star('Overall rating', '4 stars'));
  if (withComfort) await user.click(star('Comfort', '5 stars'));
  await user.type(screen.getByRole('textbox', { name: 'What did you use it for?' }), 'Hiking');
  await user.type(screen.getByRole('textbox', { name: 'Your review' }), '  Warm and soft.  ');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
}

const photo = (name = 'a.jpg', size = 300) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const fileInput = () => document.querySelector<HTMLInputElement>('.cr-form-item-media-file')!;
async function choose(...files: File[]): Promise<void> {
  await userEvent.upload(fileInput(), files, { applyAccept: false });
}

describe('review-form: ratings', () => {
  it('each rating block is a radio group of five named stars, required ones flagged, shown as n/5', async () => {
    await mount();
    expect(group('Overall rating')).toHaveAttribute('aria-required', 'true');
    expect(group('Comfort')).toHaveAttribute('aria-required', 'true');
    expect(group('Fit')).not.toHaveAttribute('aria-required');
    expect(box('.cr-review-form-rating-cont')).toHaveClass('cr-review-form-rating-req');
    expect(within(group('Fit')).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(group('Overall rating')).toHaveTextContent('0/5');
  });

  it('arrow keys, Home and End move and choose; the chosen star is checked, focusable and marked', async () => {
    await mount();
    const user = userEvent.setup();
    star('Overall rating', '1 star').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(star('Overall rating', '3 stars')).toHaveAttribute('aria-checked', 'true');
    expect(star('Overall rating', '3 stars')).toHaveFocus();
    expect(star('Overall rating', '3 stars')).toHaveAttribute('tabindex', '0');
    expect(star('Overall rating', '1 star')).toHaveAttribute('tabindex', '-1');
    expect(star('Overall rating', '3 stars')).toHaveClass('cr-review-form-rating-actv');
    expect(group('Overall rating')).toHaveTextContent('3/5');
    await user.keyboard('{End}');
    expect(star('Overall rating', '5 stars')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(star('Overall rating', '5 stars')).toHaveAttribute('aria-checked', 'true');
    expect(document.querySelector<HTMLInputElement>('input[name="cr_onsite_42_ovrl"]')!.value).toBe('5');
  });

  it('hovering previews like the plugin: stars up to the hovered one, its number; leaving shows the choice', async () => {
    await mount();
    const user = userEvent.setup();
    await user.click(star('Fit', '2 stars'));
    await user.hover(star('Fit', '4 stars'));
    expect(group('Fit')).toHaveTextContent('4/5');
    const shownStars = () => [...group('Fit').querySelectorAll<SVGElement>('.cr-rating-act')].filter((svg) => svg.style.display !== 'none').length;
    expect(shownStars()).toBe(4);
    await user.unhover(star('Fit', '4 stars'));
    expect(group('Fit')).toHaveTextContent('2/5');
    expect(shownStars()).toBe(2);
  });
});

describe('review-form: validation (spec §5, ajax variant)', () => {
  it('an empty form marks every required field, sends nothing and focuses the first one', async () => {
    const posts = recordSiteAjaxPosts();
    await mount();
    await userEvent.click(submitButton());
    const failing = ['.cr-review-form-rating-overall .cr-review-form-rating', '.cr-onsite-question.cr-review-form-que-req', '.cr-review-form-comment', '.cr-review-form-name', '.cr-review-form-email', '.cr-review-form-terms'];
    for (const selector of failing) expect(box(selector), selector).toHaveClass('cr-review-form-error');
    expect(group('Comfort').closest('.cr-review-form-rating')).toHaveClass('cr-review-form-error');
    expect(group('Fit').closest('.cr-review-form-rating')).not.toHaveClass('cr-review-form-error');
    expect(screen.getByRole('spinbutton', { name: 'How many times did you wash it?' }).closest('.cr-onsite-question')).not.toHaveClass('cr-review-form-error');
    expect(star('Overall rating', '1 star')).toHaveFocus();
    expect(group('Overall rating')).toHaveAttribute('aria-invalid', 'true');
    expect(group('Overall rating')).toHaveAccessibleDescription('* Rating is required');
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription('* Review is required');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('* Email is required');
    expect(screen.getByRole('textbox', { name: 'What did you use it for?' })).toHaveAccessibleDescription('* Answer is required');
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toHaveAccessibleDescription('* Please tick the checkbox to proceed');
    // No text beyond the plugin's static error lines.
    expect(screen.queryByRole('alert', { name: /./ })).toBeNull();
    await delay(20);
    expect(posts).toHaveLength(0);
  });

  it.each([
    ['a blank comment (spaces only)', async () => {
      const comment = screen.getByRole('textbox', { name: 'Your review' });
      await userEvent.clear(comment);
      await userEvent.type(comment, '   ');
    }, '.cr-review-form-comment', 'Your review'],
    ['a blank name', async () => userEvent.clear(screen.getByRole('textbox', { name: 'Name' })), '.cr-review-form-name', 'Name'],
    ['an e-mail without a domain', async () => {
      const email = screen.getByRole('textbox', { name: 'Email' });
      await userEvent.clear(email);
      await userEvent.type(email, 'ada@example');
    }, '.cr-review-form-email', 'Email'],
    ['an unanswered required question', async () => userEvent.clear(screen.getByRole('textbox', { name: 'What did you use it for?' })), '.cr-onsite-question.cr-review-form-que-req', 'What did you use it for?'],
  ])('%s alone fails, and is focused', async (_case, spoil, selector, name) => {
    await mount();
    await fillValid();
    await spoil();
    await userEvent.click(submitButton());
    expect(document.querySelectorAll('.cr-review-form-wrap .cr-review-form-error')).toHaveLength(1);
    expect(box(selector)).toHaveClass('cr-review-form-error');
    expect(screen.getByRole('textbox', { name })).toHaveFocus();
  });

  it('an unticked terms box alone fails; ticking it clears the mark', async () => {
    await mount();
    await fillValid();
    const terms = screen.getByRole('checkbox', { name: /I have read and agree/ });
    await userEvent.click(terms);
    await userEvent.click(submitButton());
    expect(box('.cr-review-form-terms')).toHaveClass('cr-review-form-error');
    expect(terms).toHaveFocus();
    await userEvent.click(terms);
    expect(box('.cr-review-form-terms')).not.toHaveClass('cr-review-form-error');
  });

  it('a missing required criterion alone fails and is focused; choosing a star clears the mark', async () => {
    await mount();
    await fillValid({ withComfort: false });
    await userEvent.click(submitButton());
    const comfort = group('Comfort').closest('.cr-review-form-rating')!;
    expect(document.querySelectorAll('.cr-review-form-wrap .cr-review-form-error')).toHaveLength(1);
    expect(comfort).toHaveClass('cr-review-form-error');
    expect(star('Comfort', '1 star')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(comfort).not.toHaveClass('cr-review-form-error');
  });
});

describe('review-form: submit', () => {
  it('posts the plugin payload, shows the shop answer, and Continue resets the form and clears the draft', async () => {
    const posts = recordSiteAjaxPosts();
    const wrap = await mount();
    await fillValid();
    await userEvent.click(submitButton());
    await waitFor(() => expect(wrap).toHaveClass('cr-review-form-res'));
    const sent = posts.find((post) => post.get('action') === 'cr_submit_review')!;
    expect([...sent.keys()]).toEqual([
      'action', 'rating', 'review', 'name', 'id', 'email',
      'onsiteQuestions[cr_onsite_42_ovrl]', 'onsiteQuestions[cr_typ_lab_42_ovrl]', 'onsiteQuestions[cr_onsite_42_0]', 'onsiteQuestions[cr_typ_lab_42_0]', 'onsiteQuestions[cr_onsite_42_1]', 'onsiteQuestions[cr_typ_lab_42_1]',
      'onsiteQuestions[cr_onsite_42_2]', 'onsiteQuestions[cr_typ_lab_42_2]', 'onsiteQuestions[cr_onsite_42_3]', 'onsiteQuestions[cr_typ_lab_42_3]', 'cr_captcha_response',
    ]);
    expect(Object.fromEntries(sent)).toMatchObject({
      rating: '4', review: 'Warm and soft.', name: 'Ada', id: '14', email: 'ada@example.com',
      'onsiteQuestions[cr_onsite_42_ovrl]': '4', 'onsiteQuestions[cr_typ_lab_42_ovrl]': '{"type":"ovrl"}',
      'onsiteQuestions[cr_onsite_42_0]': '5', 'onsiteQuestions[cr_typ_lab_42_0]': '{"title":"Comfort","type":"rating","label":"Comfort"}',
      'onsiteQuestions[cr_onsite_42_1]': '', 'onsiteQuestions[cr_onsite_42_2]': 'Hiking', 'onsiteQuestions[cr_onsite_42_3]': '',
      cr_captcha_response: '',
    });
    expect(box('.cr-review-form-result span')).toHaveTextContent('Your review has been successfully added');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveClass('cr-review-form-continue', 'cr-review-form-success');
    expect(next).toHaveFocus();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    await userEvent.click(next);
    await waitFor(() => expect(wrap).not.toHaveClass('cr-review-form-res'));
    expect(group('Overall rating')).toHaveTextContent('0/5');
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).not.toBeChecked();
  });

  it('shows "sending" while the request runs', async () => {
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', async () => {
      await delay(100);
      return HttpResponse.json({ code: 0, description: 'Your review has been successfully added', button: 'Continue' });
    }));
    const wrap = await mount();
    await fillValid();
    await userEvent.click(submitButton());
    expect(wrap).toHaveClass('cr-review-form-submitting');
    expect(screen.getByRole('button', { name: 'Sending your review' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(wrap).toHaveClass('cr-review-form-res'));
    expect(wrap).not.toHaveClass('cr-review-form-submitting');
  });

  it('a refusal shows its description and button as an error; its button returns to the filled form', async () => {
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ code: 2, description: 'Data validation error', button: 'OK' })));
    const wrap = await mount();
    await fillValid();
    await userEvent.click(submitButton());
    const ok = await screen.findByRole('button', { name: 'OK' });
    expect(ok).toHaveClass('cr-review-form-error');
    expect(ok).toHaveAccessibleDescription('Data validation error');
    await userEvent.click(ok);
    expect(wrap).not.toHaveClass('cr-review-form-res');
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('  Warm and soft.  ');
    expect(ok).not.toBeInTheDocument();
    expect(submitButton()).toBeVisible();
    await act(() => delay(350));
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Warm and soft.');
  });

  it('an answer without description or button gets the plugin fallbacks', async () => {
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ code: 1 })));
    await mount();
    await fillValid();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('button', { name: 'OK' })).toHaveClass('cr-review-form-error');
    expect(box('.cr-review-form-result span')).toHaveTextContent('An unexpected error that could be caused by a third-party plugin');
  });

  it.each([
    ['HTTP 500', () => new HttpResponse('<p>There has been a critical error on this website.</p>', { status: 500 }), 'An unknown error occurred.'],
    ['invalid JSON', () => new HttpResponse('<b>Warning</b> {"code":0}'), 'The response is not a valid JSON response.'],
    ['offline', () => HttpResponse.error(), 'You are probably offline.'],
  ])('%s: everything stays, the reason is said, and Try again sends it', async (_case, failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', () => (++calls === 1 ? failure() : undefined)));
    const wrap = await mount();
    await fillValid();
    await userEvent.click(submitButton());
    const alert = await screen.findByText(/Your review was not sent\./);
    expect(alert).toHaveTextContent(message);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(wrap).not.toHaveClass('cr-review-form-res');
    expect(wrap).not.toHaveClass('cr-review-form-submitting');
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('  Warm and soft.  ');
    expect(star('Overall rating', '4 stars')).toHaveAttribute('aria-checked', 'true');
    await act(() => delay(350));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ comment: '  Warm and soft.  ', ratings: { ovrl: 4, '0': 5 }, answers: { '2': 'Hiking' }, terms: true });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toHaveClass('cr-review-form-success');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});

describe('review-form: drafts', () => {
  it('names, after a reload, a photo that was still uploading (a draft cannot keep it)', async () => {
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', () => new Promise<Response>(() => undefined)));
    await mount();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), 'With a photo');
    await choose(photo('slow.jpg'));
    await act(() => delay(350));
    const { stopMounts } = await import('../../fixtures/test-utils');
    stopMounts();
    mockShop.resetHandlers();
    await mount();
    expect(screen.getByText('Your unsent review was restored. slow.jpg was still uploading and not kept: please add it again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('With a photo');
  });

  it('keeps what is typed and restores it after a reload, saying so; another product does not see it', async () => {
    await mount();
    await userEvent.click(star('Overall rating', '3 stars'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), 'Half written');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'How many times did you wash it?' }), '4');
    await act(() => delay(350));
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Half written');
    expect(sessionStorage.getItem('shop-islands:draft:v1:review:-1')).toBeNull();
    // A reload: the plugin draws a new hash for the field names; the draft still fits.
    const { stopMounts } = await import('../../fixtures/test-utils');
    stopMounts();
    document.body.innerHTML = `<div class="cr-all-reviews-shortcode cr-all-reviews-new-review" data-attributes='{"per_page":5,"show_more":0,"sort":"desc","sort_by":"date","show_summary_bar":true,"shop_reviews":true,"product_reviews":true,"add_review":true}'>${reviewForm({ origin: '', itemId: 14, hash: '7_' })}</div>`;
    startMounts();
    await settle(document.querySelector<HTMLElement>('.cr-review-form-wrap')!);
    expect(screen.getByText('Your unsent review was restored.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('Half written');
    expect(star('Overall rating', '3 stars')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('spinbutton', { name: 'How many times did you wash it?' })).toHaveValue(4);
  });

  it('the shop form (-1) has its own draft, the overall rating only, no media, and posts id -1', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ratings: { ovrl: 2 }, comment: 'About the hoodie', name: '', email: '', answers: {}, terms: false, media: [] }));
    const posts = recordSiteAjaxPosts();
    stubShopGlobals({ cr_ajax_object: { ajax_url: '/wp-admin/admin-ajax.php' } });
    document.body.innerHTML = `<div class="cr-all-reviews-shortcode cr-all-reviews-new-review" data-attributes='{"per_page":5,"show_more":0,"sort":"desc","sort_by":"date","show_summary_bar":true,"shop_reviews":true,"product_reviews":true,"add_review":true}'>${reviewForm({ origin: '', itemId: -1, hash: '9_' })}</div>`;
    startMounts();
    const wrap = document.querySelector<HTMLElement>('.cr-review-form-wrap')!;
    await settle(wrap);
    expect(screen.getAllByRole('radiogroup').map((radios) => radios.getAttribute('aria-labelledby') && document.getElementById(radios.getAttribute('aria-labelledby')!)!.textContent)).toEqual(['Rating*']);
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
    expect(document.querySelector('.cr-form-item-media')).toBeNull();
    await userEvent.click(star('Rating', '5 stars'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), 'Fast shipping');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Bo');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'bo@example.org');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(submitButton());
    await waitFor(() => expect(wrap).toHaveClass('cr-review-form-res'));
    expect(Object.fromEntries(posts.find((post) => post.get('action') === 'cr_submit_review')!)).toMatchObject({ id: '-1', rating: '5', 'onsiteQuestions[cr_onsite_9_ovrl]': '5' });
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('About the hoodie');
  });

  it('text typed into the server form before the island mounted is kept, with the focus', async () => {
    stubShopGlobals({ cr_ajax_object: FULL_SETTINGS });
    loadMarkup('review-form/ok.html');
    const textarea = document.querySelector<HTMLTextAreaElement>('.cr-review-form-comment-txt')!;
    textarea.focus();
    textarea.value = 'Typed early';
    startMounts();
    await settle(document.querySelector<HTMLElement>('.cr-review-form-wrap')!);
    const comment = screen.getByRole('textbox', { name: 'Your review' });
    expect(comment).toHaveValue('Typed early');
    expect(comment).toHaveFocus();
  });
});

describe('review-form: uploads', () => {
  it('"Take a photo" opens the camera (capture="environment", images) as a second way in, and its photo uploads', async () => {
    const wrap = await mount();
    const camera = wrap.querySelector<HTMLInputElement>('.island-review-form__camera-file')!;
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    // The gallery chooser stays free of `capture`, which would leave phones only the camera.
    expect(fileInput()).not.toHaveAttribute('capture');
    const click = vi.spyOn(camera, 'click');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Take a photo' }), { key: ' ' });
    expect(click).toHaveBeenCalled();
    await userEvent.upload(camera, photo('snap.jpg'), { applyAccept: false });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove snap.jpg' })).toBeInTheDocument());
  });

  it('two photos upload with progress, become ok with their id/key JSON, go with the review; delete removes one', async () => {
    const posts = recordSiteAjaxPosts();
    const wrap = await mount();
    await fillValid();
    const tile = screen.getByRole('button', { name: 'Add photos or video to your review' });
    const click = vi.spyOn(fileInput(), 'click');
    fireEvent.keyDown(tile, { key: 'Enter' });
    expect(click).toHaveBeenCalled();
    await choose(photo('a.jpg'), photo('b.jpg'));
    expect(fileInput()).toHaveAttribute('multiple');
    expect(fileInput().getAttribute('accept')).toMatch(/image\/.*video/);
    const tiles = () => [...wrap.querySelectorAll('.cr-upload-images-containers')];
    expect(tiles()).toHaveLength(2);
    expect(box('.cr-form-item-subcontainer')).toHaveClass('cr-form-visible');
    await waitFor(() => expect(tiles().every((item) => item.classList.contains('cr-upload-ok'))).toBe(true));
    const tokens = tiles().map((item) => item.querySelector<HTMLInputElement>('input[name="cr-upload-images-ids[]"]')!.value);
    // The id goes back as a number, as the plugin's script sent it.
    for (const token of tokens) expect(JSON.parse(token)).toEqual({ id: expect.any(Number), key: expect.stringMatching(/^[0-9a-f]{20}$/) });
    expect(screen.getByRole('button', { name: 'Add more photos or videos' })).toHaveClass('cr-form-item-media-add');
    await userEvent.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(posts.find((post) => post.get('action') === 'cr_delete_media')!.get('image')).toBe(tokens[1]);
    await userEvent.click(submitButton());
    await waitFor(() => expect(wrap).toHaveClass('cr-review-form-res'));
    expect(posts.find((post) => post.get('action') === 'cr_submit_review')!.getAll('cr-upload-images-ids[]')).toEqual([tokens[0]]);
  });

  it('a progress bar per file follows the upload, and submit waits with a visible reason', async () => {
    let release: () => void = () => undefined;
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
      if (!(request.headers.get('content-type') ?? '').startsWith('multipart/')) return undefined;
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ code: 200, message: 'OK', attachment: { id: 77, key: 'abcdefabcdefabcdefab' } });
    }));
    const posts = recordSiteAjaxPosts();
    const wrap = await mount();
    await fillValid();
    await choose(photo('slow.jpg', 4096));
    // (happy-dom reports the upload's progress only at the end; the e2e test watches it move.)
    const bar = await screen.findByRole('progressbar', { name: 'Uploading slow.jpg' });
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.querySelector<HTMLElement>('.cr-upload-images-pbarin')!.style.width).toBe(`${bar.getAttribute('aria-valuenow')}%`);
    expect(box('.cr-upload-images-containers')).not.toHaveClass('cr-upload-ok');
    await userEvent.click(submitButton());
    expect(screen.getByText('Please wait until your photos and videos have finished uploading, then submit again.')).toBeInTheDocument();
    expect(posts.filter((post) => post.get('action') === 'cr_submit_review')).toHaveLength(0);
    release();
    await waitFor(() => expect(box('.cr-upload-images-containers')).toHaveClass('cr-upload-ok'));
    expect(screen.queryByText(/Please wait until/)).toBeNull();
    await userEvent.click(submitButton());
    await waitFor(() => expect(wrap).toHaveClass('cr-review-form-res'));
  });

  it.each([
    ['too many files', () => [photo('1.jpg'), photo('2.jpg'), photo('3.jpg'), photo('4.jpg')], FULL_SETTINGS.cr_upload_error_too_many, 0],
    ['a type the plugin does not take (the good file still goes)', () => [new File(['x'], 'notes.txt', { type: 'text/plain' }), photo('ok.jpg')], FULL_SETTINGS.cr_upload_error_file_type, 1],
    ['a file over 100 × the size setting', () => [photo('big.jpg', 100_001)], FULL_SETTINGS.cr_upload_error_file_size, 0],
  ])('%s: the settings message in the media field', async (_case, files, message, kept) => {
    await mount();
    await choose(...files());
    const media = box('.cr-form-item-media');
    expect(media).toHaveClass('cr-review-form-error');
    expect(within(media as HTMLElement).getByRole('alert')).toHaveTextContent(message);
    expect(document.querySelectorAll('.cr-upload-images-containers')).toHaveLength(kept);
  });

  it('a file under 100 × the size setting goes to the shop (the in-form uploader is lenient)', async () => {
    await mount();
    await choose(photo('fine.jpg', 99_000));
    await waitFor(() => expect(box('.cr-upload-images-containers')).toHaveClass('cr-upload-ok'));
  });

  it.each([
    ['a refusal (code 502)', () => HttpResponse.json({ code: 502, message: 'Error: accepted file types are PNG, JPG, JPEG, GIF, MP4, MPEG, OGG, WEBM, MOV, AVI' }), 'Error: accepted file types are PNG, JPG, JPEG, GIF, MP4, MPEG, OGG, WEBM, MOV, AVI'],
    ['a wrong nonce (code 507)', () => HttpResponse.json({ code: 507, message: 'Error: nonce validation failed. Please refresh the page and try again.' }), 'Error: nonce validation failed. Please refresh the page and try again.'],
    ['a failed request', () => HttpResponse.error(), 'a.jpg could not be uploaded. You are probably offline.'],
  ])('%s removes the tile and says why; the add tile comes back', async (_case, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', ({ request }) => ((request.headers.get('content-type') ?? '').startsWith('multipart/') ? answer() : undefined)));
    await mount();
    await choose(photo('a.jpg'));
    await waitFor(() => expect(document.querySelectorAll('.cr-upload-images-containers')).toHaveLength(0));
    expect(within(box('.cr-form-item-media') as HTMLElement).getByRole('alert')).toHaveTextContent(message);
    expect(box('.cr-form-item-subcontainer')).not.toHaveClass('cr-form-visible');
    expect(screen.getByRole('button', { name: 'Add photos or video to your review' })).toBeInTheDocument();
  });

  it('a delete the shop refuses keeps the photo and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount();
    await choose(photo('keep.jpg'));
    await waitFor(() => expect(box('.cr-upload-images-containers')).toHaveClass('cr-upload-ok'));
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', async () => {
      await delay(30);
      return HttpResponse.json({ code: 507, message: 'Error: could not delete the image.' });
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove keep.jpg' }));
    expect(box('.cr-upload-images-containers')).toHaveClass('cr-upload-delete-pending');
    await waitFor(() => expect(box('.cr-upload-images-containers')).not.toHaveClass('cr-upload-delete-pending'));
    expect(box('.cr-upload-images-containers')).toHaveClass('cr-upload-ok');
    expect(within(box('.cr-form-item-media') as HTMLElement).getByRole('alert')).toHaveTextContent('keep.jpg could not be removed.');
  });

  it('uploaded files are in the draft and come back after a reload (a named tile without a picture)', async () => {
    await mount();
    await choose(photo('kept.jpg'));
    await waitFor(() => expect(box('.cr-upload-images-containers')).toHaveClass('cr-upload-ok'));
    await act(() => delay(350));
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY)!) as { media: { name: string; id: string; key: string }[] };
    expect(saved.media).toEqual([{ id: expect.any(String), key: expect.any(String), name: 'kept.jpg', type: 'image/jpeg' }]);
    const { stopMounts } = await import('../../fixtures/test-utils');
    stopMounts();
    loadMarkup('review-form/ok.html');
    startMounts();
    await settle(document.querySelector<HTMLElement>('.cr-review-form-wrap')!);
    const restored = box('.cr-upload-images-containers');
    expect(restored).toHaveClass('cr-upload-ok');
    expect(restored).toHaveTextContent('kept.jpg');
    expect(restored.querySelector<HTMLInputElement>('input')!.value).toBe(JSON.stringify({ id: Number(saved.media[0]!.id), key: saved.media[0]!.key }));
  });

  it('without the upload settings (a page that localizes only ajax_url) the plugin defaults apply, said once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await mount({ ajax_url: '/wp-admin/admin-ajax.php' });
    expect(warn.mock.calls.some(([text]) => /review-form: window\.cr_ajax_object has no cr_images_upload_limit.*5 files, 25 MB/.test(String(text)))).toBe(true);
    await choose(...['1', '2', '3', '4', '5', '6'].map((n) => photo(`${n}.jpg`)));
    expect(within(box('.cr-form-item-media') as HTMLElement).getByRole('alert')).toHaveTextContent('The maximum number of files that can be uploaded is 5.');
  });
});

describe('review-form: captcha (window.crCaptcha)', () => {
  function stubCaptcha(response: { value: string }) {
    const api = {
      isEnabled: () => true,
      isInvisible: () => false,
      render: vi.fn(),
      getResponse: vi.fn(() => response.value),
      reset: vi.fn(),
      execute: vi.fn((_container: Element, callback: (token: string) => void) => callback(response.value)),
    };
    vi.stubGlobal('crCaptcha', api);
    return api;
  }
  async function mountWithCaptcha(): Promise<HTMLElement> {
    stubShopGlobals({ cr_ajax_object: FULL_SETTINGS });
    document.body.innerHTML = `<div class="cr-all-reviews-shortcode cr-all-reviews-new-review" data-attributes='{"per_page":5,"show_more":0,"sort":"desc","sort_by":"date","show_summary_bar":true,"shop_reviews":true,"product_reviews":true,"add_review":true}'>${reviewForm({ origin: '', itemId: 14, hash: '42_', captcha: true })}</div>`;
    startMounts();
    const wrap = document.querySelector<HTMLElement>('.cr-review-form-wrap')!;
    await settle(wrap);
    return wrap;
  }

  it('renders the widget, asks for it when empty, then sends the token and resets the widget', async () => {
    const response = { value: '' };
    const api = stubCaptcha(response);
    const posts = recordSiteAjaxPosts();
    const wrap = await mountWithCaptcha();
    expect(api.render).toHaveBeenCalledWith(wrap);
    expect(wrap.querySelector('.cr-review-form-captcha .cr-captcha-widget')).not.toBeNull();
    await fillValid();
    await userEvent.click(submitButton());
    const captchaBox = box('.cr-review-form-captcha');
    expect(captchaBox).toHaveClass('cr-review-form-error');
    expect(captchaBox).toHaveAccessibleDescription('* Please confirm that you are not a robot');
    expect(captchaBox).toHaveFocus();
    response.value = 'demo-captcha-abc123';
    await userEvent.click(submitButton());
    await waitFor(() => expect(wrap).toHaveClass('cr-review-form-res'));
    expect(posts.find((post) => post.get('action') === 'cr_submit_review')!.get('cr_captcha_response')).toBe('demo-captcha-abc123');
    expect(api.reset).toHaveBeenCalledWith(wrap);
  });
});

describe("review-form: Customer Reviews 5.60 – 5.116's reCAPTCHA box (grecaptcha, no plugin API)", () => {
  it("renders a fresh copy of the server's box, asks for its answer, then sends it as g-recaptcha-response and resets it", async () => {
    const { google, answers } = stubRecaptcha();
    const posts = recordSiteAjaxPosts();
    stubShopGlobals({ cr_ajax_object: FULL_SETTINGS });
    document.body.innerHTML = `<div class="cr-all-reviews-shortcode cr-all-reviews-new-review" data-attributes='{"per_page":5,"show_more":0,"sort":"desc","sort_by":"date","show_summary_bar":true,"shop_reviews":true,"product_reviews":true,"add_review":true}'>${reviewForm({ origin: '', itemId: 14, hash: '42_', captcha: 'recaptcha' })}</div>`;
    // Google's api.js rendered the server's box at load: the island's copy must not carry that render along.
    const served = document.querySelector('.cr-recaptcha')!;
    served.innerHTML = '<div class="rc-anchor">reCAPTCHA</div><textarea name="g-recaptcha-response"></textarea>';
    startMounts();
    const wrap = document.querySelector<HTMLElement>('.cr-review-form-wrap')!;
    await settle(wrap);
    const box = wrap.querySelector('.cr-review-form-captcha .cr-recaptcha')!;
    expect(box).not.toHaveClass('g-recaptcha');
    expect(box.querySelector('.rc-anchor')).toBeNull();
    expect(google.render).toHaveBeenCalledTimes(1);
    expect(google.render).toHaveBeenCalledWith(box, { sitekey: 'demo-site-key' });
    await fillValid();
    await userEvent.click(submitButton());
    expect(wrap.querySelector('.cr-review-form-captcha')).toHaveClass('cr-review-form-error');
    expect(posts.some((post) => post.get('action') === 'cr_submit_review')).toBe(false);
    answers[0]!.value = 'demo-captcha-abc123';
    await userEvent.click(submitButton());
    await waitFor(() => expect(wrap).toHaveClass('cr-review-form-res'));
    const sent = posts.find((post) => post.get('action') === 'cr_submit_review')!;
    expect(sent.get('g-recaptcha-response')).toBe('demo-captcha-abc123');
    expect(sent.has('cr_captcha_response')).toBe(false);
    expect(google.reset).toHaveBeenCalledWith(0);
    expect(google.render).toHaveBeenCalledTimes(1);
  });
});

describe('review-form: mounting', () => {
  it('leaves the "log in" and "not accepting" variants alone', async () => {
    stubShopGlobals({ cr_ajax_object: FULL_SETTINGS });
    document.body.innerHTML = '<div class="cr-review-form-wrap"><div class="cr-review-form-nav"><div class="cr-nav-left"><span>Add a review</span></div></div><div class="cr-review-form-not-logged-in"><span>You must be logged in to post a review</span><a class="cr-review-form-continue" href="/wp-login.php">Log In</a></div></div>';
    startMounts();
    await delay(300);
    await flushIslands();
    expect(document.querySelector('.cr-review-form-wrap')).not.toHaveAttribute('data-island-state');
  });

  it.each(['props-missing', 'props-corrupted', 'props-invalid'])('%s: the form stays as the server sent it', async (fixture) => {
    stubShopGlobals({ cr_ajax_object: FULL_SETTINGS });
    await expectInvalidProps('review-form', fixture);
    expect(document.querySelector('.cr-review-form-comment-txt')).toHaveAttribute('aria-label', 'Your review');
  });
});
