// A review's photos and videos. Photos open the viewer (PhotoSwipe, @/reviews) on the picture clicked,
// and a link to a picture (`#&gid=<review>&pid=<n>`) opens it on load. Videos play in the plugin's
// overlay with their controls and stop when it closes (Escape, the close button, the backdrop). A
// picture that fails to load says so. Media still hosted elsewhere asks the shop to download it.
import { useEffect } from 'react';
import { pressOnKey } from '@/dom';
import { IMAGE_ERROR_TEXT, openLightbox, readLightboxHash, requestMediaDownload } from '@/reviews';
import type { IslandContext } from '@/runtime';
import { PICTURES } from './read-props';
import type { ReviewMediaProps } from './schema';

/** Reviews whose external media were already reported on this page (the shop throttles the downloads anyway). */
const reportedDownloads = new Set<string>();

function showBroken(image: HTMLImageElement): void {
  if (image.dataset.islandBroken) return;
  image.dataset.islandBroken = 'true';
  const note = document.createElement('span');
  note.className = 'island-review-media__broken';
  note.setAttribute('role', 'img');
  note.setAttribute('aria-label', `${image.alt ? `${image.alt}: ` : ''}${IMAGE_ERROR_TEXT}`);
  note.textContent = IMAGE_ERROR_TEXT;
  image.hidden = true;
  image.after(note);
}

/** The plugin's inline video overlay in a review: open plays with controls, close pauses. */
function openVideo(box: HTMLElement, item: HTMLElement, returnTo: HTMLElement): () => void {
  const video = item.querySelector('video');
  box.classList.add('cr-comment-videos-modal');
  item.classList.add('cr-comment-video-modal');
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-label', item.querySelector('.cr-comment-videoicon')?.getAttribute('alt') || 'Review video');
  if (video) {
    video.controls = true;
    void video.play().catch(() => undefined);
  }
  const close = item.querySelector<HTMLElement>('.cr-comment-video-close');
  (close ?? video)?.focus();
  return () => {
    box.classList.remove('cr-comment-videos-modal');
    item.classList.remove('cr-comment-video-modal');
    for (const attribute of ['role', 'aria-modal', 'aria-label']) box.removeAttribute(attribute);
    if (video) {
      video.pause();
      video.controls = false;
    }
    returnTo.focus();
  };
}

export function ReviewMedia({ mountPoint, reviewId, pictures, isLightboxOn }: ReviewMediaProps & IslandContext) {
  useEffect(() => {
    const images = [...mountPoint.querySelectorAll<HTMLImageElement>(PICTURES)];
    const stops: (() => void)[] = [];

    // Pictures that failed before the island came, and those that fail later.
    for (const image of mountPoint.querySelectorAll('img')) {
      if (image.classList.contains('cr-comment-videoicon')) continue;
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) showBroken(image);
      const onError = (): void => showBroken(image);
      image.addEventListener('error', onError);
      stops.push(() => image.removeEventListener('error', onError));
    }
    // Grid pictures and video icons were made keyboard buttons at scan (mounts/review-media.ts).
    if (mountPoint.querySelector('.cr-comment-image-ext, .cr-comment-video-ext') && !reportedDownloads.has(reviewId)) {
      reportedDownloads.add(reviewId);
      requestMediaDownload(reviewId);
    }

    let closeVideo: (() => void) | undefined;
    const openPicture = (image: HTMLImageElement): void => void openLightbox(pictures, Math.max(0, images.indexOf(image)), reviewId);
    const onClick = (event: MouseEvent): void => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      // A grid card's count of its photos and videos (`.media-row-count`, over the cover) opens its photos from the
      // first (Customer Reviews' script put its videos in that gallery too); a card of videos alone plays its cover.
      const count = target.closest('.media-row-count') ? target.closest('.image-row') : null;
      const image = target.closest('a.cr-comment-a')?.querySelector('img') ?? target.closest<HTMLImageElement>('img.image-row-img') ?? count?.querySelector<HTMLImageElement>('img.image-row-img');
      if (image && isLightboxOn && !image.dataset.islandBroken) {
        event.preventDefault();
        openPicture(image);
        return;
      }
      // Grid cards: the cover video plays and pauses in place.
      const rowVideo = target.closest('.image-row')?.querySelector<HTMLVideoElement>('.image-row-vid');
      if (rowVideo && (target.closest('.image-row-vid') || target.classList.contains('cr-comment-videoicon') || count)) {
        event.preventDefault();
        const row = rowVideo.closest('.image-row')!;
        if (rowVideo.paused) {
          row.classList.add('cr-vid-playing');
          rowVideo.controls = true;
          void rowVideo.play().catch(() => undefined);
        } else {
          rowVideo.pause();
          row.classList.remove('cr-vid-playing');
        }
        return;
      }
      // Review lists: the video opens in the overlay; a click on the overlay outside the video, or its close button, closes it.
      const item = target.closest<HTMLElement>('[class*="cr-comment-video-"]');
      if (!closeVideo && item && (target.closest('.cr-video-a') || target.classList.contains('cr-comment-videoicon'))) {
        event.preventDefault();
        closeVideo = openVideo(mountPoint, item, item.querySelector<HTMLElement>('.cr-comment-videoicon') ?? item);
        return;
      }
      if (closeVideo && (target.closest('.cr-comment-video-close') || !target.closest('video'))) {
        event.preventDefault();
        closeVideo();
        closeVideo = undefined;
      }
    };
    const onKeyDown = (event: KeyboardEvent): void => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (event.key === 'Escape' && closeVideo) {
        event.preventDefault();
        closeVideo();
        closeVideo = undefined;
        return;
      }
      if (target?.matches('img.image-row-img, .cr-comment-videoicon')) pressOnKey(event, () => target.click());
    };
    mountPoint.addEventListener('click', onClick);
    mountPoint.addEventListener('keydown', onKeyDown);
    stops.push(() => {
      mountPoint.removeEventListener('click', onClick);
      mountPoint.removeEventListener('keydown', onKeyDown);
      closeVideo?.();
    });

    // A link to one of these pictures opens it.
    const link = readLightboxHash();
    if (link && link.galleryId === reviewId && isLightboxOn && pictures[link.pictureNumber - 1]) {
      mountPoint.scrollIntoView({ block: 'center' });
      void openLightbox(pictures, link.pictureNumber - 1, reviewId);
    }
    return () => {
      for (const stop of stops) stop();
    };
  }, [mountPoint, reviewId, pictures, isLightboxOn]);

  return null;
}
