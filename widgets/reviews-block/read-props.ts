// `#reviews.cr-reviews-ajax-reviews` → raw props: `ol.cr-ajax-reviews-list[data-product]`,
// `.cr-reviews-ajax-comments[data-nonce]` (show more) and `.cr-summaryBox-ajax[data-nonce]` (filter).
export function readProps(block: HTMLElement): unknown {
  const list = block.querySelector('ol.cr-ajax-reviews-list');
  const comments = block.querySelector('.cr-reviews-ajax-comments');
  // A product without reviews prints no list: nothing to page or filter, but the add-review button still works.
  return {
    productId: list ? (list.getAttribute('data-product') ?? undefined) : '0',
    listNonce: comments?.getAttribute('data-nonce') ?? '',
    filterNonce: block.querySelector('.cr-summaryBox-ajax')?.getAttribute('data-nonce') ?? '',
  };
}
