// Scrolling to notices (offset 100 px, 1 s, jQuery's swing) and focusing the first alert notice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstNotice, NOTICE_FOCUS_DELAY_MS, NOTICE_SCROLL_MS, scrollToNotices } from './notices';

function noticeAt(top: number): HTMLElement {
  document.body.innerHTML = '<div class="woocommerce-message" role="alert">Cart updated.</div>';
  const notice = document.querySelector<HTMLElement>('.woocommerce-message')!;
  vi.spyOn(notice, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: top, width: 100, height: 40 }));
  return notice;
}

function reducedMotion(isReduced: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: isReduced && query === '(prefers-reduced-motion: reduce)', media: query }));
}

describe('scrollToNotices', () => {
  afterEach(() => vi.useRealTimers());

  it('animates to 100 px above the notice over 1 s, easing like jQuery', async () => {
    reducedMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const done = scrollToNotices(noticeAt(1100));
    vi.advanceTimersByTime(NOTICE_SCROLL_MS / 2);
    const halfway = (scrolls.mock.lastCall?.[0] as ScrollToOptions).top!;
    expect(halfway).toBeGreaterThan(400);
    expect(halfway).toBeLessThan(600);
    vi.advanceTimersByTime(NOTICE_SCROLL_MS / 2 + 50);
    await done;
    expect(scrolls).toHaveBeenLastCalledWith({ top: 1000, behavior: 'instant' });
  });

  it('jumps at once under prefers-reduced-motion', async () => {
    reducedMotion(true);
    const scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await scrollToNotices(noticeAt(1100));
    expect(scrolls).toHaveBeenCalledTimes(1);
    expect(scrolls).toHaveBeenCalledWith({ top: 1000, behavior: 'instant' });
  });

  it.each([
    ['scrolls with the wheel', () => new WheelEvent('wheel')],
    ['presses a pointer (a button must not move from under the press)', () => new PointerEvent('pointerdown')],
    ['presses a key', () => new KeyboardEvent('keydown', { key: 'ArrowDown' })],
  ])('stops when the shopper %s', async (_, event) => {
    reducedMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const done = scrollToNotices(noticeAt(1100));
    vi.advanceTimersByTime(200);
    window.dispatchEvent(event());
    await done;
    const calls = scrolls.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    vi.advanceTimersByTime(1000);
    expect(scrolls.mock.calls.length).toBe(calls);
    expect(scrolls).not.toHaveBeenCalledWith({ top: 1000, behavior: 'instant' });
  });

  it('does nothing without a notice', async () => {
    const scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await scrollToNotices(null);
    expect(scrolls).not.toHaveBeenCalled();
  });
});

describe('focusFirstNotice', () => {
  afterEach(() => vi.useRealTimers());

  it('focuses the first alert notice after 500 ms; the cancel function stops it', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="woocommerce-info" role="alert">Info</div><ul class="woocommerce-error" role="alert"><li>First</li></ul><div class="woocommerce-message" role="alert">Second</div>';
    focusFirstNotice();
    vi.advanceTimersByTime(NOTICE_FOCUS_DELAY_MS - 1);
    expect(document.body).toHaveFocus();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('.woocommerce-error')).toHaveFocus();

    (document.activeElement as HTMLElement).blur();
    const cancel = focusFirstNotice();
    cancel();
    vi.advanceTimersByTime(NOTICE_FOCUS_DELAY_MS);
    expect(document.body).toHaveFocus();
  });

  it('leaves focus where the shopper moved it meanwhile (Tab from the notice to its Undo link)', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="woocommerce-message" role="alert" tabindex="-1">“Tee” removed. <a href="?undo_item=1" class="restore-item">Undo?</a></div>';
    const notice = document.querySelector<HTMLElement>('.woocommerce-message')!;
    notice.focus();
    focusFirstNotice();
    document.querySelector<HTMLElement>('.restore-item')!.focus();
    vi.advanceTimersByTime(NOTICE_FOCUS_DELAY_MS);
    expect(document.querySelector('.restore-item')).toHaveFocus();
  });

  it('still focuses the notice when the focused control it was scheduled from left the page (the replaced cart form)', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<form><a href="?remove_item=1" role="button">×</a></form><div class="woocommerce-message" role="alert">“Tee” removed.</div>';
    document.querySelector<HTMLElement>('a')!.focus();
    focusFirstNotice();
    document.querySelector('form')!.remove();
    vi.advanceTimersByTime(NOTICE_FOCUS_DELAY_MS);
    expect(document.querySelector('.woocommerce-message')).toHaveFocus();
  });
});
