// `div.cr-reviews-slider` (Customer Reviews' templates/reviews-slider.php) → raw props.
import type { ReviewCard, ReviewText } from './schema';

type Raw<T> = { [K in keyof T]?: unknown };

const htmlOf = (nodes: readonly Node[]): string =>
  nodes.map((node) => (node instanceof Element ? node.outerHTML : node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '').replace(/[&<>]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt' }[c]};`) : '')).join('');

/** The text's pieces: plain text before "Show More" and in the hidden details, or the whole server HTML. */
function textOf(text: Element): Raw<ReviewText> {
  const readMore = text.querySelector(':scope > .cr-slider-read-more');
  const details = text.querySelector(':scope > .cr-slider-details');
  if (!readMore || !details) return { kind: 'full', html: text.innerHTML.trim() };
  const short = [...text.childNodes].slice(0, [...text.childNodes].indexOf(readMore)).map((node) => node.textContent ?? '').join('');
  const rest = details.cloneNode(true) as Element;
  const readLess = rest.querySelector('.cr-slider-read-less');
  // The details end in `<br><span class="cr-slider-read-less">`: the text is what comes before.
  if (readLess?.previousSibling?.nodeName === 'BR') readLess.previousSibling.remove();
  readLess?.remove();
  return {
    kind: 'more',
    short: short.trimStart(),
    more: (rest.textContent ?? '').trimEnd(),
    moreLabel: readMore.querySelector('a')?.textContent?.trim() || undefined,
    lessLabel: details.querySelector('.cr-slider-read-less a')?.textContent?.trim() || undefined,
  };
}

function cardOf(card: Element): Raw<ReviewCard> {
  const inner = card.querySelector(':scope > .cr-review-card-inner') ?? card;
  const children = [...inner.childNodes];
  const middle = inner.querySelector(':scope > .middle-row');
  const text = middle?.querySelector(':scope > .review-content > .review-text');
  if (!middle || !text) return { innerStyle: inner.getAttribute('style') ?? '', header: inner.innerHTML.trim() };
  const at = children.indexOf(middle);
  const content = text.parentElement!;
  const middleChildren = [...middle.childNodes];
  return {
    innerStyle: inner.getAttribute('style') ?? '',
    header: htmlOf(children.slice(0, at)).trim(),
    text: textOf(text),
    meta: htmlOf(middleChildren.slice(middleChildren.indexOf(content) + 1)).trim(),
    footer: htmlOf(children.slice(at + 1)).trim(),
  };
}

export function readProps(root: HTMLElement): unknown {
  return {
    id: root.id,
    label: root.getAttribute('aria-label') || undefined,
    slick: root.getAttribute('data-slick') ?? undefined,
    cards: [...root.querySelectorAll(':scope > .cr-review-card')].map(cardOf),
  };
}
