import { afterEach, describe, expect, it, vi } from 'vitest';

const { constructed } = vi.hoisted(() => ({ constructed: [] as FakeViewer[] }));

class FakeViewer {
  readonly handlers = new Map<string, (() => void)[]>();
  readonly calls: string[] = [];
  currIndex: number;
  constructor(readonly options: { index: number } & Record<string, unknown>) {
    this.currIndex = options.index;
    constructed.push(this);
  }
  on(name: string, handler: () => void): void {
    this.calls.push(`on ${name}`);
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }
  init(): void {
    this.calls.push('init');
  }
  emit(name: string): void {
    for (const handler of this.handlers.get(name) ?? []) handler();
  }
}

vi.mock('photoswipe', () => ({ default: FakeViewer }));
vi.mock('photoswipe/style.css?inline', () => ({ default: '.pswp{}' }));

const { openPhotoViewer } = await import('./photo-viewer');
const slides = [
  { src: '/a.jpg', width: 800, height: 600, alt: 'A' },
  { src: '/b.jpg', width: 800, height: 600, alt: 'B' },
];

afterEach(() => {
  constructed.length = 0;
});

describe('openPhotoViewer', () => {
  it('opens on the given picture with the spec constants, the control names and the per-viewer options', () => {
    openPhotoViewer(slides, 1, { options: { showHideAnimationType: 'none', spacing: 0.2 } });
    const [viewer] = constructed;
    expect(viewer?.options).toMatchObject({ dataSource: slides, index: 1, idleTime: 4000, preload: [0, 2], closeTitle: 'Close (Esc)', zoomTitle: 'Zoom in/out', showHideAnimationType: 'none', spacing: 0.2 });
    expect(viewer?.calls).toContain('init');
  });

  it('adds PhotoSwipe’s CSS to the page once, however many times it opens', () => {
    openPhotoViewer(slides, 0);
    openPhotoViewer(slides, 1);
    expect(document.head.querySelectorAll('style[data-island-style="photoswipe"]')).toHaveLength(1);
  });

  it('tells the page which picture is shown after each swipe', () => {
    const onChange = vi.fn();
    openPhotoViewer(slides, 0, { onChange });
    const [viewer] = constructed;
    viewer!.currIndex = 1;
    viewer!.emit('change');
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('lets the caller register its UI before the viewer starts', () => {
    openPhotoViewer(slides, 0, { setup: (viewer) => viewer.on('uiRegister', () => undefined) });
    expect(constructed[0]?.calls).toEqual(['on uiRegister', 'init']);
  });
});
