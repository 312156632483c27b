// `form.variations_form` (templates/single-product/add-to-cart/variable.php) → raw props.
import { productVariationsOf } from '@/api';

/** Throws a SyntaxError naming the attribute when data-product_variations is not JSON (the runtime reports it). */
export function readProps(form: HTMLElement): unknown {
  let variations: unknown;
  try {
    variations = productVariationsOf(form);
  } catch (error) {
    throw new SyntaxError(`data-product_variations is not valid JSON (${(error as Error).message})`);
  }
  const customData = form.getAttribute('data-custom_data');
  let parsedCustomData: unknown = customData ?? undefined;
  // jQuery's .data() turned JSON-looking attributes into objects; custom_data was read that way.
  if (customData && /^[[{]/.test(customData.trim())) {
    try {
      parsedCustomData = JSON.parse(customData);
    } catch {
      parsedCustomData = customData;
    }
  }
  return { productId: form.dataset.product_id, variations, customData: parsedCustomData };
}
