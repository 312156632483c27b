// page-builder popups: the triggers (P2) on fake clocks — each fires as Pro's did, the first one wins and disarms the
// rest, a bad scroll-to selector does nothing and says so once, the ad-block bait's 6-character id.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armTriggers, isAdBlocked, randomId } from './popup-triggers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function scrollTo(y: number, height = 3000): void {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('popup triggers', () => {
  it('page load: after the delay in seconds', () => {
    const open = vi.fn();
    armTriggers({ page_load: 'yes', page_load_delay: 2.5 }, open);
    vi.advanceTimersByTime(2499);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('scrolling down: once the scroll reaches the offset percentage of the scrollable height', () => {
    const open = vi.fn();
    armTriggers({ scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 50 }, open);
    scrollTo(900);
    expect(open).not.toHaveBeenCalled();
    scrollTo(1000);
    expect(open).toHaveBeenCalledTimes(1);
    scrollTo(1900);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('scrolling up: on any scroll back up', () => {
    const open = vi.fn();
    armTriggers({ scrolling: 'yes', scrolling_direction: 'up' }, open);
    scrollTo(600);
    expect(open).not.toHaveBeenCalled();
    scrollTo(550);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('scroll to an element: when it comes into view; a bad selector does nothing and says so once', () => {
    document.body.innerHTML = '<div id="offer">Offer</div>';
    const observed: Element[] = [];
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    });
    const open = vi.fn();
    armTriggers({ scrolling_to: 'yes', scrolling_to_selector: '#offer' }, open);
    expect(observed).toEqual([document.getElementById('offer')]);
    report([{ isIntersecting: false }]);
    expect(open).not.toHaveBeenCalled();
    report([{ isIntersecting: true }]);
    expect(open).toHaveBeenCalledTimes(1);

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const never = vi.fn();
    armTriggers({ scrolling_to: 'yes', scrolling_to_selector: '#offer[' }, never);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"#offer[" is not valid CSS'));
    vi.unstubAllGlobals();
  });

  it('clicks: on the Nth click anywhere in the page', () => {
    const open = vi.fn();
    armTriggers({ click: 'yes', click_times: '3' }, open);
    document.body.click();
    document.body.click();
    expect(open).not.toHaveBeenCalled();
    document.body.click();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('inactivity: after the seconds without a key or mouse move, each restarting the wait', () => {
    const open = vi.fn();
    armTriggers({ inactivity: 'yes', inactivity_time: 10 }, open);
    vi.advanceTimersByTime(9000);
    document.dispatchEvent(new MouseEvent('mousemove'));
    vi.advanceTimersByTime(9000);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    vi.advanceTimersByTime(9999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('exit intent: the pointer leaving through the top of the window, not the sides', () => {
    const open = vi.fn();
    armTriggers({ exit_intent: 'yes' }, open);
    document.dispatchEvent(new MouseEvent('mouseout', { clientX: 0, clientY: 300, relatedTarget: null }));
    expect(open).not.toHaveBeenCalled();
    document.dispatchEvent(new MouseEvent('mouseout', { clientX: 400, clientY: -2, relatedTarget: null }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('the first trigger that fires opens it once and disarms the others', () => {
    const open = vi.fn();
    armTriggers({ page_load: 'yes', page_load_delay: 5, click: 'yes', click_times: 1, exit_intent: 'yes' }, open);
    document.body.click();
    vi.advanceTimersByTime(6000);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1 }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a popup with no triggers (placed by a link, not by conditions) never opens by itself', () => {
    const open = vi.fn();
    armTriggers(undefined, open);
    armTriggers([], open);
    document.body.click();
    vi.advanceTimersByTime(60_000);
    expect(open).not.toHaveBeenCalled();
  });

  it('ad-block detection: after its delay, only when a blocker hides the bait', () => {
    const open = vi.fn();
    armTriggers({ adblock_detection: 'yes', adblock_detection_delay: 1 }, open);
    vi.advanceTimersByTime(1000);
    expect(open).not.toHaveBeenCalled();
    expect(document.querySelector('.ad-box')).toBeNull();

    const style = document.createElement('style');
    style.textContent = '.ad-box { display: none !important; }';
    document.head.append(style);
    armTriggers({ adblock_detection: 'yes', adblock_detection_delay: 1 }, open);
    vi.advanceTimersByTime(1000);
    expect(open).toHaveBeenCalledTimes(1);
    style.remove();
  });

  it("the bait's id: 6 characters of [a-z0-9], new each time", () => {
    const ids = Array.from({ length: 50 }, randomId);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{6}$/);
    expect(new Set(ids).size).toBeGreaterThan(45);
    const appended = vi.spyOn(document.body, 'append');
    isAdBlocked();
    expect((appended.mock.calls[0]![0] as HTMLElement).id).toMatch(/^elementor-adblock-detection-[a-z0-9]{6}$/);
  });
});
