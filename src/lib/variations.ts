// The variation matching rule of add-to-cart-variation.js, shared by the variation form and the swatches.

/** `attribute_<slug>` → value; an empty value means "any" (on a variation) or "not chosen" (in a selection). */
export type VariationAttributes = Readonly<Record<string, string>>;

/** What matching needs of a variation. */
export interface MatchableVariation {
  readonly attributes: VariationAttributes;
  readonly is_in_stock?: boolean;
  readonly variation_is_active?: boolean;
}

/**
 * A variation matches a selection when every one of its attributes is equal to the chosen value or
 * either side is empty. Attributes the variation does not have are not compared (WooCommerce's rule).
 */
export function isMatch(variation: VariationAttributes, chosen: VariationAttributes): boolean {
  for (const [name, value] of Object.entries(variation)) {
    const other = chosen[name];
    if (other !== undefined && value !== '' && other !== '' && value !== other) return false;
  }
  return true;
}

export function findMatchingVariations<V extends MatchableVariation>(variations: readonly V[], chosen: VariationAttributes): V[] {
  return variations.filter((variation) => isMatch(variation.attributes, chosen));
}

/** Whether a variation counts as available: active, and in stock when `disableOutOfStock` is on. */
export function isAvailable(variation: MatchableVariation, disableOutOfStock: boolean): boolean {
  if (variation.variation_is_active === false) return false;
  return !(disableOutOfStock && variation.is_in_stock === false);
}

/** How one option of an attribute stands, given what is chosen for the other attributes. */
export type OptionState = 'enabled' | 'out-of-stock' | 'disabled' | 'detached';

/**
 * The state of `value` for `attribute` as update_variation_values computes it: the attribute's own
 * choice is ignored; an option no matching variation carries is detached (WooCommerce removes it), one
 * only inactive variations carry is disabled, one whose matching variations are all out of stock is
 * out-of-stock (disabled when `disableOutOfStock` is on).
 */
export function optionState<V extends MatchableVariation>(
  variations: readonly V[],
  chosen: VariationAttributes,
  attribute: string,
  value: string,
  disableOutOfStock: boolean,
): OptionState {
  const others = { ...chosen, [attribute]: '' };
  const carrying = findMatchingVariations(variations, others).filter((variation) => {
    const own = variation.attributes[attribute];
    return own === undefined || own === '' || own === value;
  });
  if (!carrying.length) return 'detached';
  const active = carrying.filter((variation) => variation.variation_is_active !== false);
  if (!active.length) return 'disabled';
  if (active.some((variation) => variation.is_in_stock !== false)) return 'enabled';
  return disableOutOfStock ? 'disabled' : 'out-of-stock';
}
