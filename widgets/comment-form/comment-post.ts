// wp-comments-post.php, the classic review form's target: the form posted as the browser would, and
// what WordPress answered — a refusal page (wp_die) with its message, or a redirect to the kept review.
import { ApiError, postPage, shopperMessage } from '@/api';

/** What wp-comments-post.php did with a review: kept it (and where it is shown), or refused it with its words. */
export type CommentAnswer = { readonly isAccepted: true; readonly location: string } | { readonly isAccepted: false; readonly message: string; readonly status: number };

/** How long a review post may take: WordPress, WooCommerce and the plugins' hooks run, and mails go out. */
const COMMENT_POST_TIMEOUT_MS = 30_000;

/** What WordPress said when it neither refused with wp_die() nor redirected (a plugin's echo, a bare page). */
const NOT_KEPT = 'The shop did not confirm that it kept your review.';

/** The visible text of a page, shortened for a message. */
function pageText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** The text of wp_die()'s page (`body#error-page`, its message in `.wp-die-message`), or undefined for any other page. */
export function wpDieMessage(html: string): string | undefined {
  if (!/<body[^>]*\bid=["']?error-page/i.test(html)) return undefined;
  const page = new DOMParser().parseFromString(html, 'text/html');
  const box = page.querySelector('.wp-die-message') ?? page.body;
  box.querySelectorAll('a[href^="javascript:"]').forEach((link) => link.closest('p')?.remove());
  return box.textContent?.replace(/\s+/g, ' ').trim() || undefined;
}

/**
 * Posts the classic comment form (all its fields, as the browser would) to its `action`
 * (wp-comments-post.php). WordPress answers a refusal with a wp_die() page — its message is returned —
 * and a kept review with a redirect to the product page showing it; any other page is not a confirmation
 * (its text is returned as the refusal). Another error status rejects with an ApiError of kind http, as
 * do a failed request (network) and no answer (timeout).
 */
export async function postCommentForm(action: URL, body: FormData): Promise<CommentAnswer> {
  const name = 'wp-comments-post.php';
  const answer = await postPage(action, body, { name, timeoutMs: COMMENT_POST_TIMEOUT_MS });
  const refusal = wpDieMessage(answer.html);
  if (refusal !== undefined) return { isAccepted: false, message: refusal, status: answer.status };
  if (answer.status >= 400) throw new ApiError('http', { endpoint: name, status: answer.status });
  if (answer.status >= 300 && answer.location) return { isAccepted: true, location: new URL(answer.location, action).href };
  if (answer.isRedirected) return { isAccepted: true, location: answer.url };
  // A 200 page that is not a redirect: WordPress did not keep the review (or cannot say so).
  return { isAccepted: false, message: pageText(answer.html) || NOT_KEPT, status: answer.status };
}

/** Where the island may post itself: the page's own origin (another one, or http from https, is left to the browser). */
export function isSameOrigin(action: URL): boolean {
  return action.origin === location.origin;
}

/** What a request failure tells the shopper; a timeout may have reached the shop, so it says so. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'timeout') return 'The shop took too long to answer, so it may have your review already: reload the page to see it before you send it again.';
  return shopperMessage(error);
}
