// WooCommerce's product gallery, as single-product.js ran it: a slider of the server's slides with the
// thumbnail strip the bootstrap laid out (native scroll snapping in place of flexslider), zoom on hover (in place of
// jquery.zoom), the full-screen trigger and image clicks opening PhotoSwipe 5 (in place of PhotoSwipe
// 4), and the gallery events other plugins use. The server's slides stay where they are: the variation
// form keeps swapping the first image as it always did.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { emitOn, onElement, pressOnKey, readSingleProductSettings } from '@/dom';
import type { IslandContext } from '@/runtime';
import type { ProductImagesProps } from './schema';
import type * as Lightbox from './lightbox';
import { loadedLightbox, loadLightbox } from './lightbox-loader';
import { pictureOf, slidesOf } from './slides';
import { createSnapSlider, type SnapSlider } from './snap-slider';
import { attachZoom } from './zoom';

const THUMB_SELECTOR = '.flex-control-thumbs li img';

/** A plain click (no new tab, no download): the gallery may handle it. */
const isPlainClick = (event: globalThis.MouseEvent | MouseEvent): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function ProductImages({ mountPoint: gallery }: ProductImagesProps & IslandContext) {
  const settings = useMemo(() => readSingleProductSettings(), []);
  const slider = useRef<SnapSlider | null>(null);
  const [active, setActive] = useState(0);
  /** Announce the image only once the shopper moved (not on load). */
  const [hasMoved, setHasMoved] = useState(false);
  const slideCount = useMemo(() => slidesOf(gallery).length, [gallery]);

  const open = useCallback(
    (index: number): void => {
      // A photo pressed before the island ran was dimmed at once (mounts/product-images.ts): undim it as the viewer opens.
      const undim = (): void => slidesOf(gallery).forEach((slide) => slide.style.removeProperty('opacity'));
      if (!settings.photoswipeEnabled) return undim();
      const pictures = slidesOf(gallery).map(pictureOf);
      const show = ({ openLightbox }: typeof Lightbox): void => openLightbox(pictures, index, settings.photoswipeOptions, (next) => slider.current?.slideTo(next, true));
      // Already here (a photo pressed before the island ran, or a second open): at once, in this task.
      const lightbox = loadedLightbox();
      if (lightbox) {
        try {
          show(lightbox);
        } finally {
          undim();
        }
        return;
      }
      void loadLightbox()
        .then(
          show,
          (error: unknown) => {
            console.error('[shop-islands] product-images: the lightbox did not load; opening the image instead', error);
            location.assign(pictures[index]?.src ?? '');
          },
        )
        .finally(undim);
    },
    [gallery, settings],
  );

  // The slider: the server's wrapper becomes a snapping row inside a viewport, as flexslider made one —
  // but not named `flex-viewport`: a theme's margin on that class would move everything below the photo.
  useLayoutEffect(() => {
    const params = (window as { wc_single_product_params?: unknown }).wc_single_product_params;
    emitOn(gallery, 'wc-product-gallery-before-init', gallery, params);
    const slides = slidesOf(gallery);
    const wrapper = gallery.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper');
    let undoSlider = (): void => {};
    if (slides.length > 1 && settings.flexsliderEnabled && wrapper) {
      const viewport = document.createElement('div');
      viewport.className = 'island-gallery-viewport';
      if (settings.flexslider.rtl === true) viewport.dir = 'rtl';
      wrapper.before(viewport);
      viewport.append(wrapper);
      wrapper.classList.add('island-gallery-track');
      for (const slide of slides) slide.style.display = '';
      const snap = createSnapSlider(viewport, slides.length, (index) => {
        setActive(index);
        setHasMoved(true);
      });
      slider.current = snap;
      undoSlider = () => {
        snap.destroy();
        slider.current = null;
        viewport.before(wrapper);
        viewport.remove();
        wrapper.classList.remove('island-gallery-track');
        slides.forEach((slide, index) => {
          slide.style.display = index ? 'none' : '';
        });
      };
    }
    emitOn(gallery, 'wc-product-gallery-after-init', gallery, params);
    return undoSlider;
  }, [gallery, settings]);

  // Thumbnails and images: clicks and keys anywhere in the gallery (the strip is the bootstrap's markup).
  useEffect(() => {
    const thumbs = (): HTMLElement[] => [...gallery.querySelectorAll<HTMLElement>(THUMB_SELECTOR)];
    const onClick = (event: globalThis.MouseEvent): void => {
      const target = event.target instanceof Element ? event.target : null;
      const thumb = target?.closest<HTMLElement>(THUMB_SELECTOR);
      if (thumb) {
        slider.current?.slideTo(thumbs().indexOf(thumb));
        return;
      }
      const slide = target?.closest<HTMLElement>('.woocommerce-product-gallery__image');
      if (slide && target?.closest('a') && isPlainClick(event) && settings.photoswipeEnabled) {
        event.preventDefault();
        open(slidesOf(gallery).indexOf(slide));
      }
    };
    const onKeyDown = (event: globalThis.KeyboardEvent): void => {
      const thumb = event.target instanceof Element ? event.target.closest<HTMLElement>(THUMB_SELECTOR) : null;
      if (thumb) pressOnKey(event, () => thumb.click());
    };
    gallery.addEventListener('click', onClick);
    gallery.addEventListener('keydown', onKeyDown);
    const stopReset = onElement(gallery, 'woocommerce_gallery_reset_slide_position', () => slider.current?.slideTo(0, true));
    return () => {
      gallery.removeEventListener('click', onClick);
      gallery.removeEventListener('keydown', onKeyDown);
      stopReset();
    };
  }, [gallery, settings, open]);

  // The shown slide: its thumbnail marked, the others out of the tab order and the accessibility tree.
  useEffect(() => {
    gallery.querySelectorAll(THUMB_SELECTOR).forEach((thumb, index) => {
      thumb.classList.toggle('flex-active', index === active);
      if (index === active) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
    });
    if (!slider.current) return;
    slidesOf(gallery).forEach((slide, index) => {
      slide.inert = index !== active;
    });
  }, [gallery, active]);

  // Zoom on hover over the shown image, as jquery.zoom did (mouse only; a finger swipes the slider).
  useEffect(() => {
    if (!settings.zoomEnabled) return;
    const slide = slidesOf(gallery)[active];
    if (!slide) return;
    let detach = attachZoom(slide);
    // The variation form swapped the image: zoom the new one.
    const stopInit = onElement(gallery, 'woocommerce_gallery_init_zoom', () => {
      detach();
      detach = attachZoom(slide);
    });
    return () => {
      stopInit();
      detach();
    };
  }, [gallery, active, settings.zoomEnabled]);

  const onTriggerClick = (event: MouseEvent): void => {
    event.preventDefault();
    open(active);
  };
  // A link acting as a button: Space presses it too (Enter clicks the link).
  const onTriggerKey = (event: KeyboardEvent): void => pressOnKey(event, () => open(active));

  const current = slidesOf(gallery)[active];
  return (
    <>
      {settings.photoswipeEnabled && (
        // WooCommerce's own trigger markup (a link acting as a button, Space included), so the theme's CSS places it.
        // eslint-disable-next-line jsx-a11y/anchor-is-valid
        <a href="#" role="button" className="woocommerce-product-gallery__trigger" aria-haspopup="dialog" aria-label={settings.galleryTriggerText} onClick={onTriggerClick} onKeyDown={onTriggerKey}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.39-1.42 1.42-5.39-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
          </svg>
        </a>
      )}
      <p className="screen-reader-text" aria-live="polite">
        {hasMoved && current ? `Image ${active + 1} of ${slideCount}: ${pictureOf(current).alt}` : ''}
      </p>
    </>
  );
}
