// builder-widget: Elementor Pro's loop grid whose page links load in place (`pagination_load_type` ajax).
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMounts } from '../../fixtures/test-utils';
import { filterProducts, loadMoreGrid, PAGED_GRID_ID, pagedGrid } from '../../fixtures/handlers/loop-grid';
import { LOADING_CLASS } from './loop-pagination';

const grid = (): HTMLElement => document.querySelector(`[data-id="${PAGED_GRID_ID}"]`)!;
const titles = (): string[] => [...grid().querySelectorAll('.e-loop-item h3')].map((title) => title.textContent!.trim());
const names = filterProducts([]).map((product) => product.name);
const pageParam = `e-page-${PAGED_GRID_ID}`;

/** The shop page as the demo server prints it for an address (only the grids matter here). */
function servePages(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    asked.push(url.search);
    return new Response(`<!doctype html><html><body><div class="elementor">${loadMoreGrid(url.searchParams, location.origin)}${pagedGrid(url.searchParams, location.origin)}</div></body></html>`, { status: 200, headers: { 'Content-Type': 'text/html' } });
  });
  return asked;
}

function open(query = ''): void {
  history.replaceState(null, '', `/builder/shop/${query}`);
  vi.stubGlobal('elementorFrontendConfig', { post: { id: 86 } });
  document.body.innerHTML = `<div class="elementor" data-elementor-type="wp-page" data-elementor-id="86">${pagedGrid(new URLSearchParams(query), location.origin)}</div>`;
  startMounts();
}

afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('loop grid: page links loaded in place', () => {
  it('a page link shows that page in the grid (its first press answered), the address follows, the focus goes to its first item', async () => {
    const asked = servePages();
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    // A product added without ajax (`add-to-cart` left in the address) is not added again by the grid's fetch.
    open('?e-filter-a1b2c3d-product_cat=clothing&add-to-cart=12');
    expect(titles()).toEqual(names.slice(0, 4));
    const user = userEvent.setup();
    await user.click(within(grid()).getByRole('link', { name: /^Page ?2$/ }));
    await waitFor(() => expect(titles()).toEqual(names.slice(4, 8)));
    // The address as it now reads: the filter of the other grid too.
    expect(asked).toEqual([`?e-filter-a1b2c3d-product_cat=clothing&${pageParam}=2`]);
    // The other grids' state in the address stays.
    expect(new URL(location.href).searchParams.get(pageParam)).toBe('2');
    expect(new URL(location.href).searchParams.get('e-filter-a1b2c3d-product_cat')).toBe('clothing');
    expect(screen.getByRole('link', { name: names[4] })).toHaveFocus();
    expect(within(grid()).getByText('2', { selector: '.current' })).toHaveAttribute('aria-current', 'page');
    // `auto_scroll` brings the grid into view.
    expect(scrolled).toHaveBeenCalled();
    expect(grid()).not.toHaveClass(LOADING_CLASS);
    // Back to page 1: page 1 has no page in the address.
    await user.click(within(grid()).getByRole('link', { name: '« Previous' }));
    await waitFor(() => expect(titles()).toEqual(names.slice(0, 4)));
    expect(new URL(location.href).searchParams.has(pageParam)).toBe(false);
  });

  it('Back shows the page the address names', async () => {
    servePages();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    open();
    const user = userEvent.setup();
    await user.click(within(grid()).getByRole('link', { name: /^Page ?3$/ }));
    await waitFor(() => expect(titles()).toEqual(names.slice(8, 12)));
    history.back();
    await waitFor(() => expect(titles()).toEqual(names.slice(0, 4)));
  });

  it('a press with a modifier key is left to the browser (a new tab)', async () => {
    const asked = servePages();
    open();
    const link = within(grid()).getByRole('link', { name: /^Page ?2$/ });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    // Started first: a plain press would be held while the family loads.
    grid().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(grid()).toHaveAttribute('data-island-state', 'mounted'));
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(asked).toEqual([]);
  });

  it('a failed page says so under the links, keeps the grid and puts the address back', async () => {
    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502 }));
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open();
    const user = userEvent.setup();
    await user.click(within(grid()).getByRole('link', { name: 'Next »' }));
    await waitFor(() => expect(within(grid()).getByRole('status')).not.toBeEmptyDOMElement());
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shop-islands] loop-grid: the page did not load'));
    expect(titles()).toEqual(names.slice(0, 4));
    expect(location.search).toBe('');
    expect(grid()).not.toHaveClass(LOADING_CLASS);
    servePages();
    await user.click(within(grid()).getByRole('link', { name: 'Next »' }));
    await waitFor(() => expect(titles()).toEqual(names.slice(4, 8)));
    expect(within(grid()).queryByRole('status')).toBeNull();
  });
});
