// builder-widget: what changes on its own as it shows — counters, bars, countdowns — and the back to top button.
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';
import { formatNumber } from './counters';
import { parseDueTime } from './countdown';

const widget = (id: string): HTMLElement => document.querySelector(`[data-id="${id}"]`)!;
const reducedMotion = (): void => {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
};
/** The countdown's units as a shopper reads them. */
const units = (id: string): string[] => [...widget(id).querySelectorAll('.elementskit-timer-container')].map((unit) => unit.textContent!.replace(/\s+/g, ' ').trim());

afterEach(() => {
  vi.useRealTimers();
});

describe('formatNumber and parseDueTime', () => {
  it("format as jquery-numerator did and read the dates The Final Countdown read", () => {
    expect(formatNumber(1280, 0, ',')).toBe('1,280');
    expect(formatNumber(1234567.5, 1, ' ')).toBe('1 234 567.5');
    expect(formatNumber(-9999, 0, '.')).toBe('-9.999');
    expect(formatNumber(12800, 0, '')).toBe('12800');
    expect(parseDueTime('2030-12-31 23:59')).toBe(new Date(2030, 11, 31, 23, 59).getTime());
    expect(parseDueTime('12/31/2030')).toBe(new Date(2030, 11, 31).getTime());
    expect(parseDueTime('1924991940000')).toBe(1924991940000);
    expect(parseDueTime('next friday')).toBeUndefined();
    expect(parseDueTime('2030-13-45')).toBeUndefined();
  });
});

describe('counters and bars', () => {
  it('give screen readers the final value at scan, before any chunk, and hide the counting number from them', () => {
    loadMarkup('builder-widget/in-view.html');
    startMounts();
    const counter = widget('n1').querySelector('.elementor-counter-number')!;
    expect(counter).toHaveAttribute('aria-hidden', 'true');
    expect(counter.nextElementSibling).toHaveClass('elementor-screen-only');
    expect(counter.nextElementSibling).toHaveTextContent('12800');
    expect(widget('n3').querySelector('.elementor-screen-only')).toHaveTextContent('254');
  });

  it('count up once in view, with the thousands separator, and fill the bars', async () => {
    loadMarkup('builder-widget/in-view.html');
    startMounts();
    await flushIslands();
    expect(widget('n1')).toHaveAttribute('data-island-state', 'mounted');
    const counter = widget('n1').querySelector('.elementor-counter-number')!;
    // Part way: between its start and end.
    await vi.waitFor(() => expect(Number(counter.textContent!.replace(/,/g, ''))).toBeGreaterThan(0));
    await vi.waitFor(() => expect(counter).toHaveTextContent('12,800'), { timeout: 3000 });
    expect(widget('n2').querySelector<HTMLElement>('.elementor-progress-bar')!.style.width).toBe('80%');
    expect(widget('n4').querySelector<HTMLElement>('.skill-track')!.style.width).toBe('45%');
  });

  it('show the end values at once under reduced motion', async () => {
    reducedMotion();
    loadMarkup('builder-widget/in-view.html');
    startMounts();
    await flushIslands();
    expect(widget('n1').querySelector('.elementor-counter-number')).toHaveTextContent('12,800');
    expect(widget('n3').querySelector('.number-percentage')).toHaveTextContent('254');
    expect(widget('n2').querySelector<HTMLElement>('.elementor-progress-bar')!.style.transition).toBe('none');
  });
});

describe('countdown', () => {
  it('counts down every second in days, hours, minutes and seconds, with its labels, as a timer', async () => {
    vi.useFakeTimers({ now: new Date(2030, 11, 29, 23, 58, 50), toFake: ['setTimeout', 'setInterval', 'clearInterval', 'clearTimeout', 'Date'] });
    loadMarkup('builder-widget/in-view.html');
    startMounts();
    await vi.advanceTimersByTimeAsync(50);
    await vi.waitFor(() => expect(widget('n5')).toHaveAttribute('data-island-state', 'mounted'));
    await vi.advanceTimersByTimeAsync(100);
    expect(units('n5')).toEqual(['2 Days', '00 Hours', '00 Minutes', '10 Seconds']);
    expect(widget('n5').querySelector('.ekit-countdown')).toHaveAttribute('role', 'timer');
    await vi.advanceTimersByTimeAsync(1000);
    expect(units('n5')).toEqual(['2 Days', '00 Hours', '00 Minutes', '09 Seconds']);
  });

  it('shows weeks on the flip clock, each unit flipping when it changes', async () => {
    vi.useFakeTimers({ now: new Date(2030, 11, 15, 23, 59, 0), toFake: ['setTimeout', 'setInterval', 'clearInterval', 'clearTimeout', 'Date'] });
    loadMarkup('builder-widget/in-view.html');
    startMounts();
    await vi.advanceTimersByTimeAsync(50);
    await vi.waitFor(() => expect(widget('n7')).toHaveAttribute('data-island-state', 'mounted'));
    await vi.advanceTimersByTimeAsync(200);
    const read = (name: string): string => widget('n7').querySelector(`.elementskit-${name} .elementskit-next`)!.textContent!;
    expect(['wks', 'days', 'hrs', 'mins', 'secs'].map(read)).toEqual(['02', '02', '00', '00', '00']);
    expect(widget('n7').querySelector('.elementskit-wks .elementskit-label')).toHaveTextContent('Weeks');
    expect(widget('n7').querySelector('.elementskit-secs')).toHaveClass('elementskit-flip');
  });

  it('at zero shows the finish block (3.8+) or the finish title and text of the attributes, as text', async () => {
    vi.useFakeTimers({ now: new Date(2030, 11, 31, 23, 58, 58), toFake: ['setTimeout', 'setInterval', 'clearInterval', 'clearTimeout', 'Date'] });
    loadMarkup('builder-widget/in-view.html');
    startMounts();
    await vi.advanceTimersByTimeAsync(50);
    await vi.waitFor(() => expect(widget('n6')).toHaveAttribute('data-island-state', 'mounted'));
    await vi.advanceTimersByTimeAsync(200);
    // Already past: the block printed hidden is shown, the timer emptied.
    expect(widget('n6').querySelector('.ekit-countdown-finish-content')).toBeVisible();
    expect(widget('n6').querySelector('.ekit-countdown')).toHaveClass('elementskit-countdown-finished');
    expect(widget('n6').querySelector('.ekit-countdown')).toBeEmptyDOMElement();
    await vi.advanceTimersByTimeAsync(62_000);
    expect(widget('n5').querySelector('.ekit-countdown-finish-title')).toHaveTextContent('The sale is over');
    expect(widget('n5').querySelector('.ekit-countdown-timer-expiry-content')!.textContent).toBe('See you at the next one <3');
    expect(units('n5')).toEqual([]);
  });

  it("logs Couldn't cast to a date object for a due time that is not a date, and leaves the widget as printed", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMarkup('builder-widget/broken-countdown.html');
    startMounts();
    await flushIslands();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`Couldn't cast to a date object: data-ekit-countdown="next friday"`), widget('z1'));
    expect(widget('z1').querySelector('.ekit-countdown')).toBeEmptyDOMElement();
  });
});

describe('back to top', () => {
  it('starts with the first scroll, is a named button, hidden until the page is scrolled past show_after, and takes the shopper to the top', async () => {
    loadMarkup('builder-widget/in-view.html');
    startMounts();
    await flushIslands();
    expect(widget('n8')).toHaveAttribute('data-island-state', 'pending');
    dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(widget('n8')).toHaveAttribute('data-island-state', 'mounted'), { timeout: 3000 });
    const button = widget('n8').querySelector<HTMLElement>('.ekit-btt__button')!;
    expect(button).toHaveAttribute('role', 'button');
    expect(button.style.visibility).toBe('hidden');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    dispatchEvent(new Event('scroll'));
    expect(button).toHaveClass('ekit-tt-show');
    expect(button.style.visibility).toBe('');
    expect(button).toHaveAccessibleName('Back to top');
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await userEvent.setup().click(button);
    expect(scrolled).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(scrolled).toHaveBeenCalledTimes(2);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});
