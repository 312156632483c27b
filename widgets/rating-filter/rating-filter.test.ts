// rating-filter: Customer Reviews' histogram in its non-ajax template filters by a page load, as frontend.js did.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';
import { filteredAddress } from './rating-filter';

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  history.replaceState(null, '', '/product/holdout-simple-tee/?attribute_pa_size=m');
});

const row = (name: RegExp) => screen.getByRole('button', { name });

describe('rating-filter', () => {
  it('5.63 – 5.114 (spans in a table): at scan a named group of row buttons; a click shows the row chosen and opens the page of that rating on the reviews tab', async () => {
    loadMarkup('rating-filter/ok.html');
    startMounts();
    expect(screen.getByRole('group', { name: 'Filter reviews by rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(5);
    expect(document.querySelector('table.cr-histogramTable')).toHaveAttribute('role', 'presentation');
    const four = document.querySelectorAll<HTMLElement>('.ivole-histogramRow')[1]!;
    await userEvent.click(four.querySelector('.ivole-meter')!);
    expect(four).toHaveClass('ivole-histogramRow-s');
    expect(four).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(`${location.origin}/product/holdout-simple-tee/?attribute_pa_size=m&ivrating=4#tab-reviews`);
  });

  it('5.115 and later (div rows): Enter and Space on a row, before and after its code came, each open the page once', async () => {
    loadMarkup('rating-filter/cusrev-5.117.html');
    startMounts();
    const rows = document.querySelectorAll<HTMLElement>('.ivole-histogramRow');
    rows[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]![0])).toMatch(/[?&]ivrating=5#tab-reviews$/);
    await flushIslands();
    rows[2]!.focus();
    await userEvent.keyboard(' ');
    expect(assign).toHaveBeenCalledTimes(2);
    expect(String(assign.mock.calls[1]![0])).toMatch(/[?&]ivrating=3#tab-reviews$/);
    // Once the code runs, the row pressed shows chosen too; a held key (it repeats) loads one page.
    expect(rows[2]).toHaveClass('ivole-histogramRow-s');
    expect(rows[2]).toHaveAttribute('aria-pressed', 'true');
    expect(rows[0]).toHaveAttribute('aria-pressed', 'false');
    rows[3]!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', repeat: true, bubbles: true, cancelable: true }));
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('a row without reviews is no control and does nothing; the page already filtered gets the new rating', async () => {
    history.replaceState(null, '', '/product/holdout-simple-tee/?ivrating=5');
    loadMarkup('rating-filter/ok.html');
    // A rating nobody gave prints plain cells (show_summary_table's else branch).
    const last = document.querySelectorAll('.ivole-histogramRow')[4]!;
    last.innerHTML = '<td class="ivole-histogramCell1">1 star</td><td class="ivole-histogramCell2"><div class="ivole-meter"><div class="ivole-meter-bar" style="width: 0%"></div></div></td><td class="ivole-histogramCell3">0%</td>';
    startMounts();
    expect(last).not.toHaveAttribute('role');
    await userEvent.click(last.querySelector('td')!);
    await flushIslands();
    await userEvent.click(last.querySelector('td')!);
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(row(/^4 star/));
    expect(assign).toHaveBeenCalledWith(`${location.origin}/product/holdout-simple-tee/?ivrating=4#tab-reviews`);
  });

  it('reads the shop’s own query var and reviews hash from cr_ajax_object', () => {
    vi.stubGlobal('cr_ajax_object', { ajax_url: '/wp-admin/admin-ajax.php', rating_filter: 'stars', reviews_tab: '#reviews' });
    expect(filteredAddress(2, 'https://shop.example/product/tee/?color=red#tab-description')).toBe('https://shop.example/product/tee/?color=red&stars=2#reviews');
  });

  it('props-missing: a mount with no rows filters nothing and makes nothing a button', async () => {
    loadMarkup('rating-filter/props-missing.html');
    startMounts();
    await userEvent.click(screen.getByText('No ratings yet'));
    await flushIslands();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: one console error naming the widget', async (fixture) => {
    await expectInvalidProps('rating-filter', fixture);
  });
});
