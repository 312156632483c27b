// omnisend-identify: the behaviour's public surface (lazy chunk, no React). No props: its settings are
// window.omnisend_woo_data and, on the checkout, window.omnisend_checkout_vars.
export { noProps as propsSchema, readNoProps as readProps } from '@/mount';
export { attachIdentify as attach } from './omnisend-identify';
