// Posting a form as a browser would, to a page that answers with HTML (WordPress's wp-comments-post.php):
// redirects followed, any status returned (the classic review form's post).
import { DEFAULT_TIMEOUT_MS, getClient, requestFailure } from './client';

/** A page the server answered a form post with, after any redirects. */
export interface PageAnswer {
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
export async function postPage(url: URL, body: FormData, { name, timeoutMs = DEFAULT_TIMEOUT_MS }: { name: string; timeoutMs?: number }): Promise<PageAnswer> {
  try {
    const response = await getClient().post(url, { body, timeout: timeoutMs, throwHttpErrors: false, headers: { Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8', 'X-Requested-With': undefined } });
    const isRedirected = response.redirected;
    return { status: response.status, url: response.url || url.href, isRedirected, location: response.headers.get('Location'), html: isRedirected ? '' : await response.text() };
  } catch (error) {
    throw requestFailure(error, name, timeoutMs);
  }
}
