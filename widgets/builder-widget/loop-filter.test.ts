// builder-widget: Elementor Pro's taxonomy filter refreshing its loop grid, against the mock shop's
// `elementor-pro/v1/refresh-loop` route.
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMounts } from '../../fixtures/test-utils';
import { filterProducts, LOOP_FILTER_ID, LOOP_GRID_ID, loopFilterBar, loopGrid } from '../../fixtures/handlers/loop-grid';
import { LOADING_CLASS } from './loop-filter';

let faults = '';
const sent: unknown[] = [];
beforeEach(() => {
  faults = '';
  sent.length = 0;
  const original = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (faults) headers.set('x-shop-fault', faults);
    if (String(input).includes('refresh-loop')) sent.push(JSON.parse(String(init.body)));
    return original(input, { ...init, headers });
  });
});
afterEach(() => history.replaceState(null, '', '/'));

function open(query = ''): void {
  history.replaceState(null, '', `/builder/shop/${query}`);
  vi.stubGlobal('ElementorProFrontendConfig', { urls: { rest: `${location.origin}/wp-json/` } });
  vi.stubGlobal('elementorFrontendConfig', { post: { id: 86 } });
  document.body.innerHTML = `<div class="elementor" data-elementor-type="wp-page" data-elementor-id="86">${loopFilterBar([], `${location.origin}/builder/shop/`)}${loopGrid(new URLSearchParams(location.search), location.origin)}</div>`;
  startMounts();
}

const grid = (): HTMLElement => document.querySelector(`[data-id="${LOOP_GRID_ID}"]`)!;
const titles = (): string[] => [...grid().querySelectorAll('.e-loop-item h3')].map((title) => title.textContent!.trim());
const pressed = (): string[] => [...document.querySelectorAll(`[data-id="${LOOP_FILTER_ID}"] [aria-pressed="true"]`)].map((button) => button.textContent!.trim());
const namesIn = (...categories: string[]): string[] => filterProducts(categories).map((product) => product.name);

describe('taxonomy filter', () => {
  it('a press filters the grid by that category (its first press answered): the request, the address, the pressed buttons', async () => {
    open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Footwear' }));
    await waitFor(() => expect(titles()).toEqual(namesIn('footwear')));
    expect(sent).toEqual([{ post_id: '86', widget_id: LOOP_GRID_ID, widget_filters: { taxonomy: { product_cat: { terms: ['footwear'], logicalJoin: 'OR' } } }, pagination_base_url: `${location.origin}/builder/shop/` }]);
    expect(location.search).toBe(`?e-filter-${LOOP_GRID_ID}-product_cat=footwear`);
    expect(pressed()).toEqual(['Footwear']);
    expect(grid()).not.toHaveClass(LOADING_CLASS);
  });

  it('several categories join by OR in the address (~), a second press takes one off, All clears them', async () => {
    open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Footwear' }));
    await waitFor(() => expect(titles()).toEqual(namesIn('footwear')));
    await user.click(screen.getByRole('button', { name: 'Gifts' }));
    await waitFor(() => expect(titles()).toEqual(namesIn('footwear', 'gifts')));
    expect(new URLSearchParams(location.search).get(`e-filter-${LOOP_GRID_ID}-product_cat`)).toBe('footwear~gifts');
    expect(location.search).toContain('footwear~gifts');
    expect(pressed()).toEqual(['Footwear', 'Gifts']);
    await user.click(screen.getByRole('button', { name: 'Footwear' }));
    await waitFor(() => expect(titles()).toEqual(namesIn('gifts')));
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(titles()).toEqual(namesIn()));
    expect(pressed()).toEqual(['All']);
    expect(location.search).toBe('');
  });

  it('a page opened filtered (by its address) starts from that filter and asks nothing until pressed', async () => {
    open(`?e-filter-${LOOP_GRID_ID}-product_cat=gifts`);
    expect(titles()).toEqual(namesIn('gifts'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Footwear' }));
    await waitFor(() => expect(titles()).toEqual(namesIn('gifts', 'footwear')));
    expect(sent).toHaveLength(1);
  });

  it('a failed refresh keeps the grid, the buttons and the address as they were, and says why in the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open();
    faults = 'refresh-loop=500';
    const user = userEvent.setup();
    const before = titles();
    await user.click(screen.getByRole('button', { name: 'Clothing' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining(`[shop-islands] taxonomy-filter: the loop grid ${LOOP_GRID_ID} was not filtered (elementor-pro/v1/refresh-loop: HTTP 500)`)));
    expect(titles()).toEqual(before);
    expect(pressed()).toEqual(['All']);
    expect(location.search).toBe('');
    expect(grid()).not.toHaveClass(LOADING_CLASS);
  });

  it('a newer press calls the older request off: the grid ends on the last press', async () => {
    open();
    faults = 'refresh-loop=slow:300';
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clothing' }));
    await waitFor(() => expect(grid()).toHaveClass(LOADING_CLASS));
    expect(grid()).toHaveAttribute('aria-busy', 'true');
    faults = '';
    await user.click(screen.getByRole('button', { name: 'Clothing' }));
    await user.click(screen.getByRole('button', { name: 'Gifts' }));
    await waitFor(() => expect(grid()).not.toHaveClass(LOADING_CLASS));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(titles()).toEqual(namesIn('gifts'));
  });

  it('Back filters the grid to the address it goes to', async () => {
    open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Footwear' }));
    await waitFor(() => expect(titles()).toEqual(namesIn('footwear')));
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(titles()).toEqual(namesIn()));
    history.replaceState(null, '', `/builder/shop/?e-filter-${LOOP_GRID_ID}-product_cat=footwear`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(titles()).toEqual(namesIn('footwear')));
    expect(pressed()).toEqual(['Footwear']);
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(namesIn('footwear').length);
  });
});
