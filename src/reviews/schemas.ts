// zod schemas of Customer Reviews' (CusRev) admin-ajax answers. PHP's wp_send_json keeps ints and
// booleans, but filters and caching plugins sometimes turn them into strings, so both are accepted.
import * as z from 'zod/mini';

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
export const gridResponseSchema = z.looseObject({ html: z.string() });

/** cr_vote_review: `current` is 1 when this visitor upvoted, -1 when they downvoted, 0 when neither. */
export const voteResponseSchema = z.looseObject({
  code: count,
  votes: z.optional(z.object({ upvotes: count, downvotes: count, current: count })),
});
export type VoteResponse = z.infer<typeof voteResponseSchema>;
