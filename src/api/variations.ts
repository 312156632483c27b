// The variation calls: get_variation (WooCommerce) and the variation gallery's get_default_gallery /
// get_variation_gallery, all POSTed to wc-ajax.
import { postForm, shopAjax } from './client';
import { galleryResponseSchema, getVariationResponseSchema, variationSchema, type GalleryImage, type Variation } from './schemas/variation';

/**
 * Looks up the variation of a full selection (`attribute_*` fields), as add-to-cart-variation.js does
 * for forms printed without their variations. Answers `false` when no variation matches.
 */
export function getVariation(fields: Record<string, string> | URLSearchParams, signal?: AbortSignal): Promise<Variation | false> {
  return postForm(shopAjax('get_variation'), fields, { name: 'get_variation', schema: getVariationResponseSchema, signal });
}

/** The product's default gallery images, or `false` when it has none. */
export function getDefaultGallery(productId: number, signal?: AbortSignal): Promise<GalleryImage[] | false> {
  return postForm(shopAjax('get_default_gallery'), { product_id: String(productId) }, { name: 'get_default_gallery', schema: galleryResponseSchema, signal });
}

/** Every variation's gallery images in one flat list (for preloading), or `false`. */
export function getVariationGallery(productId: number, signal?: AbortSignal): Promise<GalleryImage[] | false> {
  return postForm(shopAjax('get_variation_gallery'), { product_id: String(productId) }, { name: 'get_variation_gallery', schema: galleryResponseSchema, signal });
}

/**
 * `data-product_variations`: the available variations as JSON, or the literal `false` when the product
 * has more variations than the ajax threshold (they are then looked up with get_variation).
 * A variation that does not parse is left out with a console error naming it; the others still work.
 */
export function parseProductVariations(raw: string | null | undefined): Variation[] | false {
  if (raw === null || raw === undefined || raw.trim() === '' || raw.trim() === 'false') return false;
  const json: unknown = JSON.parse(raw);
  if (json === false) return false;
  if (!Array.isArray(json)) throw new SyntaxError('data-product_variations must be a JSON array or false');
  const variations: Variation[] = [];
  json.forEach((item, index) => {
    const parsed = variationSchema.safeParse(item);
    if (parsed.success) variations.push(parsed.data);
    else {
      const fields = parsed.error.issues.map((issue) => issue.path.map(String).join('.') || '(item)').join(', ');
      console.error(`[shop-islands] variation-form: data-product_variations[${index}] is not a variation (${fields}); it is left out`);
    }
  });
  return variations;
}


const parsedByForm = new WeakMap<Element, { readonly raw: string | null; readonly variations: Variation[] | false }>();

/**
 * The form's `data-product_variations`, parsed once per value: the variation form and its swatch lists
 * share one parse, and a changed attribute (before reload_product_variations) is parsed again.
 * Throws like parseProductVariations when the attribute is not JSON.
 */
export function productVariationsOf(form: Element): Variation[] | false {
  const raw = form.getAttribute('data-product_variations');
  const cached = parsedByForm.get(form);
  if (cached?.raw === raw) return cached.variations;
  const variations = parseProductVariations(raw);
  parsedByForm.set(form, { raw, variations });
  return variations;
}
