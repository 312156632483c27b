// variation-swatches: the widget's public surface (lazy chunk).
import css from './variation-swatches.css?inline';
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { VariationSwatches as Component } from './variation-swatches';
/** Added to the page once, before the island's first render. */
export const styles = { 'variation-swatches': css };
