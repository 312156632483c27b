// `ul.variable-items-wrapper` (woo-variation-swatches' markup) → raw props.
import { SWATCH_TYPES } from './schema';

const STATE_CLASSES = new Set(['selected', 'disabled', 'no-stock']);

export function readProps(list: HTMLElement): unknown {
  const type = SWATCH_TYPES.find((name) => list.classList.contains(`${name}-variable-items-wrapper`));
  const items = [...list.querySelectorAll<HTMLElement>(':scope > li.variable-item')].map((item) => ({
    value: item.dataset.value,
    title: item.dataset.title ?? item.title ?? item.dataset.value,
    className: [...item.classList].filter((name) => !STATE_CLASSES.has(name)).join(' '),
    contents: item.querySelector('.variable-item-contents')?.innerHTML ?? item.innerHTML,
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
