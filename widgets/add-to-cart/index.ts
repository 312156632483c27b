// add-to-cart: the widget's public surface (lazy chunk).
export { AddToCart as Component } from './add-to-cart';
export { propsSchema } from './schema';
