// The scroll-snap slider's reading of where the row rests, on a main thread too busy to scroll smoothly.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSnapSlider } from './snap-slider';

function viewportAt(width: number): { viewport: HTMLElement; scrollTo: (left: number) => void } {
  const viewport = document.createElement('div');
  document.body.append(viewport);
  let left = 0;
  Object.defineProperty(viewport, 'clientWidth', { value: width });
  Object.defineProperty(viewport, 'scrollLeft', { get: () => left });
  viewport.scrollTo = () => undefined; // the smooth scroll is played by the test
  return {
    viewport,
    scrollTo: (next) => {
      left = next;
      viewport.dispatchEvent(new Event('scroll'));
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('createSnapSlider', () => {
  it('a pause half-way through a slideTo does not count as the slide it passes; a swipe afterwards does count', () => {
    vi.useFakeTimers();
    const { viewport, scrollTo } = viewportAt(400);
    const shown: number[] = [];
    const slider = createSnapSlider(viewport, 3, (index) => shown.push(index));
    slider.slideTo(2);
    expect(shown).toEqual([2]);
    scrollTo(150); // the smooth scroll stalls near the first slide for longer than the settle time
    vi.advanceTimersByTime(200);
    expect(shown).toEqual([2]);
    scrollTo(800);
    vi.advanceTimersByTime(200);
    expect(shown).toEqual([2]);
    scrollTo(400); // a finger, later
    vi.advanceTimersByTime(200);
    expect(shown).toEqual([2, 1]);
  });

  it('a slideTo whose scroll never arrives frees the slider after a second, reading where the row rests', () => {
    vi.useFakeTimers();
    const { viewport } = viewportAt(400);
    const shown: number[] = [];
    const slider = createSnapSlider(viewport, 3, (index) => shown.push(index));
    slider.slideTo(1);
    vi.advanceTimersByTime(1200);
    expect(shown).toEqual([1, 0]);
  });
});
