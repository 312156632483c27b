// result-count: after a sorted or filtered reload the count is hidden, then announced again after 2 s.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts as start } from '../../fixtures/test-utils';

const count = (): HTMLElement => document.querySelector<HTMLElement>('.woocommerce-result-count')!;

async function withQuery(search: string, run: () => Promise<void>): Promise<void> {
  const before = location.href;
  history.replaceState(null, '', search);
  try {
    await run();
  } finally {
    history.replaceState(null, '', before);
  }
}

describe('result-count', () => {
  afterEach(() => vi.useRealTimers());

  it('re-announces the count 2 s after a sorted reload', () =>
    withQuery('?orderby=price', async () => {
      loadMarkup('result-count/ok.html');
      const printed = count().innerHTML;
      const changes: string[] = [];
      new MutationObserver((records) => records.forEach((record) => changes.push(record.type))).observe(count(), { childList: true });
      vi.useFakeTimers({ shouldAdvanceTime: true });
      start();
      await flushIslands();
      expect(count()).toHaveAttribute('aria-hidden', 'true');
      vi.advanceTimersByTime(1500);
      expect(count()).toHaveAttribute('aria-hidden', 'true');
      vi.advanceTimersByTime(500);
      expect(count()).toHaveAttribute('aria-hidden', 'false');
      expect(count().innerHTML).toBe(printed);
      await Promise.resolve();
      expect(changes).toContain('childList');
    }));

  it('does nothing on a page without a query string', async () => {
    loadMarkup('result-count/ok.html');
    start();
    await flushIslands();
    expect(count()).toHaveAttribute('data-island-state', 'pending');
    expect(count()).not.toHaveAttribute('aria-hidden');
  });

  it('props-missing: leaves the announcing to the product-filters block', () =>
    withQuery('?orderby=price', async () => {
      loadMarkup('result-count/props-missing.html');
      start();
      await flushIslands();
      expect(count()).toHaveAttribute('data-island-state', 'pending');
      expect(count()).not.toHaveAttribute('aria-hidden');
    }));

  it.each(['props-corrupted', 'props-invalid'])('%s: reports the mount and leaves the count readable', async (fixture) => {
    await expectInvalidProps('result-count', fixture);
    expect(count()).not.toHaveAttribute('aria-hidden');
  });
});
