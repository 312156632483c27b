// Page services that widgets may use outside their mount point: fragments, storage, cookies, notices,
// the live region, growl messages, events.
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
export { COOKIE_PATH, readCookie, writeCookie } from './cookies';
export { GROWL_DURATION_MS, growl, type GrowlTone } from './growl';
export { ANNOUNCE_DELAY_MS, announce } from './live-region';
export {
  ALERT_NOTICE_SELECTOR,
  NOTICE_FOCUS_DELAY_MS,
  NOTICE_SCROLL_MS,
  NOTICE_SCROLL_OFFSET_PX,
  focusFirstNotice,
  scrollToNotices,
} from './notices';
export {
  readAddToCartSettings,
  readCartFragmentsSettings,
  readPageConfig,
  readRestSettings,
  readWooSettings,
  resetShopSettings,
  type AddToCartSettings,
  type CartFragmentsSettings,
  type PageConfig,
  type RestSettings,
} from './shop-settings';
export { emit, on, provideScrollToNotices, type EventListener, type LegacyEventName } from './theme-events';
