// Props of WooCommerce's review rating: the star names, the "Please select a rating" text and whether a
// rating is required, from `wc_single_product_params` (single-product.js's localized settings). Checked
// by hand, not with zod: a page behaviour does not download a schema library.
import type { PropsSchema } from '@/runtime';

export interface ReviewRatingProps {
  /** "1 of 5 stars" … "5 of 5 stars": each star's accessible name. */
  readonly starNames: readonly string[];
  readonly requiredText: string;
  readonly isRequired: boolean;
}

const DEFAULTS: ReviewRatingProps = {
  starNames: [1, 2, 3, 4, 5].map((n) => `${n} of 5 stars`),
  requiredText: 'Please select a rating',
  isRequired: true,
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * `window.wc_single_product_params`, missing fields taking WooCommerce's English defaults. A missing
 * object logs one console error and takes them all (the stars still work); a malformed field fails the
 * schema, which names it, and the shop's plain select stays.
 */
export function readProps(): unknown {
  const params: unknown = (window as { wc_single_product_params?: unknown }).wc_single_product_params;
  if (typeof params !== 'object' || params === null) {
    console.error(`[shop-islands] review-rating: window.wc_single_product_params is missing; using WooCommerce's English star names and a required rating`);
    return DEFAULTS;
  }
  const { i18n_rating_options: starNames, i18n_required_rating_text: requiredText, review_rating_required: required } = params as Record<string, unknown>;
  return {
    starNames: starNames ?? DEFAULTS.starNames,
    requiredText: requiredText ?? DEFAULTS.requiredText,
    // wp_localize_script prints WooCommerce's option as it is stored: "yes" or "no".
    isRequired: required === undefined ? DEFAULTS.isRequired : required === 'yes' ? true : required === 'no' ? false : required,
  };
}

export const propsSchema: PropsSchema<ReviewRatingProps> = {
  safeParse(raw) {
    const props = raw as Partial<ReviewRatingProps> | null;
    const issues = [
      ...(Array.isArray(props?.starNames) && props.starNames.length === 5 && props.starNames.every(isText) ? [] : [{ path: ['starNames'], message: 'wc_single_product_params.i18n_rating_options must be five texts' }]),
      ...(isText(props?.requiredText) ? [] : [{ path: ['requiredText'], message: 'wc_single_product_params.i18n_required_rating_text must be a text' }]),
      ...(typeof props?.isRequired === 'boolean' ? [] : [{ path: ['isRequired'], message: 'wc_single_product_params.review_rating_required must be "yes" or "no"' }]),
    ];
    return issues.length ? { success: false, error: { issues } } : { success: true, data: props as ReviewRatingProps };
  },
};
