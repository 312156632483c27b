// all-reviews on the all-reviews block (5 per page, numbered pages), against the mock shop (msw/node).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectInvalidProps, mountTouched, recordSiteAjaxPosts, stubShopGlobals } from '../../fixtures/test-utils';

const CR = { cr_ajax_object: { ajax_url: '/wp-admin/admin-ajax.php' } };

/** The block as the shopper finds it, its island running; returns the ajax posts it will send. */
async function openBlock(): Promise<URLSearchParams[]> {
  const posts = recordSiteAjaxPosts();
  await mountTouched('all-reviews/ok.html', CR);
  return posts;
}

describe('all-reviews', () => {
  it('a page link posts the shortcode attributes back with the zero-based page and shows that page', async () => {
    const posts = await openBlock();
    await userEvent.click(screen.getByRole('button', { name: 'Page 13' }));
    await waitFor(() => expect(screen.getByText('13', { selector: '[aria-current="page"]' })).toBeInTheDocument());
    const sent = posts.find((post) => post.get('action') === 'cr_show_more_all_reviews')!;
    expect(sent.get('page')).toBe('12');
    expect(sent.get('attributes[per_page]')).toBe('5');
    expect(sent.get('attributes[shop_reviews]')).toBe('true');
    expect(sent.get('rating')).toBe('0');
    expect(document.querySelector('.cr-count-row-count')).toHaveTextContent('61-64 of 64 reviews');
    expect(document.querySelectorAll('ol.commentlist > li.review')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Previous page, page 12' })).toBeInTheDocument();
    expect(document.activeElement).toBe(document.querySelector('.cr-count-row-count'));
  });

  it('searches on the Search button, not while typing', async () => {
    const posts = await openBlock();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search customer reviews' }), 'delivery');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(posts).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(posts.map((post) => post.get('search'))).toEqual(['delivery']));
    expect(posts[0]!.get('page')).toBe('0');
  });

  it.each(['props-missing', 'props-corrupted', 'props-invalid'])('%s: the block stays as the server sent it', async (fixture) => {
    stubShopGlobals(CR);
    await expectInvalidProps('all-reviews', fixture);
  });
});
