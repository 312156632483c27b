// variation-swatches: the widget's public surface (lazy chunk).
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { VariationSwatches as Component } from './variation-swatches';
