// zod schemas of Customer Reviews' (CusRev) admin-ajax answers. PHP's wp_send_json keeps ints and
// booleans, but filters and caching plugins sometimes turn them into strings, so both are accepted.
import * as z from 'zod/mini';
import type { FormValue } from '../lib';

const count = z.pipe(z.union([z.number(), z.string().check(z.regex(/^-?\d+$/))]), z.transform(Number));
const flag = z.pipe(z.union([z.boolean(), z.number(), z.enum(['1', '0', 'true', 'false', ''])]), z.transform((value) => value === true || value === 1 || value === '1' || value === 'true'));

/** cr_show_more_reviews, cr_sort_reviews, cr_filter_reviews and cr_show_more_all_reviews. */
export const reviewListSchema = z.looseObject({
  page: count,
  /** wp_list_comments' output; the product block's calls answer null when nothing matches. */
  html: z.nullable(z.string()),
  last_page: z._default(flag, false),
  show_more_label: z.optional(z.string()),
  count_row: z.optional(z.string()),
  /** All-reviews only: the numbered pagination's markup. */
  pagination: z.optional(z.string()),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** ivole_show_more_grid_reviews: the whole grid's markup, from which the cards are taken. */
/** `html` is null from Customer Reviews 5.60 – 5.78 while its Shortcodes setting is off (its renderer returned nothing). */
export const gridResponseSchema = z.looseObject({ html: z.nullable(z.string()) });

/** cr_vote_review: `current` is 1 when this visitor upvoted, -1 when they downvoted, 0 when neither. */
export const voteResponseSchema = z.looseObject({
  code: count,
  votes: z.optional(z.object({ upvotes: count, downvotes: count, current: count })),
});

/** cr_submit_review and cr_new_qna: code 0 is accepted; the texts are the plugin's, for the result box. */
export const formResultSchema = z.looseObject({
  code: count,
  description: z.optional(z.nullable(z.string())),
  button: z.optional(z.nullable(z.string())),
});

const id = z.pipe(z.union([z.number(), z.string()]), z.transform(String));

/** cr_upload_media and cr_upload_local_images_frontend: code 200 with the attachment, else a message. */
export const uploadResponseSchema = z.looseObject({
  code: count,
  attachment: z.optional(z.looseObject({ id, key: z.string(), nonce: z.optional(z.string()) })),
  message: z.optional(z.nullable(z.string())),
});

/** cr_delete_media and cr_delete_local_images_frontend: code 200 when gone. */
export const deleteResponseSchema = z.looseObject({ code: count });

/** cr_show_more_qna: a page of questions. */
export const questionListSchema = z.looseObject({
  page: count,
  html: z.nullable(z.string()),
  last_page: z._default(flag, false),
});
export type QuestionList = z.infer<typeof questionListSchema>;

const formValue: z.ZodMiniType<FormValue> = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(formValue), z.record(z.string(), formValue)]));

/** A shortcode's attributes as the block prints them (`data-attributes` JSON), posted back unchanged with jQuery's encoding. */
export const shortcodeAttributesSchema = z.record(z.string(), formValue);

/** What a form's draft keeps of its uploads (spread into the draft's schema): the files uploaded, and the names of those still uploading. */
export const uploadsDraftShape = {
  media: z.array(z.object({ id: z.string(), key: z.string(), name: z.string(), type: z.string(), thumbnail: z.optional(z.string()), deleteNonce: z.optional(z.string()) })),
  unfinished: z.optional(z.array(z.string())),
};

/** A form's upload rules, from `cr_ajax_object` (`readReviewsSettings()`): how many files, how big, and the messages. */
export const uploadSettingsSchema = z.object({
  limit: z.number().check(z.int(), z.positive()),
  maxSize: z.number().check(z.positive()),
  tooMany: z.string(),
  fileType: z.string(),
  fileSize: z.string(),
});
