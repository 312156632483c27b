// order-attribution: the behaviour's public surface (lazy chunk, no React). No props: its settings are
// window.wc_order_attribution.
export { noProps as propsSchema, readNoProps as readProps } from '@/mount';
export { startOrderAttribution as attach } from './order-attribution';
