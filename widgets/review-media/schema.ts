// Props of a review's media box: the review id (the viewer's gallery id) and its pictures.
import * as z from 'zod/mini';

const picture = z.object({
  src: z.string().check(z.minLength(1, 'needs an image URL')),
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
  alt: z.string(),
});

export const propsSchema = z.object({
  reviewId: z.string().check(z.regex(/^\d+$/, 'must be a review id (the list item li-comment-<id> or the card data-reviewid)')),
  pictures: z.array(picture),
  /** Off when `cr_ajax_object.disable_lightbox` is "1": photo links then open the file. */
  isLightboxOn: z._default(z.boolean(), true),
});

export type ReviewMediaProps = z.infer<typeof propsSchema>;
export type Picture = z.infer<typeof picture>;
