// product-images: the widget's public surface (lazy chunk).
export { ProductImages as Component } from './product-images';
export { readProps } from './read-props';
export { propsSchema } from './schema';
