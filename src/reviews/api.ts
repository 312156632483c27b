// Customer Reviews' (CusRev) display calls, POSTed to `cr_ajax_object.ajax_url` with an `action`
// field and jQuery's form encoding (src/lib/form-params).
import { ApiError, postForm } from '../api';
import { readReviewsSettings } from '../dom';
import { toFormParams, type FormValue } from '../lib';
import { gridResponseSchema, reviewListSchema, voteResponseSchema, type ReviewList } from './schemas';

/** admin-ajax.php as CusRev localizes it. */
export function reviewsAjax(): URL {
  return new URL(readReviewsSettings().ajaxUrl, location.href);
}

type Fields = { readonly [key: string]: FormValue };

/** The list calls of the ajax block and the all-reviews block. */
export type ReviewListAction = 'cr_show_more_reviews' | 'cr_sort_reviews' | 'cr_filter_reviews' | 'cr_show_more_all_reviews';

/** One page (or the first page of a new query) of a reviews list. */
export function fetchReviewList(action: ReviewListAction, fields: Fields, signal?: AbortSignal): Promise<ReviewList> {
  return postForm(reviewsAjax(), toFormParams({ action, ...fields }), { name: action, schema: reviewListSchema, signal });
}

/**
 * The grid's next cards (`attributes.comment__not_in`) or its cards of one rating (`attributes.show_more`); null when
 * the shop renders none at all: Customer Reviews before 5.79 answers `{"html":null}` while its Shortcodes setting is off.
 */
export async function fetchGridReviews(fields: Fields, signal?: AbortSignal): Promise<string | null> {
  const answer = await postForm(reviewsAjax(), toFormParams({ action: 'ivole_show_more_grid_reviews', ...fields }), { name: 'ivole_show_more_grid_reviews', schema: gridResponseSchema, signal });
  return answer.html;
}

export interface VoteCounts {
  readonly upvotes: number;
  readonly downvotes: number;
  /** 1 upvoted, -1 downvoted, 0 neither (any positive or negative number is read as its sign). */
  readonly current: -1 | 0 | 1;
}

/** Casts this visitor's vote; `action` is cr_vote_review or cr_vote_question. A code other than 0 is a refusal. */
export async function vote(action: string, id: string, isUpvote: boolean): Promise<VoteCounts> {
  const answer = await postForm(reviewsAjax(), toFormParams({ action, reviewID: id, upvote: isUpvote ? 1 : 0 }), { name: action, schema: voteResponseSchema });
  if (answer.code !== 0 || !answer.votes) throw new ApiError('rejected', { endpoint: action, detail: `code ${answer.code}` });
  const { upvotes, downvotes, current } = answer.votes;
  return { upvotes, downvotes, current: current > 0 ? 1 : current < 0 ? -1 : 0 };
}

/** Asks the shop to copy a review's externally hosted media to its own library; the answer is ignored. */
export function requestMediaDownload(reviewId: string): void {
  void fetch(reviewsAjax(), { method: 'POST', body: toFormParams({ action: 'cr_auto_download_media_frontend', reviewID: reviewId }), credentials: 'same-origin' }).catch(() => {
    // The download is the shop's business; a failure changes nothing on the page.
  });
}
