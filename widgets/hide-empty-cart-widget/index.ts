// hide-empty-cart-widget: the behaviour's public surface (lazy chunk, no React).
export { noProps as propsSchema, readNoProps as readProps } from '@/mount';
export { attach } from './hide-empty-cart-widget';
