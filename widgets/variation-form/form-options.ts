// What the variation form's controller (form-controller.ts) is given, and what it reports to its island.
import type { Variation } from '@/api';
import type { VariationFormSettings } from '@/dom';

export interface FormStatus {
  /** A get_variation request is running (WooCommerce blocked the form meanwhile). */
  readonly isLooking: boolean;
  /** Why the last look-up failed, for the shopper. */
  readonly error: string | null;
}

export interface FormOptions {
  readonly productId: number;
  /** The preloaded variations, or `false` when the form looks them up by ajax. */
  readonly variations: readonly Variation[] | false;
  /** `data-custom_data`, posted with get_variation. */
  readonly customData: unknown;
  readonly texts: VariationFormSettings;
  /** woo_variation_swatches_options.disable_out_of_stock: out-of-stock variations do not count as available. */
  readonly disableOutOfStock: boolean;
  readonly onStatus: (status: FormStatus) => void;
}
