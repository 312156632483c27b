// Props of the all-reviews block: its shortcode attributes (`data-attributes`), posted back unchanged.
import * as z from 'zod/mini';
import { shortcodeAttributesSchema } from '@/reviews';

export const propsSchema = z.object({ attributes: shortcodeAttributesSchema });

export type AllReviewsProps = z.infer<typeof propsSchema>;
