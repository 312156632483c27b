// builder-widget: Elementor Pro's loop grid with "load more": the next page's items moved in, the last page, a failure.
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { startMounts } from '../../fixtures/test-utils';
import { filterProducts, LOAD_MORE_GRID_ID, loadMoreGrid } from '../../fixtures/handlers/loop-grid';
import { END_CLASS } from './load-more';

const grid = (): HTMLElement => document.querySelector(`[data-id="${LOAD_MORE_GRID_ID}"]`)!;
const titles = (): string[] => [...grid().querySelectorAll('.e-loop-item h3')].map((title) => title.textContent!.trim());
const names = filterProducts([]).map((product) => product.name);

/** The shop page's next pages, as the demo server prints them (only the grid matters here). */
function servePages(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    asked.push(url.search);
    return new Response(`<!doctype html><html><body><div class="elementor">${loadMoreGrid(url.searchParams, location.origin)}</div></body></html>`, { status: 200, headers: { 'Content-Type': 'text/html' } });
  });
  return asked;
}

function open(): void {
  vi.stubGlobal('elementorFrontendConfig', { post: { id: 86 } });
  document.body.innerHTML = `<div class="elementor" data-elementor-type="wp-page" data-elementor-id="86">${loadMoreGrid(new URLSearchParams(), location.origin)}</div>`;
  startMounts();
}

describe('loop grid: load more', () => {
  it("a press moves the next page's items in (its first press answered), the focus on the first new one; the last page hides the button", async () => {
    const asked = servePages();
    open();
    expect(titles()).toEqual(names.slice(0, 6));
    const user = userEvent.setup();
    await user.click(within(grid()).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(titles()).toEqual(names.slice(0, 12)));
    expect(asked).toEqual([`?e-page-${LOAD_MORE_GRID_ID}=2`]);
    expect(screen.getByRole('link', { name: names[6] })).toHaveFocus();
    expect(grid()).not.toHaveClass(END_CLASS);
    await user.click(within(grid()).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(titles()).toEqual(names));
    expect(grid()).toHaveClass(END_CLASS);
    expect(asked).toHaveLength(2);
  });

  it('a failed page says so under the button, which stays for another try', async () => {
    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open();
    const user = userEvent.setup();
    await user.click(within(grid()).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(grid()).getByRole('status')).not.toBeEmptyDOMElement());
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shop-islands] loop-grid: more results did not load'));
    expect(titles()).toEqual(names.slice(0, 6));
    expect(grid()).not.toHaveClass(END_CLASS);
    servePages();
    await user.click(within(grid()).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(titles()).toEqual(names.slice(0, 12)));
    expect(within(grid()).queryByRole('status')).toBeNull();
  });
});
