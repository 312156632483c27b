// wp-comments-post.php, the classic review form's target: the form posted as the browser would, and
// what WordPress answered — a refusal page (wp_die) with its message, or a redirect to the kept review.
import { ApiError, DEFAULT_TIMEOUT_MS, getClient } from '@/api';

/** A page the server answered a form post with, after any redirects. */
interface PageAnswer {
  readonly status: number;
  /** Where the redirects ended (the page's address; a URL fragment is not reported by fetch). */
  readonly url: string;
  /** The answer came after a redirect (WordPress redirects only a kept comment). */
  readonly isRedirected: boolean;
  /** A redirect the runtime did not follow (a 3xx answer; test doubles of fetch may not follow). */
  readonly location: string | null;
  /** The page's markup; not read after a redirect (the product page is not needed, only its address). */
  readonly html: string;
}

/**
 * POSTs a form as a browser would (multipart FormData) to a page that answers with HTML, following
 * redirects; any HTTP status is returned, not thrown. Failures to get an answer become `ApiError`s of
 * kind network or timeout.
 */
async function postPage(url: URL, body: FormData, { name, timeoutMs = DEFAULT_TIMEOUT_MS, signal }: { name: string; timeoutMs?: number; signal?: AbortSignal }): Promise<PageAnswer> {
  try {
    const response = await getClient().post(url, { body, timeout: timeoutMs, signal, throwHttpErrors: false, headers: { Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8', 'X-Requested-With': undefined } });
    const isRedirected = response.redirected;
    return { status: response.status, url: response.url || url.href, isRedirected, location: response.headers.get('Location'), html: isRedirected ? '' : await response.text() };
  } catch (error) {
    if (signal?.aborted) throw error;
    if ((error as Error).name === 'TimeoutError') throw new ApiError('timeout', { endpoint: name, cause: error, detail: `no answer within ${timeoutMs} ms` });
    throw new ApiError('network', { endpoint: name, cause: error, detail: (error as Error).message });
  }
}

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
