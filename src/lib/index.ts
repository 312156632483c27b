// Pure utilities: no DOM, no network, no state.
export { isEmail, isPhoneNumber } from './contact-url';
export { findMatchingVariations, isAvailable, isMatch, optionState, type MatchableVariation, type OptionState, type VariationAttributes } from './variations';
