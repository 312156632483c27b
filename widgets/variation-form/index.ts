// variation-form: the widget's public surface (lazy chunk).
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { VariationForm as Component } from './variation-form';
