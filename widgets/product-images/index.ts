// product-images: the widget's public surface (lazy chunk).
import css from './product-images.css?inline';
export { ProductImages as Component } from './product-images';
export { readProps } from './read-props';
export { propsSchema } from './schema';
/** Added to the page once, before the island's first render. */
export const styles = { 'product-images': css };
export { beforeRender } from './lightbox-loader';
