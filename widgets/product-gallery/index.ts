// product-gallery: the widget's public surface (lazy chunk).
export { ProductGallery as Component } from './product-gallery';
export { readProps } from './read-props';
export { propsSchema } from './schema';
