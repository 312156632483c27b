// Pure utilities: no DOM, no network, no state.
export { toFormParams, type FormValue } from './form-params';
export { isEmail, isPhoneNumber } from './contact-url';
export { findMatchingVariations, isAvailable, isMatch, optionState, type MatchableVariation, type OptionState, type VariationAttributes } from './variations';
export { latestRequest, type LatestRequest } from './latest-request';
