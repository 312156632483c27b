// Props of the all-reviews block: its shortcode attributes (`data-attributes`), posted back unchanged.
import * as z from 'zod/mini';
import type { FormValue } from '@/lib';

const formValue: z.ZodMiniType<FormValue> = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(formValue), z.record(z.string(), formValue)]));

export const propsSchema = z.object({ attributes: z.record(z.string(), formValue) });

export type AllReviewsProps = z.infer<typeof propsSchema>;
