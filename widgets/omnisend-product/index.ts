// omnisend-product: the behaviour's public surface (lazy chunk, no React). No props: the product comes
// from the page and the Store API.
export { noProps as propsSchema, readNoProps as readProps } from '@/mount';
export { attachProductTracking as attach } from './omnisend-product';
