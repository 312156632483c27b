// Props of a vote box: the review (or question) id, its counts and this visitor's current vote.
import * as z from 'zod/mini';

export const propsSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/, 'must be a review id (digits)')),
  upvotes: z.number().check(z.int(), z.nonnegative()),
  downvotes: z.number().check(z.int(), z.nonnegative()),
  current: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  /** cr_vote_review, or cr_vote_question inside the Q&A block. */
  action: z.enum(['cr_vote_review', 'cr_vote_question']),
  /** The server's icons (trusted markup of this page). */
  upIcon: z.string(),
  downIcon: z.string(),
});

export type ReviewVotesProps = z.infer<typeof propsSchema>;
