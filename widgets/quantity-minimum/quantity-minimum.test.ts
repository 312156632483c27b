// quantity-minimum: quantity inputs outside the cart table are raised to their minimum.
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts as start } from '../../fixtures/test-utils';

const input = (selector = 'form.cart input.qty'): HTMLInputElement => document.querySelector<HTMLInputElement>(selector)!;

describe('quantity-minimum', () => {
  // The cart table's inputs are left out by the mount selector's :not(.product-quantity input), which
  // happy-dom does not evaluate; the cart page's end-to-end test checks it in chromium.
  it('raises a printed value below the minimum at once', async () => {
    loadMarkup('quantity-minimum/ok.html');
    start();
    await flushIslands();
    expect(input()).toHaveValue(2);
    expect(input()).toHaveAttribute('data-island-state', 'mounted');
  });

  it('raises a value the shopper leaves below the minimum', async () => {
    document.body.innerHTML = '<label>Quantity <input type="number" class="input-text qty text" name="quantity" value="1" min="1"></label><button>Add</button>';
    start();
    expect(input('input.qty')).toHaveAttribute('data-island-state', 'pending');
    await userEvent.click(input('input.qty'));
    await flushIslands();
    await userEvent.clear(input('input.qty'));
    await userEvent.type(input('input.qty'), '0');
    await userEvent.tab();
    expect(input('input.qty')).toHaveValue(1);
    // An emptied field is the shopper's to fill in, not ours.
    await userEvent.clear(input('input.qty'));
    await userEvent.tab();
    expect(input('input.qty')).toHaveValue(null);
  });

  it('leaves inputs at or above their minimum, and a negative minimum, alone', async () => {
    document.body.innerHTML = '<input type="number" class="qty" value="3" min="2" aria-label="a"><input type="number" class="qty" value="-5" min="-1" aria-label="b">';
    start();
    await flushIslands();
    const [a, b] = document.querySelectorAll<HTMLInputElement>('input.qty');
    expect(a).toHaveValue(3);
    expect(a).toHaveAttribute('data-island-state', 'pending');
    expect(b).toHaveValue(-5);
  });

  it('props-missing: an input without min is no mount point', async () => {
    loadMarkup('quantity-minimum/props-missing.html');
    start();
    await flushIslands();
    expect(input('input.qty')).not.toHaveAttribute('data-island-state');
    expect(input('input.qty')).toHaveValue(0);
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: reports the mount and leaves the input as printed', async (fixture) => {
    await expectInvalidProps('quantity-minimum', fixture);
    expect(document.querySelector('input[min]')).toHaveValue(1);
  });
});
