// review-votes on a review's vote box, against the mock shop (msw/node).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockShop } from '../../fixtures/msw-server';
import { expectInvalidProps, flushIslands, loadMarkup, mountTouched, recordSiteAjaxPosts, startMounts, stubShopGlobals } from '../../fixtures/test-utils';

const CR = { cr_ajax_object: { ajax_url: '/wp-admin/admin-ajax.php' } };

async function mount(): Promise<void> {
  await mountTouched('review-votes/ok.html', CR);
}

describe('review-votes', () => {
  it('the spans become toggle buttons named with their counts', async () => {
    await mount();
    expect(screen.getByRole('button', { name: 'Helpful (3)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Not helpful (1)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('waits for the shopper: the spans are named keyboard buttons from the start; Enter shows updating at once and votes once the island runs', async () => {
    const posts = recordSiteAjaxPosts();
    stubShopGlobals(CR);
    loadMarkup('review-votes/ok.html');
    startMounts();
    await flushIslands();
    const box = document.querySelector('.cr-voting-cont-uni')!;
    expect(box).toHaveAttribute('data-island-state', 'pending');
    expect(screen.getByRole('button', { name: 'Not helpful (1)' })).toHaveAttribute('tabindex', '0');
    const up = screen.getByRole('button', { name: 'Helpful (3)' });
    up.focus();
    up.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(up).toHaveClass('cr-voting-update');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Helpful \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(box).toHaveAttribute('data-island-state', 'mounted');
    expect(posts.filter((post) => post.get('action') === 'cr_vote_review').map((post) => post.get('upvote'))).toEqual(['1']);
    expect(screen.getByRole('button', { name: /^Helpful/ })).toHaveFocus();
  });

  it('a vote shows updating, then the counts and current vote the shop answers', async () => {
    let posted = new URLSearchParams();
    let release: () => void = () => undefined;
    mockShop.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        posted = new URLSearchParams(await request.text());
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ code: 0, votes: { upvotes: 9, downvotes: 2, current: 1 } });
      }),
    );
    await mount();
    const up = screen.getByRole('button', { name: 'Helpful (3)' });
    await userEvent.click(up);
    await waitFor(() => expect(up).toHaveClass('cr-voting-update'));
    expect(up).toHaveAttribute('aria-disabled', 'true');
    expect(Object.fromEntries(posted)).toEqual({ action: 'cr_vote_review', reviewID: '201', upvote: '1' });
    release();
    await waitFor(() => expect(up).toHaveAccessibleName('Helpful (9)'));
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(up).toHaveClass('cr-voting-active');
    expect(up).not.toHaveClass('cr-voting-update');
    expect(screen.getByText('(2)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not helpful (2)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('down then none: current -1 marks the down button, 0 neither', async () => {
    const answers = [-1, 0];
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ code: 0, votes: { upvotes: 3, downvotes: 1, current: answers.shift() } })));
    await mount();
    const down = screen.getByRole('button', { name: /^Not helpful/ });
    await userEvent.click(down);
    await waitFor(() => expect(down).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(down);
    await waitFor(() => expect(down).toHaveAttribute('aria-pressed', 'false'));
    expect(document.querySelectorAll('.cr-voting-active')).toHaveLength(0);
  });

  it.each([
    ['HTTP 500', () => new HttpResponse('', { status: 500 }), 'An unknown error occurred.'],
    ['a refusal (code 1)', () => HttpResponse.json({ code: 1 }), 'The shop could not do that.'],
    ['voting switched off (admin-ajax answers 0)', () => new HttpResponse('0'), 'The response is not a valid JSON response.'],
  ])('%s: the previous state comes back and the reason is said', async (_case, failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockShop.use(
      http.post('*/wp-admin/admin-ajax.php', async () => {
        await delay(20);
        return failure();
      }),
    );
    await mount();
    const up = screen.getByRole('button', { name: 'Helpful (3)' });
    await userEvent.click(up);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`Your vote was not saved. ${message}`));
    expect(up).toHaveAccessibleName('Helpful (3)');
    expect(up).toHaveAttribute('aria-pressed', 'false');
    expect(up).not.toHaveClass('cr-voting-update');
  });

  it.each(['props-missing', 'props-corrupted', 'props-invalid'])('%s: the vote box stays as the server sent it', async (fixture) => {
    stubShopGlobals(CR);
    await expectInvalidProps('review-votes', fixture);
    expect(document.querySelector('.cr-voting-upvote')?.tagName).toBe('SPAN');
  });
});
