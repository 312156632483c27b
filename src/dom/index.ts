// Page services that widgets may use outside their mount point: fragments, storage, live region, events.
export { applyFragments, replaceFragments } from './cart-fragments';
export {
  CART_CREATED_KEY,
  FRAGMENT_LIFETIME_MS,
  MINI_CART_FRAGMENT,
  isChangedByAnotherTab,
  readFragmentCache,
  writeFragmentCache,
  type CacheLookup,
  type FragmentCacheKeys,
} from './fragment-cache';
export { ANNOUNCE_DELAY_MS, announce } from './live-region';
export {
  readAddToCartSettings,
  readCartFragmentsSettings,
  readWooSettings,
  resetShopSettings,
  type AddToCartSettings,
  type CartFragmentsSettings,
} from './shop-settings';
export { emit, on, type EventListener, type LegacyEventName } from './theme-events';
