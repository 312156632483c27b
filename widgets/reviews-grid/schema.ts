// Props of the reviews grid: its shortcode attributes (`data-attributes`), posted back with every request.
import * as z from 'zod/mini';
import { parseDataJson } from '@/dom';
import { shortcodeAttributesSchema } from '@/reviews';

const attributesObject = shortcodeAttributesSchema;

/** An explicit mount's `data-attributes` arrives as text: it must hold a JSON object. */
const attributesJson = z.pipe(
  z.string(),
  z.transform((text: string, context) => {
    try {
      const checked = attributesObject.safeParse(parseDataJson(text, 'data-attributes'));
      if (checked.success) return checked.data;
    } catch {
      // Reported just below, with the legacy grid's wording.
    }
    context.issues.push({ code: 'custom', message: 'data-attributes must hold a JSON object (the shortcode attributes)', input: text });
    return z.NEVER;
  }),
);

export const propsSchema = z.object({
  attributes: z._default(z.union([attributesObject, attributesJson]), {}),
  /** Why the legacy grid's `data-attributes` could not be read (the grid then works without them). */
  attributesProblem: z.optional(z.string()),
});

export type ReviewsGridProps = z.output<typeof propsSchema>;
