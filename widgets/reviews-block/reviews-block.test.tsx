// reviews-block on the tee's ajax reviews block, against the mock shop (msw/node): what is sent, what is shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockShop } from '../../fixtures/msw-server';
import { expectInvalidProps, flushIslands, loadMarkup, mountTouched, recordSiteAjaxPosts, startMounts, stubShopGlobals } from '../../fixtures/test-utils';

const CR = { cr_ajax_object: { ajax_url: '/wp-admin/admin-ajax.php' } };

async function mount(): Promise<void> {
  await mountTouched('reviews-block/ok.html', CR);
}

const reviews = () => document.querySelectorAll('ol.cr-ajax-reviews-list > li.review');
const countText = () => document.querySelector('.cr-count-row-count')?.textContent?.trim();

describe('reviews-block', () => {
  it('a histogram row filters with cr_filter_reviews and its nonce, marks the row and replaces the list', async () => {
    const posts = recordSiteAjaxPosts();
    await mount();
    const row = screen.getByRole('button', { name: /^5 stars:/ });
    await userEvent.click(row);
    await waitFor(() => expect(countText()).toMatch(/of 8 reviews \(5 stars\)/));
    expect(row).toHaveAttribute('aria-pressed', 'true');
    const sent = posts.find((post) => post.get('action') === 'cr_filter_reviews')!;
    expect(Object.fromEntries(sent)).toMatchObject({ productID: '12', rating: '5', sort: 'recent' });
    expect(sent.get('security')).toBe(document.querySelector('.cr-summaryBox-ajax')!.getAttribute('data-nonce'));
    expect([...reviews()].every((item) => item.querySelector('.crstar-rating-svg')!.getAttribute('aria-label') === 'Rated 5 out of 5')).toBe(true);
  });

  it('waits for the shopper: the rows are a named group of keyboard buttons from the start; a press shows chosen at once and filters once the island runs', async () => {
    const posts = recordSiteAjaxPosts();
    stubShopGlobals(CR);
    loadMarkup('reviews-block/ok.html');
    startMounts();
    await flushIslands();
    const block = document.querySelector('.cr-reviews-ajax-reviews')!;
    expect(block).toHaveAttribute('data-island-state', 'pending');
    const row = within(screen.getByRole('group', { name: 'Filter reviews by rating' })).getByRole('button', { name: /^5\s/ });
    expect(row).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Fit' })).toHaveAttribute('tabindex', '0');
    row.click();
    expect(row).toHaveClass('ivole-histogramRow-s');
    expect(row).toHaveAttribute('aria-pressed', 'true');
    expect(block).not.toHaveAttribute('data-island-state', 'mounted');
    await waitFor(() => expect(countText()).toMatch(/of 8 reviews \(5 stars\)/));
    expect(block).toHaveAttribute('data-island-state', 'mounted');
    expect(posts.filter((post) => post.get('action') === 'cr_filter_reviews').map((post) => post.get('rating'))).toEqual(['5']);
  });

  it("Customer Reviews 5.80's table histogram (.ivole-histogram-a cells) filters as the later div markup does", async () => {
    const posts = recordSiteAjaxPosts();
    await mountTouched('reviews-block/cusrev-5.80.html', CR);
    expect(document.querySelector('table.cr-histogramTable')).toHaveAttribute('role', 'presentation');
    const row = screen.getByRole('button', { name: '5 stars: 44% of reviews' });
    expect(row.tagName).toBe('TR');
    await userEvent.click(within(row).getByText('5 star'));
    await waitFor(() => expect(countText()).toMatch(/of 8 reviews \(5 stars\)/));
    expect(row).toHaveAttribute('aria-pressed', 'true');
    expect(row).toHaveClass('ivole-histogramRow-s');
    expect(Object.fromEntries(posts.find((post) => post.get('action') === 'cr_filter_reviews')!)).toMatchObject({ productID: '12', rating: '5' });
    screen.getByRole('button', { name: /^4 stars:/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: /^4 stars:/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(row).toHaveAttribute('aria-pressed', 'false');
  });

  it("Customer Reviews 5.60–5.62's histogram (table#ivole-histogramTable, cells linking to ?ivrating=n) filters in place, one tab stop a row", async () => {
    const posts = recordSiteAjaxPosts();
    stubShopGlobals(CR);
    loadMarkup('reviews-block/cusrev-5.62.html');
    startMounts();
    await flushIslands();
    // Before the island runs (it waits for the shopper), as after.
    expect(document.querySelector('table#ivole-histogramTable')).toHaveAttribute('role', 'presentation');
    const row = screen.getByRole('button', { name: /^5 star/ });
    expect([...row.querySelectorAll('a')].map((link) => link.tabIndex)).toEqual([-1, -1, -1]);
    await userEvent.click(within(row).getByText('5 star'));
    await waitFor(() => expect(countText()).toMatch(/of 8 reviews \(5 stars\)/));
    expect(location.search).not.toContain('ivrating');
    expect(row).toHaveAccessibleName('5 stars: 44% of reviews');
    expect(row).toHaveAttribute('aria-pressed', 'true');
    expect(Object.fromEntries(posts.find((post) => post.get('action') === 'cr_filter_reviews')!)).toMatchObject({ productID: '12', rating: '5' });
  });

  it('show more appends the next page with the page number, the search, tags and rating shown', async () => {
    const posts = recordSiteAjaxPosts();
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Fit' }));
    await waitFor(() => expect(posts.some((post) => post.getAll('tags[]').includes('21'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Fit' }));
    await waitFor(() => expect(countText()).toMatch(/1-5 of 18 reviews/));
    const button = screen.getByRole('button', { name: 'Show more reviews (13)' });
    await userEvent.click(button);
    await waitFor(() => expect(reviews()).toHaveLength(10));
    expect(document.querySelector('.cr-reviews-ajax-comments')).toHaveAttribute('data-page', '2');
    expect(button).toHaveTextContent('Show more reviews (8)');
    const sent = posts.filter((post) => post.get('action') === 'cr_show_more_reviews').at(-1)!;
    expect(Object.fromEntries(sent)).toMatchObject({ productID: '12', page: '1', rating: '0', search: '', security: document.querySelector('.cr-reviews-ajax-comments')!.getAttribute('data-nonce') });
  });

  it('search waits 1000 ms after the last keystroke; Enter sends at once', async () => {
    const posts = recordSiteAjaxPosts();
    await mount();
    const box = screen.getByRole('textbox', { name: 'Search customer reviews' });
    await userEvent.type(box, 'wash');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(posts.filter((post) => post.get('search') === 'wash')).toHaveLength(0);
    await waitFor(() => expect(posts.filter((post) => post.get('search') === 'wash')).toHaveLength(1), { timeout: 1500 });
    await userEvent.type(box, 'ed{Enter}');
    await waitFor(() => expect(posts.filter((post) => post.get('search') === 'washed')).toHaveLength(1), { timeout: 200 });
  });

  it('only the newest answer is shown when an older one comes back later', async () => {
    let calls = 0;
    mockShop.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        const rating = new URLSearchParams(await request.clone().text()).get('rating');
        calls += 1;
        if (calls === 1) await delay(300);
        return HttpResponse.json({ page: 1, html: `<li class="review" id="li-comment-${rating}"></li>`, last_page: true, show_more_label: '', count_row: `rating ${rating}` });
      }),
    );
    await mount();
    await userEvent.click(screen.getByRole('button', { name: /^5 stars:/ }));
    await userEvent.click(screen.getByRole('button', { name: /^1 star:/ }));
    await waitFor(() => expect(countText()).toBe('rating 1'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(countText()).toBe('rating 1');
    expect(reviews()[0]).toHaveAttribute('id', 'li-comment-1');
  });

  it.each([
    ['HTTP 500', () => new HttpResponse('<p>critical error</p>', { status: 500 }), 'An unknown error occurred.'],
    ['invalid JSON', () => new HttpResponse('<b>Warning</b> {"page":1}', { status: 200 }), 'The response is not a valid JSON response.'],
    ['a dropped connection', () => HttpResponse.error(), 'You are probably offline.'],
  ])('%s on show more: says why, keeps the list and the button, and retries', async (_case, failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let shouldFail = true;
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', () => (shouldFail ? failure() : undefined)));
    await mount();
    await userEvent.click(screen.getByRole('button', { name: /^Show more reviews/ }));
    const alert = await screen.findByText(/Could not load the reviews\./);
    expect(alert).toHaveTextContent(message);
    expect(reviews()).toHaveLength(5);
    expect(screen.getByRole('button', { name: /^Show more reviews/ })).toBeVisible();
    expect(document.querySelector('.cr-summaryBox-ajax')).not.toHaveAttribute('inert');
    shouldFail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(reviews()).toHaveLength(10));
    expect(screen.queryByText(/Could not load the reviews\./)).toBeNull();
  });

  it.each(['props-missing', 'props-corrupted', 'props-invalid'])('%s: the block stays as the server sent it', async (fixture) => {
    stubShopGlobals(CR);
    await expectInvalidProps('reviews-block', fixture);
  });
});
