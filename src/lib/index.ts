// Pure utilities: no DOM, no network, no state.
export { isEmail, isPhoneNumber } from './contact-url';
