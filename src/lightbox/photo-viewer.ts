// The one PhotoSwipe 5 of the shop: the product gallery, the variation gallery and the customer photos all
// open it here, with the spec's constants, the same control names and its CSS adopted once. This folder
// is built into PhotoSwipe's own chunk (vite.config.ts), so import it only with `import()`.
import PhotoSwipe, { type PhotoSwipeOptions, type SlideData } from 'photoswipe';
import css from 'photoswipe/style.css?inline';
import { adoptStyles } from '../dom';

/** The lightbox constants of the spec (§9): spacing 0.12, idle UI 4 s, preload [0, 2]. */
export const LIGHTBOX_OPTIONS = { spacing: 0.12, idleTime: 4000, preload: [0, 2] as [number, number] };

export interface PhotoViewerOptions {
  /** What differs per viewer (animation, background, loop …), over the shared options. */
  readonly options?: PhotoSwipeOptions;
  /** Called with the picture shown after each swipe, so the page's slider can follow. */
  readonly onChange?: (index: number) => void;
  /** Extra UI or handlers, registered before the viewer starts. */
  readonly setup?: (viewer: PhotoSwipe) => void;
}

/**
 * Opens the viewer on `index` of `slides` and returns it. PhotoSwipe traps focus, closes on Escape and
 * gives focus back to the element that had it.
 */
export function openPhotoViewer(slides: SlideData[], index: number, { options, onChange, setup }: PhotoViewerOptions = {}): PhotoSwipe {
  adoptStyles('photoswipe', css);
  const viewer = new PhotoSwipe({
    ...LIGHTBOX_OPTIONS,
    closeTitle: 'Close (Esc)',
    arrowPrevTitle: 'Previous (arrow left)',
    arrowNextTitle: 'Next (arrow right)',
    zoomTitle: 'Zoom in/out',
    ...options,
    dataSource: slides,
    index,
  });
  if (onChange) viewer.on('change', () => onChange(viewer.currIndex));
  setup?.(viewer);
  viewer.init();
  return viewer;
}
