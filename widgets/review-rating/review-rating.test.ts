// review-rating: WooCommerce's stars for a plain review form — names, keys, the posted rating, the required check.
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';

const PARAMS = {
  i18n_required_rating_text: 'Please select a rating',
  i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
  review_rating_required: 'yes',
};

const form = (): HTMLFormElement => document.querySelector('form#commentform')!;
const posted = (): string | null => new FormData(form()).get('rating') as string | null;

/** Loads the form and the behaviour as a shopper reaches it (focus in the form). */
async function openForm(fixture = 'ok', params: unknown = PARAMS): Promise<void> {
  if (params) vi.stubGlobal('wc_single_product_params', params);
  loadMarkup(`review-rating/${fixture}.html`);
  startMounts();
  document.querySelector<HTMLElement>('#comment')!.focus();
  await flushIslands();
}

/** Submits as the button does; answers whether the form would have been sent. */
function submit(): boolean {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  return form().dispatchEvent(event);
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('review-rating', () => {
  it('replaces the select with five named stars in a radio group labelled "Your rating"', async () => {
    await openForm();
    const group = screen.getByRole('radiogroup', { name: /your rating/i });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByRole('radio').map((star) => star.textContent)).toEqual(PARAMS.i18n_rating_options);
    expect(document.querySelector('select#rating')).not.toBeVisible();
    // One tab stop: the first star while none is chosen.
    expect(screen.getAllByRole('radio').map((star) => star.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('a click on a star posts that rating and marks it as WooCommerce did (p.stars.selected, a.active)', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('radio', { name: '3 of 5 stars' }));
    expect(posted()).toBe('3');
    expect(screen.getByRole('radio', { name: '3 of 5 stars' })).toHaveAttribute('aria-checked', 'true');
    expect(document.querySelector('p.stars')).toHaveClass('selected');
    expect(document.querySelector('a.star-3')).toHaveClass('active');
    expect(location.hash).toBe('');
  });

  it('the keyboard chooses 4 stars: Tab to the group, arrows move and choose, one tab stop', async () => {
    await openForm();
    screen.getByRole('radio', { name: '1 of 5 stars' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 of 5 stars' })).toHaveFocus();
    expect(posted()).toBe('4');
    expect(screen.getAllByRole('radio').map((star) => star.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
    await userEvent.keyboard('{End}');
    expect(posted()).toBe('5');
    await userEvent.keyboard('{ArrowRight}');
    expect(posted()).toBe('1');
    await userEvent.keyboard('{ArrowLeft}{Home}{ArrowDown}');
    expect(posted()).toBe('2');
  });

  it('submitting without a rating is stopped with "Please select a rating" as an alert, the group invalid and focused', async () => {
    await openForm();
    expect(submit()).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a rating');
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please select a rating');
    expect(screen.getByRole('radio', { name: '1 of 5 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(submit()).toBe(true);
  });

  it('stops other plugins\' submit handlers too while the rating is missing', async () => {
    await openForm();
    const heard = vi.fn();
    form().addEventListener('submit', heard);
    submit();
    expect(heard).not.toHaveBeenCalled();
  });

  it('with ratings optional (review_rating_required "no"), a form without a rating is sent', async () => {
    await openForm('ok', { ...PARAMS, review_rating_required: 'no' });
    expect(screen.getByRole('radiogroup')).not.toHaveAttribute('aria-required');
    expect(submit()).toBe(true);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('a rating the browser put back (back navigation) is shown chosen', async () => {
    vi.stubGlobal('wc_single_product_params', PARAMS);
    loadMarkup('review-rating/ok.html');
    document.querySelector<HTMLSelectElement>('select#rating')!.value = '2';
    startMounts();
    document.querySelector<HTMLElement>('#comment')!.focus();
    await flushIslands();
    expect(screen.getByRole('radio', { name: '2 of 5 stars' })).toHaveAttribute('aria-checked', 'true');
  });

  it('props-missing: without wc_single_product_params, one console error and WooCommerce\'s English stars', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openForm('props-missing', null);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toMatch(/^\[shop-islands\] review-rating: window\.wc_single_product_params is missing/);
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(submit()).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a rating');
  });

  it('props-invalid: one console error naming the field; the plain select stays and works', async () => {
    vi.stubGlobal('wc_single_product_params', { ...PARAMS, i18n_rating_options: '1 of 5 stars', review_rating_required: 'maybe' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMarkup('review-rating/props-invalid.html');
    startMounts();
    document.querySelector<HTMLElement>('#comment')!.focus();
    await flushIslands();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toMatch(/review-rating: invalid-props — .*i18n_rating_options/);
    expect(document.querySelector('select#rating')).toBeVisible();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('props-corrupted: one console error naming the widget; the plain select stays', async () => {
    await expectInvalidProps('review-rating', 'props-corrupted');
    expect(document.querySelector('select#rating')).toBeVisible();
  });

  it('leaves Customer Reviews\' classic form to comment-form', async () => {
    vi.stubGlobal('wc_single_product_params', PARAMS);
    loadMarkup('review-rating/ok.html');
    document.querySelector('#review_form')!.classList.add('cr-single-product-review');
    startMounts();
    expect(form().getAttribute('data-island-state')).toBe('pending');
    expect(document.querySelector('[data-island-state]')).toBe(form());
    await flushIslands();
    expect(document.querySelector('p.stars')).toBeNull();
  });
});
