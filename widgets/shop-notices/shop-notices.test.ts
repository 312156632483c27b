// shop-notices: the first alert notice gets focus after 500 ms; jQuery.scroll_to_notices keeps working.
import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts as start } from '../../fixtures/test-utils';

type JQueryWithNotices = typeof jQuery & { scroll_to_notices?: (notices: unknown) => void };

const notice = (): HTMLElement => document.querySelector<HTMLElement>('[role="alert"]')!;

describe('shop-notices', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete (jQuery as JQueryWithNotices).scroll_to_notices;
  });

  it('focuses the first alert notice 500 ms after load, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    loadMarkup('shop-notices/ok.html');
    start();
    await flushIslands();
    expect(notice()).toHaveAttribute('tabindex', '-1');
    expect(notice()).not.toHaveFocus();
    vi.advanceTimersByTime(500);
    expect(notice()).toHaveFocus();
  });

  it('focuses the notice again when the classic cart replaced the notices (updated_wc_div)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    loadMarkup('shop-notices/ok.html');
    start();
    await flushIslands();
    vi.advanceTimersByTime(500);
    document.querySelector('.woocommerce-notices-wrapper')!.innerHTML = '<ul class="woocommerce-error" role="alert"><li>Coupon "x" does not exist!</li></ul>';
    document.body.dispatchEvent(new CustomEvent('updated_wc_div', { bubbles: true }));
    vi.advanceTimersByTime(500);
    expect(document.querySelector('.woocommerce-error')).toHaveFocus();
  });

  it('provides jQuery.scroll_to_notices on pages with jQuery, scrolling to 100 px above the notice', async () => {
    vi.stubGlobal('jQuery', jQuery);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    loadMarkup('shop-notices/props-missing.html');
    start();
    await vi.waitFor(() => expect((jQuery as JQueryWithNotices).scroll_to_notices).toBeTypeOf('function'));
    const wrapper = document.querySelector('.woocommerce-notices-wrapper')!;
    wrapper.innerHTML = '<ul class="woocommerce-error" role="alert"><li>Please enter a coupon code.</li></ul>';
    vi.spyOn(wrapper.firstElementChild!, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 900, width: 100, height: 40 }));
    (jQuery as JQueryWithNotices).scroll_to_notices!(jQuery('[role="alert"]'));
    expect(scrolls).toHaveBeenLastCalledWith({ top: 800, behavior: 'instant' });
  });

  it("provides jQuery.scroll_to_notices once a jQuery held back by an optimiser's delay arrives", async () => {
    loadMarkup('shop-notices/props-missing.html');
    start();
    await flushIslands();
    expect(document.querySelector('.woocommerce-notices-wrapper')).toHaveAttribute('data-island-state', 'pending');
    // The shopper's first move: the optimiser loads jQuery.
    const script = document.head.appendChild(document.createElement('script'));
    vi.stubGlobal('jQuery', jQuery);
    script.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect((jQuery as JQueryWithNotices).scroll_to_notices).toBeTypeOf('function'));
  });

  it('keeps the jQuery.scroll_to_notices of a woocommerce.js still on the page', async () => {
    const legacy = vi.fn();
    (jQuery as JQueryWithNotices).scroll_to_notices = legacy;
    vi.stubGlobal('jQuery', jQuery);
    loadMarkup('shop-notices/ok.html');
    start();
    await flushIslands();
    expect((jQuery as JQueryWithNotices).scroll_to_notices).toBe(legacy);
  });

  it('props-missing: an empty wrapper on a page without jQuery loads nothing', async () => {
    loadMarkup('shop-notices/props-missing.html');
    start();
    await flushIslands();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.woocommerce-notices-wrapper')).toHaveAttribute('data-island-state', 'pending');
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: reports the mount and leaves the notices', async (fixture) => {
    await expectInvalidProps('shop-notices', fixture);
    expect(notice()).toBeInTheDocument();
  });
});
