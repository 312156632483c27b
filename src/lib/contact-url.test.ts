// E-mail and phone detection (spec §5 "Platform URL helpers"): examples, then properties over generated input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmail, isPhoneNumber } from '.';

const chars = (alphabet: string) => fc.constantFrom(...alphabet.split(''));
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';

const localPart = fc.string({ unit: chars(`${LETTERS}${DIGITS}._%+-`), minLength: 1, maxLength: 20 });
const domain = fc.tuple(chars(`${LETTERS}${DIGITS}`), fc.string({ unit: chars(`${LETTERS}${DIGITS}.-`), maxLength: 20 })).map(([head, rest]) => head + rest);
const topLevel = (minLength: number, maxLength: number) => fc.string({ unit: chars(LETTERS), minLength, maxLength });
const emailWith = (tld: fc.Arbitrary<string>) => fc.tuple(localPart, domain, tld).map(([local, host, top]) => `${local}@${host}.${top}`);

const digits = (minLength: number, maxLength: number) => fc.string({ unit: chars(DIGITS), minLength, maxLength });
/** Inserts separators (any mix of `-`, `.`, `(`, `)` and spaces) between and around the characters. */
const withSeparators = (text: string) =>
  fc.array(fc.string({ unit: chars('-.() '), maxLength: 3 }), { minLength: text.length + 1, maxLength: text.length + 1 }).map((gaps) => gaps.map((gap, index) => gap + (text[index] ?? '')).join(''));
const prefix = fc.constantFrom('', 'tel:', '+', 'tel:+');

describe('isEmail', () => {
  it.each([
    ['shop@example.com', true],
    ['mailto:shop@example.com', true],
    ['First.Last+tag@Mail.Example.CO.UK', true],
    ['MAILTO:shop@example.com', true],
    ['o_k%1@1-host.museum', true],
    ['shop@example.c', false],
    ['shop@-example.com', false],
    ['shop@.example.com', false],
    ['shopexample.com', false],
    ['@example.com', false],
    ['shop@example', false],
    ['shop@example.c0m', false],
    [' shop@example.com', false],
    ['shop@example.com ', false],
    ['mailto: shop@example.com', false],
    ['shop@exa mple.com', false],
    ['shop@@example.com', false],
    ['tel:shop@example.com', false],
  ])('%j → %j', (text, expected) => {
    expect(isEmail(text)).toBe(expected);
  });

  it('accepts any address built from the allowed parts, in any case, with or without mailto:', () => {
    fc.assert(fc.property(emailWith(topLevel(2, 63)), fc.boolean(), (email, mailto) => isEmail(`${mailto ? 'mailto:' : ''}${email}`) && isEmail(email.toUpperCase())));
  });

  it('rejects a top-level domain of 1 or of 64 letters', () => {
    fc.assert(fc.property(emailWith(fc.oneof(topLevel(1, 1), topLevel(64, 64))), (email) => !isEmail(email)));
  });

  it('rejects a character outside the allowed set in the local part', () => {
    // No ':' among them: a local part "mailto" followed by ':' would be a valid prefix.
    fc.assert(
      fc.property(emailWith(topLevel(2, 6)), chars(' !#$&*=?^`{|}~,;<>"\'\\/'), fc.nat(), (email, bad, at) => {
        const local = email.slice(0, email.indexOf('@'));
        const position = at % (local.length + 1);
        return !isEmail(local.slice(0, position) + bad + email.slice(position));
      }),
    );
  });

  it('rejects anything before or after the address', () => {
    fc.assert(fc.property(emailWith(topLevel(2, 6)), chars(' \t\n<>,;'), fc.boolean(), (email, extra, before) => !isEmail(before ? extra + email : email + extra)));
  });
});

describe('isPhoneNumber', () => {
  it.each([
    ['0123456789', true],
    ['+33 (0)1 23.45-67-89', true],
    ['tel:+15550109999', true],
    ['tel:555-0100', true],
    ['123456', true],
    ['123456789012345', true],
    ['12345', false],
    ['1234567890123456', false],
    ['', false],
    ['+', false],
    ['++33123456789', false],
    ['33+123456789', false],
    ['TEL:0123456789', false],
    ['0123456789 ext. 12', false],
    ['phone: 0123456789', false],
    ['01\t23456789', false],
    ['０１２３４５６７８９', false],
  ])('%j → %j', (text, expected) => {
    expect(isPhoneNumber(text)).toBe(expected);
  });

  it('accepts 6 to 15 digits with separators anywhere, after an optional tel: and +', () => {
    fc.assert(fc.property(prefix, digits(6, 15).chain(withSeparators), (before, number) => isPhoneNumber(before + number)));
  });

  it.each([5, 16])('rejects %i digits, whatever the separators', (length) => {
    fc.assert(fc.property(prefix, digits(length, length).chain(withSeparators), (before, number) => !isPhoneNumber(before + number)));
  });

  it('rejects a letter anywhere among the digits', () => {
    fc.assert(
      fc.property(digits(6, 15), chars(`${LETTERS}${LETTERS.toUpperCase()}`), fc.nat(), (number, letter, at) => {
        const position = at % (number.length + 1);
        return !isPhoneNumber(number.slice(0, position) + letter + number.slice(position));
      }),
    );
  });
});
