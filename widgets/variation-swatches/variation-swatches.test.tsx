// variation-swatches on the plugin's markup with WooCommerce's form, every swatch option (msw/node).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jQuery from 'jquery';
import { describe, expect, it, vi } from 'vitest';
import { collectEvents, expectInvalidProps, flushIslands, loadMarkup, startMounts, stubShopGlobals, touchMountPoints , mountTouched } from '../../fixtures/test-utils';

const FREE_OPTIONS = { show_variation_label: '1', clear_on_reselect: '', variation_label_separator: ':', is_mobile: '', show_variation_stock: '', stock_label_threshold: '5' };

async function mount(options: Record<string, string> = {}, fixture = 'variation-swatches/ok.html'): Promise<void> {
  await mountTouched(fixture, { woo_variation_swatches_options: { ...FREE_OPTIONS, ...options } });
  // The form's first check (100 ms) updates the options the swatches read.
  await waitFor(() => expect(document.querySelector('.single_add_to_cart_button')).toHaveClass('disabled'));
}

const colors = () => screen.getByRole('radiogroup', { name: 'Color' });
const sizes = () => screen.getByRole('radiogroup', { name: 'Size' });
const select = (name: string) => document.querySelector<HTMLSelectElement>(`select[name="attribute_pa_${name}"]`)!;

describe('variation-swatches', () => {
  it('renders the server items as named radios and sets the hidden select (firing change) on a click', async () => {
    await mount();
    const selected = collectEvents<unknown[]>('wvs-selected-item');
    let changes = 0;
    select('color').addEventListener('change', () => changes++);
    const red = within(colors()).getByRole('radio', { name: 'Red' });
    expect(red).toHaveClass('variable-item', 'color-variable-item', 'color-variable-item-red');
    expect(red.querySelector('.variable-item-span-color')).toHaveStyle({ backgroundColor: '#d12b2b' });

    await userEvent.click(red);
    expect(select('color')).toHaveValue('red');
    expect(changes).toBe(1);
    expect(red).toHaveAttribute('aria-checked', 'true');
    expect(red).toHaveClass('selected');
    expect(selected[0]?.slice(0, 2)).toEqual(['attribute_pa_color', 'red']);
    expect(selected[0]?.[2]).toBe(select('color'));
    // show_variation_label with its separator, after the row's label.
    expect(document.querySelector('tr:first-child th.label .woo-selected-variation-item-name')).toHaveTextContent(': Red');
  });

  it("a jQuery ajax answer (a quick view's) has the page scanned again 1 s later, also with a jQuery that arrived after the swatches started", async () => {
    await mount();
    const scan = vi.fn();
    vi.stubGlobal('shopIslands', { scan });
    // An optimiser's delay: jQuery comes on the shopper's first move, after the swatches started.
    const script = document.head.appendChild(document.createElement('script'));
    vi.stubGlobal('jQuery', jQuery);
    script.dispatchEvent(new Event('load'));
    jQuery(document).trigger('ajaxComplete');
    expect(scan).not.toHaveBeenCalled();
    await waitFor(() => expect(scan).toHaveBeenCalledTimes(1), { timeout: 2000 });
    vi.unstubAllGlobals();
  });

  it('passes the 2.1 event arguments when the page config asks for them', async () => {
    document.head.insertAdjacentHTML('beforeend', '<script type="application/json" id="shop-islands-config">{"swatchesEventArgs":"2.1"}</script>');
    await mount();
    const selected = collectEvents<unknown[]>('wvs-selected-item');
    await userEvent.click(within(colors()).getByRole('radio', { name: 'Blue' }));
    expect(selected[0]?.[0]).toBe('blue');
    expect(selected[0]?.[1]).toBe(select('color'));
    document.getElementById('shop-islands-config')?.remove();
  });

  it('marks sold-out values no-stock, names them in text, and lets them be chosen (clickable_out_of_stock default)', async () => {
    await mount();
    await userEvent.click(within(colors()).getByRole('radio', { name: 'Blue' }));
    const l = await within(sizes()).findByRole('radio', { name: 'L, Out of stock' });
    expect(l).toHaveClass('no-stock');
    expect(l).not.toHaveAttribute('aria-disabled');
    expect(l).toHaveAttribute('data-wvstooltip', 'L – Out of stock');
    await userEvent.click(l);
    expect(select('size')).toHaveValue('l');
  });

  it('keeps sold-out values from being chosen when clickable_out_of_stock is off', async () => {
    await mount({ clickable_out_of_stock: '' });
    await userEvent.click(within(colors()).getByRole('radio', { name: 'Blue' }));
    const l = await within(sizes()).findByRole('radio', { name: 'L, Out of stock' });
    expect(l).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(l);
    expect(select('size')).toHaveValue('');
  });

  it('disables sold-out values with disable_out_of_stock', async () => {
    await mount({ disable_out_of_stock: '1' });
    await userEvent.click(within(colors()).getByRole('radio', { name: 'Blue' }));
    const l = await within(sizes()).findByRole('radio', { name: 'L, Unavailable' });
    expect(l).toHaveClass('disabled');
    await userEvent.click(l);
    expect(select('size')).toHaveValue('');
  });

  it('deselect_unavailable clears the choices no in-stock variation has together with the new one', async () => {
    stubShopGlobals({ woo_variation_swatches_options: { ...FREE_OPTIONS, disable_out_of_stock: '1', deselect_unavailable: 'yes' } });
    loadMarkup('variation-swatches/ok.html');
    // The swatches alone (the form island kept from mounting), so only their own rule can clear L.
    document.querySelector<HTMLElement>('form')!.dataset.islandTrigger = 'media:(max-width: 1px)';
    startMounts();
    touchMountPoints();
    await flushIslands();
    await userEvent.click(within(sizes()).getByRole('radio', { name: 'L' }));
    expect(select('size')).toHaveValue('l');
    await userEvent.click(within(colors()).getByRole('radio', { name: 'Blue' }));
    expect(select('color')).toHaveValue('blue');
    expect(select('size')).toHaveValue('');
    await waitFor(() => expect(within(sizes()).getByRole('radio', { name: 'L' })).toHaveAttribute('aria-checked', 'false'));
  });

  it('clear_on_reselect: choosing the chosen swatch again clears it; off, it stays chosen', async () => {
    await mount({ clear_on_reselect: '1' });
    const unselected = collectEvents('wvs-unselected-item');
    const red = within(colors()).getByRole('radio', { name: 'Red' });
    await userEvent.click(red);
    await userEvent.click(red);
    expect(select('color')).toHaveValue('');
    expect(red).toHaveAttribute('aria-checked', 'false');
    expect(unselected).toHaveLength(1);
  });

  it('keeps a reselected swatch chosen when clear_on_reselect is off', async () => {
    await mount();
    const red = within(colors()).getByRole('radio', { name: 'Red' });
    await userEvent.click(red);
    await userEvent.click(red);
    expect(select('color')).toHaveValue('red');
  });

  it('works as a radio group from the keyboard: one tab stop, arrows move and choose, Space and Enter choose', async () => {
    await mount();
    const red = within(colors()).getByRole('radio', { name: 'Red' });
    expect(red).toHaveAttribute('tabindex', '0');
    red.focus();
    expect(within(colors()).getByRole('radio', { name: 'Blue' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(colors()).getByRole('radio', { name: 'Blue' })).toHaveFocus();
    expect(select('color')).toHaveValue('blue');
    await userEvent.keyboard('{ArrowLeft}');
    expect(select('color')).toHaveValue('red');
    const s = within(sizes()).getByRole('radio', { name: 'S' });
    expect(s).toHaveAttribute('tabindex', '0');
    s.focus();
    await userEvent.keyboard(' ');
    expect(select('size')).toHaveValue('s');
    await userEvent.keyboard('{End}');
    expect(select('size')).toHaveValue('l');
    await userEvent.keyboard('{Home}{Enter}');
    expect(select('size')).toHaveValue('s');
    await waitFor(() => expect(document.querySelector('.single_variation')).toHaveTextContent('$35.00'));
  });

  it('shows "N left" under a swatch that settles on a variation at or below stock_label_threshold', async () => {
    await mount({ show_variation_stock: '1' });
    await userEvent.click(within(colors()).getByRole('radio', { name: 'Red' }));
    const s = await within(sizes()).findByRole('radio', { name: 'S, 3 left' });
    expect(s.querySelector('.wvs-stock-left-info')).toHaveTextContent('3 left');
    expect(within(sizes()).getByRole('radio', { name: 'M' }).querySelector('.wvs-stock-left-info')).toBeNull();
  });

  it('keeps every swatch enabled when the form looks variations up by ajax', async () => {
    await mount({}, 'variations/ajax-swatches.html');
    await userEvent.click(within(colors()).getByRole('radio', { name: 'Blue' }));
    const l = within(sizes()).getByRole('radio', { name: 'L' });
    expect(l).not.toHaveClass('no-stock');
    expect(l).not.toHaveClass('disabled');
  });

  it('the more control leaves the display-limit mode', async () => {
    stubShopGlobals({ woo_variation_swatches_options: FREE_OPTIONS });
    loadMarkup('variation-swatches/ok.html');
    const list = document.querySelector('ul[aria-label="Color"]')!;
    list.classList.add('enabled-display-limit-mode');
    list.insertAdjacentHTML('beforeend', '<li class="woo-variation-swatches-variable-item-more">+1 more</li>');
    startMounts();
    touchMountPoints();
    await flushIslands();
    await userEvent.click(screen.getByRole('button', { name: 'Show all Color options' }));
    expect(list).not.toHaveClass('enabled-display-limit-mode');
    expect(screen.queryByRole('button', { name: 'Show all Color options' })).toBeNull();
  });

  it('works in markup inserted later (a quick view): the form and its swatches mount when they arrive', async () => {
    stubShopGlobals({ woo_variation_swatches_options: FREE_OPTIONS });
    loadMarkup('variation-swatches/ok.html');
    const quickView = document.body.innerHTML;
    document.body.innerHTML = '<div id="quick-view"></div>';
    startMounts();
    touchMountPoints();
    await flushIslands();
    document.getElementById('quick-view')!.innerHTML = quickView;
    // Found in the inserted markup, they wait for the shopper; the first presses start them and are replayed.
    await waitFor(() => expect(document.querySelector('form.variations_form')).toHaveAttribute('data-island-state', 'pending'));
    await userEvent.click(within(colors()).getByRole('radio', { name: 'Red' }));
    await userEvent.click(within(sizes()).getByRole('radio', { name: 'M' }));
    await waitFor(() => expect(document.querySelector('.single_variation')).toHaveTextContent('$42.00'));
  });

  it('marks the form loaded once and tells document', async () => {
    const loaded = collectEvents('woo_variation_swatches_loaded');
    await mount();
    expect(document.querySelector('form')).toHaveClass('wvs-loaded');
    expect(loaded).toHaveLength(1);
  });

  it.each(['props-missing', 'props-invalid', 'props-corrupted'])('%s: one console error, the rest of the page keeps working', async (fixture) => {
    await expectInvalidProps('variation-swatches', fixture);
  });
});
