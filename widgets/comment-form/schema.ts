// Props of the classic product review form: WordPress's comment_form() as Customer Reviews prints it in
// its non-ajax product template (its ratings, on-site questions, photo field, terms and captcha) or
// around WooCommerce's own rating select — the names the shop expects back, the labels the messages
// name, and the upload rules from `cr_ajax_object`.
import * as z from 'zod/mini';
import { uploadSettingsSchema } from '@/reviews';

const text = z.string();
const nonEmpty = z.string().check(z.minLength(1, 'must not be empty'));

const rating = z.object({
  label: nonEmpty,
  isRequired: z.boolean(),
  /** `cr_onsite_<hash><index>` (Customer Reviews) or `rating` (WooCommerce's select). */
  valueName: z.string().check(z.regex(/^(rating|cr_onsite_\w+)$/, 'must be rating or a cr_onsite_… field name')),
  typeName: z.optional(z.string().check(z.regex(/^cr_typ_lab_\w+$/, 'must be a cr_typ_lab_… field name'))),
  typeValue: z.optional(text),
  errorText: text,
  /** A value the server printed as chosen (a re-shown form), 0 for none (the adapter keeps only 1–5). */
  value: z.number().check(z.int(), z.gte(0)),
});

/** A text field the shopper types into: its name in the form, the label the messages use, whether it must be filled. */
const field = z.object({
  name: nonEmpty,
  /** Its label, else its aria-label, placeholder or name (a theme may print no label). */
  label: nonEmpty,
  isRequired: z.boolean(),
  kind: z.enum(['comment', 'author', 'email', 'question']),
});

export const propsSchema = z.object({
  /** comment_post_ID: the product the review is about. */
  postId: z.string().check(z.regex(/^\d+$/, 'must be a post id')),
  /** The form's action (wp-comments-post.php). */
  action: nonEmpty,
  ratings: z.array(rating),
  fields: z.array(field).check(z.minLength(1, 'needs the comment textarea')),
  terms: z.boolean(),
  /** The photo field `#cr_review_image`, as the server printed it. */
  media: z.nullable(
    z.object({
      nonce: nonEmpty,
      postId: z.string().check(z.regex(/^\d+$/, 'must be a post id')),
      inputName: text,
      accept: text,
      capture: text,
      isMultiple: z.boolean(),
      initialText: text,
    }),
  ),
  uploads: uploadSettingsSchema,
  /** WooCommerce's "Please select a rating" (wc_single_product_params), for its rating select. */
  ratingRequiredText: text,
  /** The page shows a review this shopper just posted (`?unapproved=<id>`): that draft was sent. '' otherwise. */
  afterPost: text,
});

export type CommentFormProps = z.infer<typeof propsSchema>;
export type CommentField = z.infer<typeof field>;
export type CommentRating = z.infer<typeof rating>;
