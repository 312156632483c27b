// sort-order on the archive's ordering form: a new order submits the form, even one chosen while the chunk loaded.
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts as start } from '../../fixtures/test-utils';

/** Records each submission's orderby instead of navigating. */
function recordSubmissions(): string[] {
  const sent: string[] = [];
  document.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(String(new FormData(event.target as HTMLFormElement).get('orderby')));
  });
  return sent;
}

const select = (): HTMLSelectElement => document.querySelector('select.orderby')!;

afterEach(() => vi.unstubAllGlobals());

describe('sort-order', () => {
  it('loads on first interaction and submits the form with the chosen order', async () => {
    loadMarkup('sort-order/ok.html');
    const sent = recordSubmissions();
    start();
    const form = document.querySelector('form.woocommerce-ordering')!;
    expect(form).toHaveAttribute('data-island-state', 'pending');
    await userEvent.selectOptions(select(), 'price');
    await waitFor(() => expect(sent).toEqual(['price']));
    expect(form).toHaveAttribute('data-island-state', 'mounted');
    await userEvent.selectOptions(select(), 'price-desc');
    expect(sent).toEqual(['price', 'price-desc']);
  });

  it('replays a change made before the chunk arrived (keyboard on a closed select changes it at once)', async () => {
    loadMarkup('sort-order/ok.html');
    const sent = recordSubmissions();
    start();
    select().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    select().value = 'popularity';
    select().dispatchEvent(new Event('change', { bubbles: true }));
    expect(sent).toEqual([]);
    await waitFor(() => expect(sent).toEqual(['popularity']));
  });

  it("submits a choice a theme's enhanced select (selectWoo, nice-select) reports through jQuery's change, which dispatches no DOM event", async () => {
    vi.stubGlobal('jQuery', jQuery);
    loadMarkup('sort-order/ok.html');
    const sent = recordSubmissions();
    start();
    select().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flushIslands();
    jQuery(select()).val('price-desc').trigger('change');
    expect(sent).toEqual(['price-desc']);
    // A choice of the shopper's, with jQuery on the page (it hears DOM events of types it has handlers for): once.
    await userEvent.selectOptions(select(), 'popularity');
    expect(sent).toEqual(['price-desc', 'popularity']);
  });

  it('ignores changes of other fields in the form', async () => {
    loadMarkup('sort-order/ok.html');
    const sent = recordSubmissions();
    start();
    const hidden = document.querySelector<HTMLInputElement>('input[name="paged"]')!;
    select().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flushIslands();
    hidden.dispatchEvent(new Event('change', { bubbles: true }));
    expect(sent).toEqual([]);
  });

  it('props-missing: an explicit mount without props works on the form inside it', async () => {
    loadMarkup('sort-order/props-missing.html');
    const sent = recordSubmissions();
    start();
    await flushIslands();
    await userEvent.selectOptions(select(), 'price');
    expect(sent).toEqual(['price']);
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: reports the mount and leaves the plain form', async (fixture) => {
    await expectInvalidProps('sort-order', fixture);
    expect(select()).toBeInTheDocument();
  });
});
