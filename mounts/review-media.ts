// The photos and videos of a review (`.cr-comment-images` in review lists, `.image-row` in grid cards).
// The printed pictures are complete, so the island waits for the shopper's first press, focus or key
// (preloaded at idle once near the screen); a tap on a picture meanwhile is held and replayed, so it opens the viewer rather
// than leaving the page for the bare image. Grid pictures and video icons are made keyboard buttons at
// scan. Two cases start without the shopper: a hash linking to one of its pictures
// (`#&gid=<review id>&pid=<n>`: the viewer opens on load), and media hosted elsewhere, which the plugin
// asks the shop to download as the page shows it (`cr_auto_download_media_frontend`).
import { defineIsland, type TriggerTools } from '../src/runtime';
import { makeReachable } from './reachable';

/**
 * The review a media box belongs to: its list item (`li-comment-<id>`) or grid card (`data-reviewid`).
 * (The widget's adapter reads it too, with its own copy: a chunk may not import from the entry.)
 */
function reviewIdOf(box: HTMLElement): string {
  const card = box.closest('[data-reviewid]');
  if (card) return card.getAttribute('data-reviewid') ?? '';
  return /^li-comment-(\d+)$/.exec(box.closest('li[id^="li-comment-"]')?.id ?? '')?.[1] ?? '';
}

function whenLinkedOrTouched(box: HTMLElement, { visible, intent, signal }: TriggerTools): Promise<void> {
  const isLinked = (): boolean => new RegExp(`(?:^#|&)gid=${reviewIdOf(box)}(?:&|$)`).test(location.hash);
  if (isLinked()) return Promise.resolve();
  return new Promise((resolve) => {
    const onHash = (): void => {
      if (isLinked()) resolve();
    };
    addEventListener('hashchange', onHash);
    signal.addEventListener('abort', () => removeEventListener('hashchange', onHash), { once: true });
    const settle = (): void => {
      removeEventListener('hashchange', onHash);
      resolve();
    };
    if (box.querySelector('.cr-comment-image-ext, .cr-comment-video-ext')) void visible().then(settle);
    void intent().then(settle);
  });
}

export const reviewMedia = defineIsland({
  name: 'review-media',
  legacy: 'cr-frontend-js',
  selector: '.cr-comment-images, .cr-reviews-grid .image-row',
  prepare: (box) => {
    makeReachable(box.querySelectorAll<HTMLElement>('img.image-row-img'));
    makeReachable(box.querySelectorAll<HTMLElement>('.cr-comment-videoicon'), (icon) => `Play ${icon.getAttribute('alt') || 'video'}`);
  },
  trigger: { on: 'custom', when: whenLinkedOrTouched },
  takeover: 'append',
  load: () => import('../widgets/review-media'),
});
