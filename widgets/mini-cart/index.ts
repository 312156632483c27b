// mini-cart: the widget's public surface (lazy chunk).
export { MiniCart as Component } from './mini-cart';
export { readProps } from './read-props';
export { propsSchema } from './schema';
