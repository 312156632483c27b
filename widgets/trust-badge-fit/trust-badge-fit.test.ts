// trust-badge-fit: a static badge is scaled down to a narrower container (never up), shown, and refitted
// when the container resizes. happy-dom lays nothing out, so the widths are given to each element.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IslandErrorDetail } from '../../src/runtime';
import { collectEvents, expectInvalidProps, flushIslands, loadMarkup, startMounts as start, stopMounts } from '../../fixtures/test-utils';

let observers: { callback: ResizeObserverCallback; targets: Element[]; isConnected: boolean }[] = [];

class FakeResizeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: ResizeObserverCallback) {
    this.record = { callback, targets: [], isConnected: true };
    observers.push(this.record);
  }
  observe(target: Element): void {
    this.record.targets.push(target);
  }
  unobserve(): void {}
  disconnect(): void {
    this.record.isConnected = false;
  }
}

/** Lays the element out at `width` px (content width; the badges carry no padding here). */
function setWidth(element: Element, width: number): void {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(element, 'offsetWidth', { configurable: true, value: width });
}

/** What the browser would report after a layout change. */
function resize(): void {
  for (const { callback, isConnected } of observers) if (isConnected) callback([], {} as ResizeObserver);
}

const containers = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.cr-trustbadgef, [data-island="trust-badge-fit"]')];
const badgeIn = (container: HTMLElement): HTMLElement => container.querySelector<HTMLElement>('.cr-badge')!;

beforeEach(() => {
  observers = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('trust-badge-fit', () => {
  it('is printed hidden (the plugin CSS) and shown once fitted; a wide enough container leaves it unscaled', async () => {
    loadMarkup('trust-badge-fit/ok.html');
    const [small, wide] = containers() as [HTMLElement, HTMLElement];
    setWidth(small, 832);
    setWidth(badgeIn(small), 300);
    setWidth(wide, 832);
    setWidth(badgeIn(wide), 780);
    start();
    await flushIslands();
    for (const container of [small, wide]) {
      expect(badgeIn(container).style.visibility).toBe('visible');
      expect(badgeIn(container).style.transform).toBe('');
    }
  });

  it('scales down to a narrower container, from the left, and never up', async () => {
    loadMarkup('trust-badge-fit/ok.html');
    const [small, wide] = containers() as [HTMLElement, HTMLElement];
    setWidth(small, 160);
    setWidth(badgeIn(small), 300);
    setWidth(wide, 343);
    setWidth(badgeIn(wide), 780);
    start();
    await flushIslands();
    expect(badgeIn(small).style.transform).toBe(`scale(${160 / 300})`);
    expect(badgeIn(small).style.transformOrigin).toBe('left');
    expect(badgeIn(wide).style.transform).toBe(`scale(${343 / 780})`);
  });

  it('follows the container as it resizes, unlike the plugin (once on DOM ready)', async () => {
    loadMarkup('trust-badge-fit/ok.html');
    const [small] = containers() as [HTMLElement];
    setWidth(small, 832);
    setWidth(badgeIn(small), 300);
    start();
    await flushIslands();
    expect(badgeIn(small).style.transform).toBe('');
    setWidth(small, 150);
    resize();
    expect(badgeIn(small).style.transform).toBe('scale(0.5)');
    setWidth(small, 600);
    resize();
    expect(badgeIn(small).style.transform).toBe('');
    expect(badgeIn(small).style.visibility).toBe('visible');
  });

  it('a container not laid out yet (a hidden tab) shows the badge unscaled, and fits it once it has a width', async () => {
    loadMarkup('trust-badge-fit/ok.html');
    const [small] = containers() as [HTMLElement];
    setWidth(small, 0);
    setWidth(badgeIn(small), 300);
    start();
    await flushIslands();
    expect(badgeIn(small).style.transform).toBe('');
    expect(badgeIn(small).style.visibility).toBe('visible');
    setWidth(small, 200);
    resize();
    expect(badgeIn(small).style.transform).toBe(`scale(${200 / 300})`);
  });

  it('stops following when the badge leaves the page', async () => {
    loadMarkup('trust-badge-fit/ok.html');
    start();
    await flushIslands();
    expect(observers.length).toBeGreaterThan(0);
    stopMounts();
    expect(observers.every((observer) => !observer.isConnected)).toBe(true);
  });

  it('props-missing: an explicit mount takes no props and fits its badge', async () => {
    loadMarkup('trust-badge-fit/props-missing.html');
    const [container] = containers() as [HTMLElement];
    setWidth(container, 150);
    setWidth(badgeIn(container), 300);
    const errors = collectEvents<IslandErrorDetail>('island:error');
    start();
    await flushIslands();
    expect(errors).toEqual([]);
    expect(badgeIn(container).style.transform).toBe('scale(0.5)');
    expect(badgeIn(container).style.visibility).toBe('visible');
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: reported; the badge stays as printed (hidden by the plugin CSS, as without a script)', async (fixture) => {
    await expectInvalidProps('trust-badge-fit', fixture);
    const [container] = containers() as [HTMLElement];
    expect(badgeIn(container).style.visibility).toBe('');
    expect(badgeIn(container).style.transform).toBe('');
  });
});
