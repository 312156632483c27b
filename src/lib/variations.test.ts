// The matching rule, by example and by property (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMatchingVariations, isMatch, optionState } from '@/lib';

const hoodie = [
  { attributes: { attribute_pa_color: 'red', attribute_pa_size: 's' }, is_in_stock: true },
  { attributes: { attribute_pa_color: 'red', attribute_pa_size: 'm' }, is_in_stock: true },
  { attributes: { attribute_pa_color: 'blue', attribute_pa_size: 's' }, is_in_stock: true },
  { attributes: { attribute_pa_color: 'blue', attribute_pa_size: 'l' }, is_in_stock: false },
  { attributes: { attribute_pa_color: 'grey', attribute_pa_size: '' }, is_in_stock: true },
];

describe('isMatch', () => {
  it.each([
    [{ a: 'red', b: 's' }, { a: 'red', b: 's' }, true],
    [{ a: 'red', b: 's' }, { a: 'red', b: 'm' }, false],
    [{ a: 'red', b: '' }, { a: 'red', b: 'm' }, true],
    [{ a: 'red', b: 's' }, { a: 'red', b: '' }, true],
    [{ a: 'red', b: 's' }, { a: 'red' }, true],
    [{ a: 'red' }, { a: 'red', b: 'xl' }, true],
    [{ a: 'Red' }, { a: 'red' }, false],
  ])('%j against %j → %s', (variation, chosen, expected) => {
    expect(isMatch(variation, chosen)).toBe(expected);
  });
});

const value = fc.constantFrom('', 'red', 'blue', 's', 'm');
const attributes = fc.dictionary(fc.constantFrom('attribute_pa_color', 'attribute_pa_size', 'attribute_pa_fit'), value);

describe('the matching rule, as properties', () => {
  it('matches exactly when every shared attribute is equal or empty on either side', () => {
    fc.assert(
      fc.property(attributes, attributes, (variation, chosen) => {
        const expected = Object.keys(variation).every((name) => !(name in chosen) || !variation[name] || !chosen[name] || variation[name] === chosen[name]);
        expect(isMatch(variation, chosen)).toBe(expected);
      }),
    );
  });

  it('is symmetric over the attributes both sides have', () => {
    fc.assert(
      fc.property(attributes, attributes, (a, b) => {
        const shared = (x: Record<string, string>, y: Record<string, string>) => Object.fromEntries(Object.entries(x).filter(([name]) => name in y));
        expect(isMatch(shared(a, b), shared(b, a))).toBe(isMatch(shared(b, a), shared(a, b)));
      }),
    );
  });

  it('an empty selection matches every variation, and a variation always matches itself', () => {
    fc.assert(
      fc.property(attributes, (variation) => {
        expect(isMatch(variation, {})).toBe(true);
        expect(isMatch(variation, variation)).toBe(true);
      }),
    );
  });

  it('choosing more never adds matches', () => {
    fc.assert(
      fc.property(fc.array(attributes, { maxLength: 8 }), attributes, attributes, (list, chosen, extra) => {
        const variations = list.map((attrs) => ({ attributes: attrs }));
        const narrower = { ...extra, ...Object.fromEntries(Object.entries(chosen).filter(([, v]) => v !== '')) };
        const wide = findMatchingVariations(variations, chosen).length;
        const more = findMatchingVariations(variations, { ...chosen, ...Object.fromEntries(Object.entries(narrower).filter(([name]) => !chosen[name])) }).length;
        expect(more).toBeLessThanOrEqual(wide);
      }),
    );
  });
});

describe('optionState', () => {
  it('an option only an "any" variation carries is enabled for every value of that attribute', () => {
    expect(optionState(hoodie, { attribute_pa_color: 'grey' }, 'attribute_pa_size', 'l', false)).toBe('enabled');
  });

  it('a value no variation offers with the other choices is detached', () => {
    expect(optionState(hoodie, { attribute_pa_color: 'red' }, 'attribute_pa_size', 'l', false)).toBe('detached');
  });

  it('a value whose only variation is out of stock is out-of-stock, or disabled with disable_out_of_stock', () => {
    expect(optionState(hoodie, { attribute_pa_color: 'blue' }, 'attribute_pa_size', 'l', false)).toBe('out-of-stock');
    expect(optionState(hoodie, { attribute_pa_color: 'blue' }, 'attribute_pa_size', 'l', true)).toBe('disabled');
  });

  it("ignores the attribute's own choice", () => {
    expect(optionState(hoodie, { attribute_pa_color: 'red', attribute_pa_size: 'm' }, 'attribute_pa_color', 'blue', false)).toBe('detached');
    expect(optionState(hoodie, { attribute_pa_color: 'red', attribute_pa_size: 's' }, 'attribute_pa_color', 'blue', false)).toBe('enabled');
  });

  it('inactive variations disable their option', () => {
    const list = [{ attributes: { a: 'x' }, variation_is_active: false }];
    expect(optionState(list, {}, 'a', 'x', false)).toBe('disabled');
  });
});
