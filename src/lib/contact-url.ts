// E-mail and phone detection for link text, as @wordpress/url's isEmail and isPhoneNumber decide it
// (so a link the editor accepted is accepted here too).

const EMAIL = /^(?:mailto:)?[a-z0-9._%+-]+@[a-z0-9][a-z0-9.-]*\.[a-z]{2,63}$/i;
/** Typed numbers carry these for readability: `+33 (0)1 23.45-67`. */
const PHONE_SEPARATORS = /[-.() ]/g;
const PHONE = /^(?:tel:)?\+?[0-9]{6,15}$/;

/**
 * Whether `text` is an e-mail address, with an optional `mailto:` and a top-level domain of 2 to 63
 * letters. Nothing may surround it (no trimming).
 *
 * @example
 * isEmail('mailto:shop@example.com'); // true
 */
export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

/**
 * Whether `text` is a phone number: once dashes, dots, brackets and spaces are removed, an optional
 * `tel:`, an optional `+` and 6 to 15 digits.
 *
 * @example
 * isPhoneNumber('tel:+1 (555) 010-9999'); // true
 */
export function isPhoneNumber(text: string): boolean {
  return PHONE.test(text.replace(PHONE_SEPARATORS, ''));
}
