// The variation gallery: a main slider and a thumbnail strip (Swiper), the chosen variation's images
// (variation_gallery_images, from the form's show_variation), the product's again on reset, and
// PhotoSwipe on the first open. Replaces woo-variation-gallery's slick + zoom + PhotoSwipe 4 script.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import Swiper from 'swiper';
import { describeFailure, galleryImageSchema, getDefaultGallery, getVariationGallery, type GalleryImage } from '@/api';
import { emit, emitOn, onElement, readGallerySettings, shownVariationOf } from '@/dom';
import type { IslandContext } from '@/runtime';
import type { ProductGalleryProps, Slide } from './schema';

/** Gallery ajax calls wait for 500 ms of quiet (spec §7). */
export const GALLERY_CALL_DEBOUNCE_MS = 500;

/** An image-props object of the gallery plugin → a slide. */
export function slideOf(image: GalleryImage): Slide {
  const number = (value: unknown): number | undefined => (value === undefined || value === '' ? undefined : Number(value));
  return {
    src: image.src,
    srcset: typeof image.srcset === 'string' ? image.srcset : '',
    sizes: typeof image.sizes === 'string' ? image.sizes : '',
    alt: image.alt,
    title: image.title,
    caption: image.caption,
    width: number(image.src_w),
    height: number(image.src_h),
    fullSrc: image.full_src ?? image.src,
    fullWidth: number(image.full_src_w),
    fullHeight: number(image.full_src_h),
    thumbSrc: image.gallery_thumbnail_src ?? image.src,
    thumbWidth: number(image.gallery_thumbnail_src_w),
    thumbHeight: number(image.gallery_thumbnail_src_h),
  };
}

/** The variation's own images; undefined when it has none (the product's images then stay). */
function variationSlides(variation: unknown): Slide[] | undefined {
  const list = (variation as { variation_gallery_images?: unknown } | null)?.variation_gallery_images;
  if (!Array.isArray(list) || !list.length) return undefined;
  const slides = list.flatMap((item) => {
    const parsed = galleryImageSchema.safeParse(item);
    return parsed.success ? [slideOf(parsed.data)] : [];
  });
  return slides.length ? slides : undefined;
}

export function ProductGallery({ mountPoint: root, productId, images: serverImages, columns, start, wrapperClassName }: ProductGalleryProps & IslandContext) {
  const settings = useMemo(() => readGallerySettings(), []);
  const form = useMemo(() => (root.closest('.product') ?? document).querySelector<HTMLElement>('.variations_form'), [root]);
  // The press that started this gallery may have started the form too, and the form may have run first:
  // then the gallery starts on the variation the form already shows.
  const [caughtUp] = useState(() => {
    const shown = form ? shownVariationOf(form) : undefined;
    return shown ? variationSlides(shown) : undefined;
  });
  const [defaults, setDefaults] = useState(serverImages);
  const [images, setImages] = useState(caughtUp ?? serverImages);
  const [active, setActive] = useState(0);
  /** Announce the image only once the shopper moved (not on load). */
  const [hasMoved, setHasMoved] = useState(false);
  /** The first slider starts on the image the shopper chose before it ran; later image sets start at their first. */
  const startAt = useRef(start);
  const mainRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const slider = useRef<Swiper | null>(null);
  const thumbSlider = useRef<Swiper | null>(null);
  const isShowingDefaults = useRef(!caughtUp);
  const wrapperRef = useRef<HTMLDivElement>(null);

  // has/no-product-thumbnail follows whether there is an image to show.
  useLayoutEffect(() => {
    root.classList.toggle('woo-variation-gallery-has-product-thumbnail', images.length > 0);
    root.classList.toggle('woo-variation-gallery-no-product-thumbnail', images.length === 0);
  }, [root, images.length]);

  // One Swiper per image set: the sets are keyed, so React gives Swiper fresh slides each time.
  const setKey = useMemo(() => images.map((image) => image.src).join('|'), [images]);
  useEffect(() => {
    const main = mainRef.current;
    const strip = thumbsRef.current;
    if (!main || !strip) return;
    const medium = settings.mediumDeviceWidth;
    const isSideways = settings.thumbnailPosition === 'left' || settings.thumbnailPosition === 'right' || settings.isVertical;
    thumbSlider.current = new Swiper(strip, {
      slidesPerView: columns,
      spaceBetween: 8,
      watchSlidesProgress: true,
      direction: 'horizontal',
      breakpoints: isSideways ? { [medium + 1]: { direction: 'vertical' } } : undefined,
    });
    const first = Math.min(startAt.current, images.length - 1);
    startAt.current = 0;
    slider.current = new Swiper(main, { spaceBetween: 0, speed: 300, initialSlide: Math.max(0, first) });
    slider.current.on('slideChange', (swiper) => {
      setActive(swiper.activeIndex);
      setHasMoved(true);
      thumbSlider.current?.slideTo(Math.max(0, swiper.activeIndex - columns + 1));
    });
    setActive(Math.max(0, first));
    if (first > 0) {
      setHasMoved(true);
      thumbSlider.current.slideTo(Math.max(0, first - columns + 1), 0);
    }
    wrapperRef.current?.classList.add('wvg-loaded');
    return () => {
      slider.current?.destroy(true, true);
      thumbSlider.current?.destroy(true, true);
      slider.current = null;
      thumbSlider.current = null;
    };
  }, [setKey, columns, settings, images.length]);

  // The product's gallery and every variation's images, asked for 500 ms after mount (spec §7).
  useEffect(() => {
    const request = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const answer = await getDefaultGallery(productId, request.signal);
        if (!answer || !answer.length) {
          console.error(`[shop-islands] product-gallery: get_default_gallery answered no images for product ${productId}; the gallery keeps the page's images`);
          return;
        }
        const slides = answer.map(slideOf);
        setDefaults(slides);
        // The shop's fuller data for the same images: the slider, rebuilt if their addresses differ, stays on the shown one.
        if (isShowingDefaults.current) {
          startAt.current = slider.current?.activeIndex ?? 0;
          setImages(slides);
        }
        if (wrapperRef.current) emitOn(wrapperRef.current, 'woo_variation_default_gallery_loaded', answer);
        if (!settings.enablePreload) return;
        const all = await getVariationGallery(productId, request.signal);
        if (!all || !all.length) {
          console.error(`[shop-islands] product-gallery: get_variation_gallery answered no images for product ${productId}; nothing preloaded`);
          return;
        }
        for (const image of all) new Image().src = image.src;
      } catch (error) {
        if (!request.signal.aborted) console.error(`[shop-islands] product-gallery: product ${productId}: ${describeFailure(error)}; the gallery keeps the page's images`);
      }
    }, GALLERY_CALL_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [productId, settings.enablePreload]);

  const show = useCallback((slides: Slide[], isDefault: boolean) => {
    isShowingDefaults.current = isDefault;
    startAt.current = 0;
    setImages((current) => (current.map((image) => image.src).join('|') === slides.map((image) => image.src).join('|') ? current : slides));
    if (wrapperRef.current && !isDefault) emitOn(wrapperRef.current, 'woo_variation_gallery_variation_images', slides);
  }, []);

  // Follow the variation form: its variation's images, the product's on reset.
  useEffect(() => {
    if (!form) return;
    const stops = [
      onElement(form, 'show_variation', ([variation]) => {
        const slides = variationSlides(variation);
        if (slides) show(slides, false);
        else show(defaults, true);
      }),
      onElement(form, 'hide_variation', () => {
        if (settings.resetOnVariationChange) show(defaults, true);
      }),
    ];
    const onReset = (event: Event): void => {
      if (!settings.resetOnVariationChange && event.target instanceof Element && event.target.closest('.reset_variations')) show(defaults, true);
    };
    form.addEventListener('click', onReset);
    return () => {
      stops.forEach((stop) => stop());
      form.removeEventListener('click', onReset);
    };
  }, [form, defaults, settings.resetOnVariationChange, show]);

  useEffect(() => {
    emit('woo_variation_gallery_loaded', root);
  }, [root]);

  const open = (event: MouseEvent, index: number): void => {
    if (!settings.enableLightbox || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void import('./lightbox').then(
      ({ openLightbox }) => openLightbox(images, index, (next) => slider.current?.slideTo(next, 0)),
      (error: unknown) => {
        console.error('[shop-islands] product-gallery: the lightbox did not load; opening the image instead', error);
        location.assign(images[index]?.fullSrc ?? '');
      },
    );
  };

  const current = images[active];
  return (
    <div ref={wrapperRef} className={wrapperClassName}>
      <div className="woo-variation-gallery-container">
        <div className="woo-variation-gallery-slider-wrapper">
          {images.length > 0 && (
            <a href={current?.fullSrc} className="woo-variation-gallery-trigger" aria-label="View full-screen image gallery" onClick={(event) => open(event, active)}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.39-1.42 1.42-5.39-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
              </svg>
            </a>
          )}
          <div key={`main-${setKey}`} ref={mainRef} className="woo-variation-gallery-slider swiper" aria-roledescription="carousel" aria-label="Product images">
            <div className="swiper-wrapper">
              {images.map((image, index) => (
                <div key={image.src} className="wvg-gallery-image swiper-slide" role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${images.length}`}>
                  <div>
                    <div className="wvg-single-gallery-image-container">
                      <a href={image.fullSrc} onClick={(event) => open(event, index)} aria-label={`Enlarge image ${index + 1}: ${image.alt || image.title}`} tabIndex={index === active ? 0 : -1}>
                        <img
                          className={index === 0 ? 'wp-post-image' : undefined}
                          src={image.src}
                          srcSet={image.srcset || undefined}
                          sizes={image.sizes || undefined}
                          alt={image.alt}
                          title={image.title || undefined}
                          width={image.width}
                          height={image.height}
                          data-caption={image.caption}
                          data-src={image.fullSrc}
                          data-large_image={image.fullSrc}
                          data-large_image_width={image.fullWidth}
                          data-large_image_height={image.fullHeight}
                          loading={index === 0 ? undefined : 'lazy'}
                        />
                      </a>
                    </div>
                  </div>
                </div>
              ))}
            </div>
          </div>
          {images.length > 1 && (
            <div className="island-product-gallery__arrows">
              <button type="button" className="island-product-gallery__prev" aria-label="Previous image" disabled={active === 0} onClick={() => slider.current?.slidePrev()}>
                ‹
              </button>
              <button type="button" className="island-product-gallery__next" aria-label="Next image" disabled={active === images.length - 1} onClick={() => slider.current?.slideNext()}>
                ›
              </button>
            </div>
          )}
        </div>
        <div className="woo-variation-gallery-thumbnail-wrapper">
          <div key={`thumbs-${setKey}`} ref={thumbsRef} className={`woo-variation-gallery-thumbnail-slider woo-variation-gallery-thumbnail-columns-${columns} swiper`}>
            <div className="swiper-wrapper">
              {images.map((image, index) => (
                <div key={image.src} className={`wvg-gallery-thumbnail-image swiper-slide${index === active ? ' wvg-gallery-thumbnail-image-current' : ''}`}>
                  <button type="button" aria-label={`Show image ${index + 1}: ${image.alt || image.title}`} aria-current={index === active ? 'true' : undefined} onClick={() => slider.current?.slideTo(index)}>
                    <img src={image.thumbSrc} alt="" width={image.thumbWidth} height={image.thumbHeight} loading="lazy" />
                  </button>
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
      <p className="screen-reader-text" aria-live="polite">
        {current && hasMoved ? `Image ${active + 1} of ${images.length}: ${current.alt || current.title}` : ''}
      </p>
    </div>
  );
}
