// `ul.variable-items-wrapper` (woo-variation-swatches' markup) → raw props.
import { SWATCH_TYPES } from './schema';

const STATE_CLASSES = new Set(['selected', 'disabled', 'no-stock']);

/** The item's visible contents, without the Pro stock hint (the island renders its own). */
function contentsOf(item: HTMLElement): string {
  const contents = (item.querySelector('.variable-item-contents') ?? item).cloneNode(true) as HTMLElement;
  contents.querySelectorAll('.wvs-stock-left-info').forEach((hint) => hint.remove());
  return contents.innerHTML;
}

export function readProps(list: HTMLElement): unknown {
  const type = SWATCH_TYPES.find((name) => list.classList.contains(`${name}-variable-items-wrapper`));
  const items = [...list.querySelectorAll<HTMLElement>(':scope > li.variable-item')].map((item) => ({
    value: item.dataset.value,
    title: item.dataset.title ?? item.title ?? item.dataset.value,
    className: [...item.classList].filter((name) => !STATE_CLASSES.has(name)).join(' '),
    contents: contentsOf(item),
    tooltip: item.dataset.wvstooltip,
  }));
  const more = list.querySelector(':scope > .woo-variation-swatches-variable-item-more');
  return {
    attributeName: list.dataset.attribute_name,
    label: list.getAttribute('aria-label') ?? '',
    type,
    items,
    more: more?.innerHTML,
  };
}
