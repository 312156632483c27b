// Elementor Pro's sticky elements, against a laid-out page simulated by each element's place in it and the scroll.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EFFECTS_CLASS, RESIZE_RECHECK_MS, startSticky } from './sticky';

/** The page as laid out: each element's top in the page and its height; the viewport scrolled by `scroll`. */
let scroll = 0;
function layOut(element: Element, pageTop: number, height: number, width = 800, left = 100): void {
  vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() => {
    // A stuck element is fixed: its rectangle is where its top or bottom style puts it.
    const fixedTop = (element as HTMLElement).style?.position === 'fixed' ? parseFloat((element as HTMLElement).style.top) : NaN;
    const top = Number.isNaN(fixedTop) ? pageTop - scroll : fixedTop;
    return { top, bottom: top + height, height, width, left, right: left + width, x: left, y: top, toJSON: () => ({}) } as DOMRect;
  });
  Object.defineProperty(element, 'offsetHeight', { configurable: true, get: () => height });
}

/** The spacer takes the element's place in the page: laid out where the element was. */
function layOutSpacers(pageTop: number, height: number): void {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (!this.classList.contains('elementor-sticky__spacer')) return original.call(this);
    const top = pageTop - scroll;
    return { top, bottom: top + height, height, width: 800, left: 100, right: 900, x: 100, y: top, toJSON: () => ({}) } as DOMRect;
  });
}

function scrollTo(y: number): void {
  scroll = y;
  window.dispatchEvent(new Event('scroll'));
}

/** The scroll listener waits for the next frame. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

function stickyHeader(settings: Record<string, unknown>, style = ''): HTMLElement {
  document.body.innerHTML = `<div class="elementor"><div class="e-con e-parent" id="parent"><div class="e-con-inner"><div class="elementor-element e-con" id="sticky" ${style ? `style="${style}"` : ''} data-settings='${JSON.stringify(settings)}'><p>Menu</p></div></div></div></div>`;
  return document.getElementById('sticky')!;
}

afterEach(() => {
  scroll = 0;
});

describe('sticky elements', () => {
  it('stick at their offset once scrolled there: fixed, the classes, a spacer of their size; back in place (its printed style exactly) when scrolled back', async () => {
    const header = stickyHeader({ sticky: 'top', sticky_on: ['desktop', 'tablet', 'mobile'], sticky_offset: 20, sticky_effects_offset: 100 }, 'color: red');
    layOut(header, 300, 80);
    layOutSpacers(300, 80);
    const events: string[] = [];
    window.addEventListener('sticky:stick', () => events.push('stick'));
    window.addEventListener('sticky:unstick', () => events.push('unstick'));
    const stop = startSticky([header]);
    expect(header).not.toHaveClass('elementor-sticky--active');
    scrollTo(279);
    await nextFrame();
    expect(header.style.position).toBe('');
    scrollTo(280);
    await nextFrame();
    expect(header).toHaveClass('elementor-sticky--active', 'elementor-section--handles-inside');
    expect(header.style.position).toBe('fixed');
    expect(header.style.top).toBe('20px');
    expect(header.style.width).toBe('800px');
    expect(header.style.left).toBe('100px');
    const spacer = header.nextElementSibling as HTMLElement;
    expect(spacer).toHaveClass('elementor-sticky__spacer');
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(spacer.style.height).toBe('80px');
    expect(header).not.toHaveClass(EFFECTS_CLASS);
    scrollTo(380);
    await nextFrame();
    expect(header).toHaveClass(EFFECTS_CLASS);
    scrollTo(100);
    await nextFrame();
    expect(header).not.toHaveClass('elementor-sticky--active');
    expect(header).not.toHaveClass(EFFECTS_CLASS);
    expect(header.getAttribute('style')).toBe('color: red');
    expect(document.querySelector('.elementor-sticky__spacer')).toBeNull();
    expect(events).toEqual(['stick', 'unstick']);
    stop();
  });

  it('with sticky_parent, go no lower than the parent\'s bottom', async () => {
    const box = stickyHeader({ sticky: 'top', sticky_offset: 10, sticky_parent: 'yes' });
    layOut(box, 500, 100);
    layOutSpacers(500, 100);
    layOut(document.getElementById('parent')!.querySelector('.e-con-inner')!, 400, 400);
    const stop = startSticky([box]);
    scrollTo(600);
    await nextFrame();
    expect(box.style.top).toBe('10px');
    // The parent's bottom is 800 − 700 = 100 px down the viewport: the box (100 px) ends there.
    scrollTo(700);
    await nextFrame();
    expect(box.style.top).toBe('0px');
    scrollTo(760);
    await nextFrame();
    expect(box.style.top).toBe('-60px');
    stop();
  });

  it('only on the devices of sticky_on; a resize re-reads them 300 ms after it stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const matches = vi.fn((query: string) => ({ matches: /max-width: 767px/.test(query) && isPhone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList);
    let isPhone = false;
    vi.stubGlobal('matchMedia', matches);
    const header = stickyHeader({ sticky: 'top', sticky_on: ['desktop', 'tablet'], sticky_offset: 0 });
    layOut(header, 50, 60);
    layOutSpacers(50, 60);
    const stop = startSticky([header]);
    scrollTo(200);
    await vi.advanceTimersByTimeAsync(20);
    expect(header).toHaveClass('elementor-sticky--active');
    isPhone = true;
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(RESIZE_RECHECK_MS - 50);
    expect(header).toHaveClass('elementor-sticky--active');
    await vi.advanceTimersByTimeAsync(60);
    expect(header).not.toHaveClass('elementor-sticky--active');
    scrollTo(300);
    await vi.advanceTimersByTimeAsync(20);
    expect(header).not.toHaveClass('elementor-sticky--active');
    stop();
    vi.useRealTimers();
  });

  it('sticky: bottom — held at the viewport\'s bottom while its place is below it', async () => {
    vi.stubGlobal('innerHeight', 600);
    const bar = stickyHeader({ sticky: 'bottom', sticky_offset: 0 });
    layOut(bar, 1000, 50);
    layOutSpacers(1000, 50);
    const stop = startSticky([bar]);
    expect(bar.style.position).toBe('fixed');
    expect(bar.style.bottom).toBe('0px');
    scrollTo(460);
    await nextFrame();
    expect(bar.style.position).toBe('');
    stop();
  });

  it('settings that are not JSON: one console error, the element scrolls with the page; the others still stick', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const header = stickyHeader({ sticky: 'top' });
    const broken = document.createElement('div');
    broken.setAttribute('data-settings', '{"sticky":"top",');
    document.body.append(broken);
    layOut(header, 100, 50);
    layOutSpacers(100, 50);
    const stop = startSticky([broken, header]);
    scrollTo(150);
    await nextFrame();
    expect(header).toHaveClass('elementor-sticky--active');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toMatch(/^\[shop-islands\] page-builder: a sticky element's data-settings .*; it scrolls with the page$/);
    stop();
  });
});
