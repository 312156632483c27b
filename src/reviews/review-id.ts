// The review a media box belongs to, from Customer Reviews' markup. Imports nothing: the bootstrap's
// review-media mount uses it too (by path, so the reviews services stay out of the entry).

/** The review id of a media box: its grid card's `data-reviewid`, or its list item's `li-comment-<id>`; '' when neither. */
export function reviewIdOf(box: Element): string {
  const card = box.closest('[data-reviewid]');
  if (card) return card.getAttribute('data-reviewid') ?? '';
  return /^li-comment-(\d+)$/.exec(box.closest('li[id^="li-comment-"]')?.id ?? '')?.[1] ?? '';
}
