// "Customer photos and videos": the strip of review media above the product block's reviews, and
// the modal it opens — one photo or video at a time with its review, previous / next, and the
// thumbnails. The slides are the server's own markup (`.cr-ajax-reviews-slide-main`, trusted HTML of
// this page), so theme CSS, stars and votes look as the plugin printed them.
//
// Beyond the legacy Slick modal: a real dialog (role, name, focus moved in, kept in and given back,
// Escape closes), arrow keys move, a live "n of N", videos paused when their slide goes.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside, pressOnKey } from '@/dom';

interface Slide {
  readonly main: string;
  readonly thumb: string;
  readonly label: string;
}

function readSlides(block: HTMLElement): Slide[] {
  const modal = block.querySelector('.cr-ajax-reviews-cus-images-modal-cont');
  if (!modal) return [];
  const mains = [...modal.querySelectorAll('.cr-ajax-reviews-slide-main')];
  const thumbs = [...modal.querySelectorAll('.cr-ajax-reviews-slide-nav')];
  return mains.map((main, index) => {
    const media = main.querySelector('img, video');
    const author = main.querySelector('.woocommerce-review__author')?.textContent?.trim() ?? '';
    const label = media?.getAttribute('alt') || (media?.tagName === 'VIDEO' ? `Video from ${author}` : `Image from ${author}`);
    return { main: main.innerHTML, thumb: thumbs[index]?.innerHTML ?? '', label };
  });
}

export function CustomerMedia({ block }: { block: HTMLElement }) {
  const [slides] = useState(() => readSlides(block));
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  const open = useCallback((slide: number, from: HTMLElement) => {
    opener.current = from;
    setIndex(slide);
  }, []);
  const close = useCallback(() => {
    setIndex(null);
    opener.current?.focus();
  }, []);

  // The strip's tiles (made keyboard buttons at scan, mounts/reachable.ts) open the modal on their slide.
  useEffect(() => {
    const strip = block.querySelector<HTMLElement>('.cr-ajax-reviews-cus-images-div');
    if (!strip || !slides.length) return;
    const tiles = [...strip.querySelectorAll<HTMLElement>('.cr-comment-image-top[role="button"]')];
    for (const tile of tiles) tile.setAttribute('aria-haspopup', 'dialog');
    const tileOf = (target: EventTarget | null): HTMLElement | null => {
      const element = target instanceof Element ? target : null;
      return element?.closest<HTMLElement>('.cr-comment-image-top') ?? null;
    };
    const slideOf = (tile: HTMLElement): number => Number(tile.querySelector('.cr-comment-image-top-item')?.getAttribute('data-slide')) || 0;
    const onClick = (event: MouseEvent): void => {
      const tile = tileOf(event.target);
      if (!tile) return;
      event.preventDefault();
      open(slideOf(tile), tile);
    };
    const onKey = (event: globalThis.KeyboardEvent): void => {
      const tile = tileOf(event.target);
      if (tile) pressOnKey(event, () => open(slideOf(tile), tile));
    };
    strip.addEventListener('click', onClick);
    strip.addEventListener('keydown', onKey);
    return () => {
      strip.removeEventListener('click', onClick);
      strip.removeEventListener('keydown', onKey);
    };
  }, [block, slides, open]);

  const isOpen = index !== null;
  useEffect(() => {
    if (!isOpen) return;
    document.body.classList.add('cr-noscroll');
    closeButton.current?.focus();
    return () => document.body.classList.remove('cr-noscroll');
  }, [isOpen]);

  // A video stops when its slide goes; a click on it plays or pauses it with controls, as the plugin did.
  useEffect(() => {
    const root = dialog.current;
    if (!root) return;
    const onClick = (event: MouseEvent): void => {
      const box = (event.target as Element).closest('.cr-ajax-reviews-video');
      const video = box?.querySelector('video');
      if (!box || !video) return;
      event.preventDefault();
      if (video.paused) {
        box.classList.add('cr-vid-playing');
        video.controls = true;
        void video.play().catch(() => undefined);
      } else {
        video.pause();
      }
    };
    root.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('click', onClick);
      for (const video of root.querySelectorAll('video')) video.pause();
    };
  }, [index]);

  if (!slides.length || index === null) return null;
  const count = slides.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowRight' && !(event.target instanceof HTMLVideoElement)) go(index + 1);
    else if (event.key === 'ArrowLeft' && !(event.target instanceof HTMLVideoElement)) go(index - 1);
    // Keep focus inside the dialog.
    else if (dialog.current) keepTabInside(dialog.current, event.nativeEvent);
  };
  const slide = slides[index]!;

  return createPortal(
    // The backdrop closes on a click outside the modal, as the plugin's did; Escape and the close button do too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="cr-ajax-reviews-cus-images-modal-cont cr-mask-active island-customer-media" onClick={(event) => event.target === event.currentTarget && close()}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog's own keys (Escape, arrows, Tab kept inside), as the APG dialog pattern has them */}
      <div ref={dialog} className="cr-ajax-reviews-cus-images-modal" role="dialog" aria-modal="true" aria-label="Customer photos and videos" onKeyDown={onKeyDown}>
        <div className="cr-ajax-reviews-cus-images-hdr">
          <span className="island-customer-media__counter" aria-live="polite">
            {index + 1} of {count}
          </span>
          <button ref={closeButton} type="button" className="cr-ajax-reviews-cus-images-close" aria-label="Close" onClick={close}>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="15" height="15" aria-hidden="true">
              <path className="cr-no-icon" d="M4 4L20 20M4 20L20 4" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <div className="cr-ajax-reviews-cus-images-slider-main island-customer-media__main" role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}: ${slide.label}`}>
          <div key={index} className="cr-ajax-reviews-slide-main" dangerouslySetInnerHTML={{ __html: slide.main }} />
        </div>
        <div className="island-customer-media__nav">
          <button type="button" className="island-customer-media__prev" aria-label="Previous" onClick={() => go(index - 1)}>
            ‹
          </button>
          <div className="cr-ajax-reviews-cus-images-slider-nav island-customer-media__thumbs">
            {slides.map((item, position) => (
              <button
                key={position}
                type="button"
                className={`cr-ajax-reviews-slide-nav${position === index ? ' island-customer-media__thumb--current' : ''}`}
                aria-label={`Show ${item.label}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
                dangerouslySetInnerHTML={{ __html: item.thumb }}
              />
            ))}
          </div>
          <button type="button" className="island-customer-media__next" aria-label="Next" onClick={() => go(index + 1)}>
            ›
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
