// Page services that widgets may use outside their mount point: fragments, storage, cookies, notices,
// the live region, growl messages, events; and the shop's markup: data-* JSON, spans made buttons.
export { makeButton, pressOnKey } from './acts-as-button';
export { focusablesIn, keepTabInside } from './focus';
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
export { hasConsent, hasConsentApi } from './consent';
export { COOKIE_PATH, readCookie, writeCookie } from './cookies';
export { parseDataJson, readDataJson } from './data-json';
export { adoptStyles } from './styles';
export { attributeNameOf, attributeSelectsOf, chosenAttributesOf, rememberShownVariation, shownVariationOf } from './variation-selects';
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
  hasSwatchesSettings,
  readAddToCartSettings,
  readCartFragmentsSettings,
  readGallerySettings,
  readSwatchesSettings,
  readVariationFormSettings,
  readPageConfig,
  readRestSettings,
  readReviewsSettings,
  readSingleProductSettings,
  readWooSettings,
  resetShopSettings,
  type AddToCartSettings,
  type CartFragmentsSettings,
  type GallerySettings,
  type SwatchesSettings,
  type VariationFormSettings,
  type PageConfig,
  type RestSettings,
  type SingleProductSettings,
} from './shop-settings';
export {
  announceAjax,
  askOthers,
  emit,
  emitOn,
  jQueryOf,
  on,
  onElement,
  provideScrollToNotices,
  reportLater,
  whenJQuery,
  type AjaxExchange,
  type EventListener,
  type LegacyEventName,
  type LegacyQuestionName,
  type VariationEventName,
} from './theme-events';
