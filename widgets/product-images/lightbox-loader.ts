// The viewer's code (PhotoSwipe and its CSS, ~17 kB brotli) is loaded on the first open. A photo pressed before the island
// ran is the exception: its code is loaded before the island's first render, so the press, replayed right after
// that render, opens the viewer in the same task instead of waiting for an import() to resolve behind the page's
// rendering and image loading (~140 ms at 4× CPU slowdown on the demo tee).
import { readSingleProductSettings } from '@/dom';
import type * as Lightbox from './lightbox';
import { slidesOf } from './slides';

let loaded: typeof Lightbox | undefined;

/** The viewer's code, loaded once. */
export const loadLightbox = (): Promise<typeof Lightbox> => (loaded ? Promise.resolve(loaded) : import('./lightbox').then((module) => (loaded = module)));

/** The viewer's code when it has already come: the press can be answered without waiting. */
export const loadedLightbox = (): typeof Lightbox | undefined => loaded;

/**
 * The bootstrap dims a photo pressed before the island ran (mounts/product-images.ts); the island clears it once the
 * viewer opens. Nothing else puts an opacity on a slide: flexslider, whose fade mode did, is one of the legacy scripts
 * the bundle replaces.
 */
export const isPressWaiting = (gallery: HTMLElement): boolean => slidesOf(gallery).some((slide) => slide.style.opacity !== '');

/** The island's `beforeRender`: the viewer's code when a pressed photo waits for it. */
export const beforeRender = (gallery: HTMLElement): Promise<unknown> | undefined => (isPressWaiting(gallery) && readSingleProductSettings().photoswipeEnabled ? loadLightbox() : undefined);
