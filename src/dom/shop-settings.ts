// WooCommerce's (and WordPress's) window settings objects and our page config, parsed once with zod
// and completed with defaults: a missing global or field takes its default, a malformed field takes its
// default with one console error naming it. One file per plugin in settings/.
export * from './settings/woocommerce';
export * from './settings/swatches';
export * from './settings/reviews';
export * from './settings/page-config';
export { resetSettings as resetShopSettings } from './settings/read-global';
