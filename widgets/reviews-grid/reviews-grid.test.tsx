// reviews-grid on the plugin's markup, against the mock shop (msw/node): columns, show more, the rating
// filter, read more, failures, and broken attributes. happy-dom lays nothing out, so widths and card
// heights are given per test.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { IslandErrorDetail } from '../../src/runtime';
import { mockShop } from '../../fixtures/msw-server';
import { collectEvents, expectInvalidProps, flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';
import { ApiError } from '../../src/api';
import { failureText } from './grid-controller';
import { RESIZE_DEBOUNCE_MS } from './masonry';

const AJAX = '*/wp-admin/admin-ajax.php';
const GRID_ACTION = 'ivole_show_more_grid_reviews';

/** Card heights by review id (collapsed, expanded); 200 px for the others. */
const HEIGHTS: Record<string, [number, number]> = { '201': [300, 300], '203': [250, 250], '205': [100, 500], '202': [120, 120] };

interface Layout {
  width: number;
}

/** Gives the grid a width and the cards heights (a card with an open text is taller). */
function layOut(initialWidth: number): Layout {
  const layout = { width: initialWidth };
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    let width = 0;
    let height = 0;
    if (this.classList.contains('cr-reviews-grid-inner')) width = layout.width;
    if (this.classList.contains('cr-review-card')) {
      const [collapsed, expanded] = HEIGHTS[this.getAttribute('data-reviewid') ?? ''] ?? [200, 200];
      const isOpen = [...this.querySelectorAll<HTMLElement>('.cr-grid-details')].some((details) => details.style.display === 'inline');
      height = isOpen ? expanded : collapsed;
    }
    return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) } as DOMRect;
  });
  return layout;
}

/** A ResizeObserver the test fires by hand. */
function observeResizes(): { fire: () => void } {
  const callbacks: ResizeObserverCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        callbacks.push(callback);
      }
      observe(): void {}
      disconnect(): void {}
      unobserve(): void {}
    },
  );
  // Called as the browser does, with the entries (none here: the grid only needs to hear of a resize).
  return { fire: () => callbacks.forEach((callback) => callback([], {} as ResizeObserver)) };
}

/** Every grid request's form, as sent; the mock shop still answers them. */
function recordRequests(hold?: Promise<void>): URLSearchParams[] {
  const sent: URLSearchParams[] = [];
  mockShop.use(
    http.post(AJAX, async ({ request }) => {
      const form = new URLSearchParams(await request.clone().text());
      if (form.get('action') !== GRID_ACTION) return undefined;
      sent.push(form);
      if (hold) await hold;
      return undefined;
    }),
  );
  return sent;
}

function answerWith(respond: () => Response | Promise<Response>): void {
  mockShop.use(
    http.post(AJAX, async ({ request }) => {
      const form = new URLSearchParams(await request.clone().text());
      return form.get('action') === GRID_ACTION ? respond() : undefined;
    }),
  );
}

const grid = () => document.querySelector<HTMLElement>('.cr-reviews-grid')!;
const column = (n: number) => grid().querySelector<HTMLElement>(`.cr-reviews-grid-col${n}`)!;
const idsIn = (element: ParentNode) => [...element.querySelectorAll('.cr-review-card')].map((card) => card.getAttribute('data-reviewid'));
const columns = () => [1, 2, 3].map((n) => idsIn(column(n)));
const visibleColumns = () => [1, 2, 3].filter((n) => !column(n).classList.contains('cr-reviews-grid-col-none'));
const moreButton = () => grid().querySelector<HTMLButtonElement>('.cr-show-more-button')!;
const spinner = () => grid().querySelector<HTMLElement>('.cr-show-more-spinner')!;
const summary = () => grid().querySelector<HTMLElement>('.ivole-summaryBox')!;
const countLine = () => grid().querySelector<HTMLElement>('.cr-count-filtered-reviews')!;
const failures = () => [...grid().querySelectorAll('.island-reviews-grid__failure')].map((failure) => failure.textContent).filter(Boolean);
const attributesOf = (form: URLSearchParams) => [...form].filter(([name]) => name.startsWith('attributes['));

async function mountGrid(fixture = 'ok', width = 1000): Promise<Layout> {
  vi.stubGlobal('cr_ajax_object', { ajax_url: '/wp-admin/admin-ajax.php' });
  const layout = layOut(width);
  loadMarkup(`reviews-grid/${fixture}.html`);
  startMounts();
  await flushIslands();
  return layout;
}

describe('reviews-grid', () => {
  it('places the printed cards into the shortest column in reading order and shows them', async () => {
    observeResizes();
    const errors = vi.spyOn(console, 'error');
    await mountGrid();
    expect(grid()).toHaveAttribute('data-island-state', 'mounted');
    // 201, 203 and 205 open the three columns; 202 joins the shortest (205's, 100 px).
    expect(columns()).toEqual([['201'], ['203'], ['205', '202']]);
    expect(grid().querySelectorAll('.cr-reviews-grid-inner > .cr-review-card')).toHaveLength(0);
    expect(grid().querySelector('.cr-reviews-grid-inner')).toHaveClass('cr-colcade-loaded');
    expect(visibleColumns()).toEqual([1, 2, 3]);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    [1000, [1, 2, 3]],
    [799, [1, 2]],
    [550, [1, 2]],
    [549, [1]],
  ])('a grid %i px wide shows columns %j', async (width, shown) => {
    observeResizes();
    await mountGrid('ok', width);
    expect(visibleColumns()).toEqual(shown);
    expect(columns().flat().sort()).toEqual(['201', '202', '203', '205']);
    for (const n of [1, 2, 3].filter((n) => !shown.includes(n))) expect(idsIn(column(n))).toEqual([]);
  });

  it('follows resizes 100 ms later, laying the cards out again in reading order', async () => {
    const resizes = observeResizes();
    const layout = await mountGrid('ok', 1000);
    layout.width = 400;
    resizes.fire();
    resizes.fire();
    await new Promise((resolve) => setTimeout(resolve, RESIZE_DEBOUNCE_MS / 2));
    expect(visibleColumns()).toEqual([1, 2, 3]);
    await waitFor(() => expect(visibleColumns()).toEqual([1]));
    expect(columns()).toEqual([['201', '203', '205', '202'], [], []]);
    layout.width = 700;
    resizes.fire();
    await waitFor(() => expect(visibleColumns()).toEqual([1, 2]));
    // 201 → col1 (300), 203 → col2 (250), 205 → col2 (the shorter), 202 → col1.
    expect(columns()).toEqual([['201', '202'], ['203', '205'], []]);
  });

  it('show more posts the shown ids (product cards first) with the attributes, then appends the new cards and takes the new label', async () => {
    observeResizes();
    let release: () => void = () => undefined;
    const sent = recordRequests(new Promise<void>((resolve) => (release = resolve)));
    await mountGrid();
    expect(spinner()).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews (60)' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('rating')).toBe('');
    expect(sent[0]!.getAll('attributes[comment__not_in][]')).toEqual(['201', '203', '205', '202']);
    expect(Object.fromEntries(attributesOf(sent[0]!).filter(([name]) => !name.includes('comment__not_in')))).toMatchObject({
      'attributes[count]': '3',
      'attributes[count_shop_reviews]': '1',
      'attributes[show_more]': '3',
      'attributes[shop_reviews]': 'true',
      'attributes[max_chars]': '100',
    });
    // Loading: the spinner instead of the button, the summary greyed and out of reach, the grid busy.
    expect(spinner()).toBeVisible();
    expect(moreButton()).not.toBeVisible();
    expect(summary()).toHaveClass('cr-summaryBar-updating');
    expect(summary()).toHaveAttribute('inert');
    expect(grid()).toHaveAttribute('aria-busy', 'true');

    release();
    await waitFor(() => expect(columns().flat()).toHaveLength(7));
    expect(new Set(columns().flat()).size).toBe(7);
    expect(moreButton()).toBeVisible();
    expect(moreButton()).toHaveTextContent('Show more reviews (57)');
    expect(moreButton()).toHaveFocus();
    expect(spinner()).not.toBeVisible();
    expect(summary()).not.toHaveClass('cr-summaryBar-updating');
    expect(summary()).not.toHaveAttribute('inert');
    expect(grid()).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(document.querySelector('.widget_shopping_cart_live_region')).toHaveTextContent('3 more reviews shown'), { timeout: 1500 });

    // The next show more leaves all seven out.
    await userEvent.click(moreButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.getAll('attributes[comment__not_in][]')).toHaveLength(7);
    expect(sent[1]!.get('attributes[show_more]')).toBe('3');
  });

  it('skips cards already shown, and hides the button when the answer has none; the focus goes to the first new card', async () => {
    observeResizes();
    await mountGrid();
    const card = (id: number) => `<div class="cr-review-card cr-card-product" data-reviewid="${id}"><div class="cr-review-card-content"><div class="middle-row"><div class="review-content"><p>Review ${id}</p></div></div></div></div>`;
    answerWith(() => HttpResponse.json({ html: `<div class="cr-reviews-grid"><div class="cr-reviews-grid-inner">${card(201)}${card(299)}</div><div class="cr-show-more"><span class="cr-show-more-spinner" style="display:none;"></span></div></div>` }));
    moreButton().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(columns().flat()).toContain('299'));
    expect(columns().flat().filter((id) => id === '201')).toHaveLength(1);
    expect(moreButton()).not.toBeVisible();
    expect(grid().querySelector('[data-reviewid="299"]')).toHaveFocus();
  });

  it('filters by a histogram row with a fresh copy of the attributes, replaces the cards and fills the count line; See all brings every rating back', async () => {
    observeResizes();
    const sent = recordRequests();
    await mountGrid();
    const fiveStars = screen.getByRole('button', { name: /^5 stars: \d+% of reviews$/ });
    expect(fiveStars).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(fiveStars);

    await waitFor(() => expect(countLine()).toHaveTextContent('Showing 28 of 64 reviews (5 stars). See all 64 reviews'));
    expect(sent[0]!.get('rating')).toBe('5');
    expect(sent[0]!.get('attributes[show_more]')).toBe('4');
    expect(sent[0]!.getAll('attributes[comment__not_in][]')).toEqual([]);
    expect(fiveStars.closest('.ivole-histogramRow')).toHaveClass('ivole-histogramRow-s');
    expect(fiveStars).toHaveAttribute('aria-pressed', 'true');
    const shown = columns().flat();
    expect(shown).toHaveLength(4);
    for (const id of shown) expect(grid().querySelector(`[data-reviewid="${id}"] .rating-label`)).toHaveTextContent('5/5');
    expect(moreButton()).toBeVisible();
    expect(moreButton()).toHaveTextContent('Show more reviews (24)');

    // Show more keeps the chosen rating and the grid's own show_more (not the filter's).
    await userEvent.click(moreButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.get('rating')).toBe('5');
    expect(sent[1]!.get('attributes[show_more]')).toBe('3');
    expect(sent[1]!.getAll('attributes[comment__not_in][]').sort()).toEqual([...shown].sort());
    await waitFor(() => expect(columns().flat()).toHaveLength(7));

    await userEvent.click(within(countLine()).getByRole('link', { name: 'See all 64 reviews' }));
    await waitFor(() => expect(countLine()).toHaveTextContent(''));
    expect(sent[2]!.get('rating')).toBe('0');
    expect(sent[2]!.get('attributes[show_more]')).toBe('4');
    expect(grid().querySelector('.ivole-histogramRow-s')).toBeNull();
    // show_more 4 of every rating: the newest product reviews first.
    expect(columns().flat()).toEqual(expect.arrayContaining(['201', '203', '205']));
    expect(columns().flat()).toHaveLength(4);
  });

  it('rows work from the keyboard (Enter and Space)', async () => {
    observeResizes();
    const sent = recordRequests();
    await mountGrid();
    screen.getByRole('button', { name: /^2 stars:/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('rating')).toBe('2');
    await waitFor(() => expect(summary()).not.toHaveAttribute('inert'));
    expect(screen.getByRole('button', { name: /^2 stars:/ })).toHaveFocus();
    screen.getByRole('button', { name: /^1 star:/ }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.get('rating')).toBe('1');
  });

  it('a rating with no cards shows the empty message and no button, and the summary is usable again', async () => {
    observeResizes();
    await mountGrid();
    answerWith(() => HttpResponse.json({ html: '<div class="cr-reviews-grid"><div class="cr-summaryBox-wrap"><div class="cr-count-filtered-reviews">Showing 0 of 64 reviews (3 stars). </div></div><div class="cr-reviews-grid-empty">Sorry, no reviews match your current selections</div></div>' }));
    await userEvent.click(screen.getByRole('button', { name: /^3 stars:/ }));
    await waitFor(() => expect(screen.getByText('Sorry, no reviews match your current selections')).toBeVisible());
    expect(columns().flat()).toEqual([]);
    expect(moreButton()).not.toBeVisible();
    expect(summary()).not.toHaveClass('cr-summaryBar-updating');
    expect(countLine()).toHaveTextContent('Showing 0 of 64 reviews (3 stars).');
    // Another rating brings cards, and the message goes.
    mockShop.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: /^4 stars:/ }));
    await waitFor(() => expect(columns().flat()).toHaveLength(4));
    expect(screen.getByText('Sorry, no reviews match your current selections')).not.toBeVisible();
  });

  it('a grid printed empty (?ivrating with no match) gets its columns and button with the first cards', async () => {
    observeResizes();
    vi.stubGlobal('cr_ajax_object', { ajax_url: '/wp-admin/admin-ajax.php' });
    layOut(1000);
    loadMarkup('reviews-grid/ok.html');
    grid().querySelector('.cr-reviews-grid-inner')!.remove();
    grid().querySelector('.cr-show-more')!.remove();
    grid().querySelector('.cr-summaryBox-wrap')!.insertAdjacentHTML('afterend', '<div class="cr-reviews-grid-empty">Sorry, no reviews match your current selections</div>');
    startMounts();
    await flushIslands();
    await userEvent.click(screen.getByRole('button', { name: /^5 stars:/ }));
    await waitFor(() => expect(columns().flat()).toHaveLength(4));
    expect(visibleColumns()).toEqual([1, 2, 3]);
    expect(screen.getByText('Sorry, no reviews match your current selections')).not.toBeVisible();
    expect(moreButton()).toHaveTextContent('Show more reviews (24)');
    // The parts sit where the plugin prints them: summary, cards, empty message, show more.
    expect([...grid().children].map((child) => child.className).filter((name) => name.startsWith('cr-'))).toEqual(['cr-summaryBox-wrap', 'cr-reviews-grid-inner cr-colcade-loaded', 'cr-reviews-grid-empty', 'cr-show-more']);
  });

  it('Show More / Show Less: keyboard, aria-expanded, focus, and the cards after it laid out again', async () => {
    observeResizes();
    await mountGrid();
    const card = grid().querySelector<HTMLElement>('[data-reviewid="205"]')!;
    const more = within(card).getByRole('link', { name: 'Show More' });
    const details = card.querySelector<HTMLElement>('.cr-grid-details')!;
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', details.id);
    expect(details).not.toBeVisible();
    expect(columns()).toEqual([['201'], ['203'], ['205', '202']]);

    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(details).toBeVisible();
    expect(card.querySelector('.cr-grid-read-more')).not.toBeVisible();
    const less = within(card).getByRole('link', { name: 'Show Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(less).toHaveFocus();
    // 205 grew to 500 px: it stays, 202 moves to the shortest column now.
    expect(columns()).toEqual([['201'], ['203', '202'], ['205']]);

    await userEvent.keyboard('{Enter}');
    expect(details).not.toBeVisible();
    expect(more).toHaveFocus();
    expect(columns()).toEqual([['201'], ['203'], ['205', '202']]);
  });

  it.each([
    ['HTTP 500', () => new HttpResponse('<p>There has been a critical error on this website.</p>', { status: 500 }), 'Could not load more reviews. An unknown error occurred. Please try again.'],
    ['invalid JSON', () => new HttpResponse('<br />\n<b>Warning</b>: oops<br />\n{"html":""}', { status: 200 }), 'Could not load more reviews. The response is not a valid JSON response. Please try again.'],
    ['a dropped connection', () => HttpResponse.error(), 'Could not load more reviews. You are probably offline. Please try again.'],
  ])('show more after %s: the reason in red under the button, the button back, no pile of messages, a retry works', async (_case, respond, text) => {
    observeResizes();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountGrid();
    answerWith(respond);
    await userEvent.click(moreButton());
    const alert = await screen.findByText(text);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveClass('island-reviews-grid__failure');
    expect(alert.closest('.cr-show-more')).toContainElement(moreButton());
    expect(moreButton()).toBeVisible();
    expect(moreButton()).toHaveFocus();
    expect(spinner()).not.toBeVisible();
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[shop-islands\] reviews-grid: ivole_show_more_grid_reviews failed: /));

    await userEvent.click(moreButton());
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(failures()).toEqual([text]));

    mockShop.resetHandlers();
    await userEvent.click(moreButton());
    await waitFor(() => expect(columns().flat()).toHaveLength(7));
    expect(failures()).toEqual([]);
  });

  it('Customer Reviews 5.60 – 5.78 with its Shortcodes setting off ({"html":null}): show more ends as the plugin’s did, a filter fails and keeps the cards, the console says why', async () => {
    observeResizes();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountGrid();
    answerWith(() => HttpResponse.json({ html: null }));
    await userEvent.click(moreButton());
    await waitFor(() => expect(moreButton()).not.toBeVisible());
    expect(failures()).toEqual([]);
    expect(columns()).toEqual([['201'], ['203'], ['205', '202']]);
    expect(logged).toHaveBeenCalledWith('[shop-islands] reviews-grid: the shop answered {"html":null}: Customer Reviews before 5.79 needs its Shortcodes setting on');
    const row = screen.getByRole('button', { name: /^4 stars:/ });
    await userEvent.click(row);
    await screen.findByText('Could not show the reviews of that rating. The shop could not do that. Please try again.');
    expect(row).toHaveAttribute('aria-pressed', 'false');
    expect(columns()).toEqual([['201'], ['203'], ['205', '202']]);
  });

  it('a timeout reads as one sentence (the reason already asks to try again)', () => {
    expect(failureText('more', new ApiError('timeout', { endpoint: GRID_ACTION }))).toBe('Could not load more reviews. The shop took too long to answer. Please try again.');
    expect(failureText('filter', new Error('boom'))).toBe('Could not show the reviews of that rating. An unknown error occurred. Please try again.');
  });

  it('a failed filter keeps the cards and the selected row, and says so under the histogram', async () => {
    observeResizes();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountGrid();
    answerWith(() => new HttpResponse('', { status: 500 }));
    const row = screen.getByRole('button', { name: /^4 stars:/ });
    await userEvent.click(row);
    const alert = await screen.findByText('Could not show the reviews of that rating. An unknown error occurred. Please try again.');
    expect(alert.closest('.cr-summaryBox-wrap')).not.toBeNull();
    expect(row).toHaveAttribute('aria-pressed', 'false');
    expect(grid().querySelector('.ivole-histogramRow-s')).toBeNull();
    expect(columns()).toEqual([['201'], ['203'], ['205', '202']]);
    expect(moreButton()).toBeVisible();
    expect(row).toHaveFocus();
  });

  it('a newer request wins: a stale answer is never shown', async () => {
    observeResizes();
    await mountGrid();
    // A 2-star filter answers first, so the count line has its See all link.
    await userEvent.click(screen.getByRole('button', { name: /^2 stars:/ }));
    await waitFor(() => expect(countLine()).toHaveTextContent('See all 64 reviews'));
    let release: () => void = () => undefined;
    const sent = recordRequests(new Promise<void>((resolve) => (release = resolve)));
    await userEvent.click(screen.getByRole('button', { name: /^5 stars:/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // While 5 stars loads the rows are inert, but See all is not: it supersedes the 5-star request.
    mockShop.resetHandlers();
    await userEvent.click(within(countLine()).getByRole('link', { name: 'See all 64 reviews' }));
    await waitFor(() => expect(countLine()).toHaveTextContent(''));
    const everyRating = columns().flat();
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(columns().flat()).toEqual(everyRating);
    expect(grid().querySelector('.ivole-histogramRow-s')).toBeNull();
    expect(grid()).not.toHaveAttribute('aria-busy');
  });

  it('when the newer request fails, the selection and the button go back to the cards on show', async () => {
    observeResizes();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountGrid();
    await userEvent.click(screen.getByRole('button', { name: /^2 stars:/ }));
    await waitFor(() => expect(countLine()).toHaveTextContent('See all 64 reviews'));
    const twoStars = columns().flat();
    expect(moreButton()).toHaveTextContent('Show more reviews (2)');
    let release: () => void = () => undefined;
    recordRequests(new Promise<void>((resolve) => (release = resolve)));
    await userEvent.click(screen.getByRole('button', { name: /^5 stars:/ }));
    answerWith(() => new HttpResponse('', { status: 500 }));
    await userEvent.click(within(countLine()).getByRole('link', { name: 'See all 64 reviews' }));
    await screen.findByText('Could not show the reviews of that rating. An unknown error occurred. Please try again.');
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: /^2 stars:/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^5 stars:/ })).toHaveAttribute('aria-pressed', 'false');
    expect(columns().flat()).toEqual(twoStars);
    expect(moreButton()).toBeVisible();
    expect(grid()).not.toHaveAttribute('aria-busy');
  });

  it.each([
    ['props-corrupted', /^\[shop-islands\] reviews-grid: data-attributes is not valid JSON \(.+\); show more and the rating filter post no attributes/],
    ['props-missing', /^\[shop-islands\] reviews-grid: data-attributes is missing; show more and the rating filter post no attributes/],
  ])('%s: one console error naming data-attributes; the grid lays out and posts no attributes', async (fixture, message) => {
    observeResizes();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors = collectEvents<IslandErrorDetail>('island:error');
    const sent = recordRequests();
    await mountGrid(fixture);
    expect(errors).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toMatch(message);
    expect(columns()).toEqual([['201'], ['203'], ['205', '202']]);

    await userEvent.click(moreButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(attributesOf(sent[0]!)).toEqual(['201', '203', '205', '202'].map((id) => ['attributes[comment__not_in][]', id]));
    await waitFor(() => expect(summary()).not.toHaveAttribute('inert'));
    await userEvent.click(screen.getByRole('button', { name: /^5 stars:/ }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(attributesOf(sent[1]!)).toEqual([]);
    expect(sent[1]!.get('rating')).toBe('5');
  });

  it('props-invalid: an explicit mount whose attributes are not an object fails alone; its cards stay in their columns', async () => {
    vi.stubGlobal('cr_ajax_object', { ajax_url: '/wp-admin/admin-ajax.php' });
    await expectInvalidProps('reviews-grid', 'props-invalid');
    expect(grid()).toHaveAttribute('data-island-state', 'failed');
    expect(columns()).toEqual([['201'], ['203'], []]);
    expect(grid().querySelector('.cr-reviews-grid-inner')).toHaveClass('cr-colcade-loaded');
  });
});
