// onceInView: the share of the element asked for must be in view, not its first pixel.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onceInView } from './in-view';

afterEach(() => vi.unstubAllGlobals());

describe('onceInView', () => {
  it('waits for the share of the element asked for, then starts once', () => {
    let report: (entries: { isIntersecting: boolean; intersectionRatio: number }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(): void {}
        disconnect(): void {}
      },
    );
    const start = vi.fn();
    onceInView(document.createElement('div'), start, 1);
    report([{ isIntersecting: true, intersectionRatio: 0.4 }]);
    expect(start).not.toHaveBeenCalled();
    report([{ isIntersecting: true, intersectionRatio: 1 }]);
    expect(start).toHaveBeenCalledOnce();
  });
});
