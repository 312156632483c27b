// builder-widget: Elementor Pro's search widget — shown at load, its live results, the keyboard, a failure.
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { loadMarkup, startMounts } from '../../fixtures/test-utils';
import { filterProducts, refreshSearch } from '../../fixtures/handlers/loop-grid';

const widget = (): HTMLElement => document.querySelector('.elementor-widget-search')!;
const field = (): HTMLInputElement => screen.getByRole('combobox', { name: 'Search' });
const shown = (): string[] => [...widget().querySelectorAll('.e-search-results .e-loop-item h3')].map((title) => title.textContent!.trim());
const named = (text: string): string[] => filterProducts([]).filter((product) => product.name.toLowerCase().includes(text)).map((product) => product.name);

/** The shop's refresh-search route (the mock's), recording each request body. */
function serveSearch(): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    expect(String(input)).toBe(`${location.origin}/wp-json/elementor-pro/v1/refresh-search`);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push(body);
    const { status, json } = refreshSearch(body, location.origin);
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

/** The widget inside the shop page's document (#86), as the page builder prints it. */
function open(): void {
  vi.stubGlobal('ElementorProFrontendConfig', { urls: { rest: `${location.origin}/wp-json/` } });
  loadMarkup('builder-widget/live-search.html');
  document.body.innerHTML = `<div class="elementor" data-elementor-type="wp-page" data-elementor-id="86">${document.body.innerHTML}</div><p><a href="#elsewhere">Elsewhere</a></p>`;
  startMounts();
}

describe('search widget', () => {
  it('is shown at load (Pro printed it hidden for its script), with room for its icons; the clear icon hidden while empty', async () => {
    open();
    await waitFor(() => expect(widget().querySelector('.e-search')).not.toHaveClass('hidden'));
    // (The icons' room, measured in a browser, is the e2e test's: this DOM lays nothing out.)
    expect(widget().querySelector('.e-search-input-wrapper > svg')).toHaveClass('hidden');
  });

  it('shows live results 300 ms after typing stops, from the third letter, newest first; the field says it has them', async () => {
    const sent = serveSearch();
    open();
    const user = userEvent.setup();
    await user.type(field(), 'ho');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent).toEqual([]);
    await user.type(field(), 'l');
    await waitFor(() => expect(shown()).toEqual(named('hol').slice(0, 3)));
    // One request, for the whole word typed.
    expect(sent).toEqual([{ post_id: '86', widget_id: 'e5f6a7b', search_term: 'hol', page_number: 1 }]);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(widget().querySelector('.e-search-input-wrapper > svg')).not.toHaveClass('hidden');
    // Their add-to-cart buttons are islands like any other.
    expect(within(widget()).getAllByRole('button', { name: /Add to cart|Select options/ }).length).toBeGreaterThan(0);
  });

  it('moves through the results with the arrow keys, back to the field, and Escape closes them with the text kept', async () => {
    serveSearch();
    open();
    const user = userEvent.setup();
    await user.type(field(), 'hol');
    await waitFor(() => expect(shown()).toHaveLength(3));
    await user.keyboard('{ArrowDown}');
    const links = within(widget().querySelector<HTMLElement>('.e-search-results')!).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(links.at(-1)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('hol');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(widget().querySelector('.e-search-results-container')).toHaveClass('hidden');
    // Back in the field, the results open again.
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(field());
    expect(field()).toHaveAttribute('aria-expanded', 'true');
  });

  it('pages through the results by their page links, and says when nothing matches', async () => {
    const sent = serveSearch();
    open();
    const user = userEvent.setup();
    await user.type(field(), 'hol');
    await waitFor(() => expect(shown()).toHaveLength(3));
    await user.click(within(widget()).getByRole('link', { name: /^Page ?2$/ }));
    await waitFor(() => expect(shown()).toEqual(named('hol').slice(3, 6)));
    expect(sent.at(-1)).toMatchObject({ search_term: 'hol', page_number: 2 });
    await user.clear(field());
    await user.type(field(), 'zzz');
    await waitFor(() => expect(within(widget()).getByText('Nothing matches “zzz”.')).toBeInTheDocument());
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('the clear icon empties the field and the results and puts the focus back', async () => {
    serveSearch();
    open();
    const user = userEvent.setup();
    await user.type(field(), 'hol');
    await waitFor(() => expect(shown()).toHaveLength(3));
    await user.click(widget().querySelector<SVGElement>('.e-search-input-wrapper > svg')!);
    expect(field()).toHaveValue('');
    expect(shown()).toEqual([]);
    expect(field()).toHaveFocus();
  });

  it('keeps the field and says why in the console when the route fails', async () => {
    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open();
    const user = userEvent.setup();
    await user.type(field(), 'hol');
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('[shop-islands] search: no live results for "hol"')));
    expect(field()).toHaveValue('hol');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes the last results away when the text no longer matches them: letters taken back below three, or a failed search', async () => {
    serveSearch();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open();
    const user = userEvent.setup();
    await user.type(field(), 'hol');
    await waitFor(() => expect(shown()).toHaveLength(3));
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(shown()).toEqual([]));
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await user.type(field(), 'l');
    await waitFor(() => expect(shown()).toHaveLength(3));
    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502 }));
    await user.type(field(), 'd');
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('no live results for "hold"')));
    expect(shown()).toEqual([]);
    expect(widget().querySelector('.e-search-results-container')).toHaveClass('hidden');
  });
});
