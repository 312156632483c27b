// The photos and videos of a review (`.cr-comment-images` in review lists, `.image-row` in grid cards).
// Loaded as they near the viewport — or at once when the page's hash links to one of their pictures
// (`#&gid=<review id>&pid=<n>`), so the viewer opens on load wherever the review sits. A tap on a
// picture before then is held and replayed once the island runs, so it opens the viewer rather than
// leaving the page for the bare image.
import { defineIsland, type TriggerTools } from '../src/runtime';

/**
 * The review a media box belongs to: its list item (`li-comment-<id>`) or grid card (`data-reviewid`).
 * (The widget's adapter reads it too, with its own copy: a chunk may not import from the entry.)
 */
function reviewIdOf(box: HTMLElement): string {
  const card = box.closest('[data-reviewid]');
  if (card) return card.getAttribute('data-reviewid') ?? '';
  return /^li-comment-(\d+)$/.exec(box.closest('li[id^="li-comment-"]')?.id ?? '')?.[1] ?? '';
}

function whenLinkedOrVisible(box: HTMLElement, { visible, intent, signal }: TriggerTools): Promise<void> {
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
    void visible().then(settle);
    void intent().then(settle);
  });
}

export const reviewMedia = defineIsland({
  name: 'review-media',
  selector: '.cr-comment-images, .cr-reviews-grid .image-row',
  trigger: { on: 'custom', when: whenLinkedOrVisible },
  takeover: 'append',
  load: () => import('../widgets/review-media'),
});
