// The platform REST helper: what `wp.apiFetch` and WordPress's inline set-up did (root URL, nonce,
// user locale, method override, fetch-all, media post-processing, invalid-nonce retry), as one
// function on our ky instance instead of a middleware chain. The reference is
// WordPress/gutenberg packages/api-fetch (legacy-markup.md §9); deviations are marked where they are.
import { TimeoutError } from 'ky';
import { readPageConfig, readRestSettings, type RestSettings } from '../dom/shop-settings';
import { DEFAULT_TIMEOUT_MS, getClient, parseResponse, type ResponseSchema } from './client';
import { ApiError, describeFailure, REST_ERROR_MESSAGES } from './errors';

/** api-fetch's fetchAll page size: the largest `per_page` WordPress accepts. */
const FETCH_ALL_PAGE_SIZE = 100;
/** api-fetch's mediaUpload retries: post-process calls before the upload is given up and deleted. */
const MEDIA_POST_PROCESS_ATTEMPTS = 5;
const ACCEPT = 'application/json, */*;q=0.1';
const INVALID_NONCE_CODE = 'rest_cookie_invalid_nonce';
/** WordPress (wp_ajax_rest_nonce) prints the nonce and nothing else; anything else is not a nonce. */
const NONCE_PATTERN = /^[\w-]+$/;

/** The HTTP methods a REST call may use; PUT, PATCH and DELETE travel as POST with an override header. */
export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One REST call. Give `path` (under the REST root) or `url` (absolute; wins over `path`). */
export interface RestRequest<T> {
  /** Path under the REST root, e.g. 'wp/v2/users/me' or '/wc/store/v1/products?per_page=-1'. */
  readonly path?: string;
  /** An absolute URL instead of a path (e.g. a data-rest-url printed in markup). */
  readonly url?: string;
  /** Defaults to GET. */
  readonly method?: RestMethod;
  /** JSON body (ignored when `body` is given, as in api-fetch). */
  readonly data?: unknown;
  /** Raw body (FormData for media uploads); no JSON content type then. */
  readonly body?: FormData;
  /** A nonce to send instead of the page's (e.g. a data-rest-nonce attribute). */
  readonly nonce?: string;
  /** Parses the JSON answer; failure = ApiError 'invalid-response' naming the field. Without it the JSON is returned as unknown. */
  readonly schema?: ResponseSchema<T>;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
}

/** One HTTP exchange as sent: the final URL and what goes with it. */
interface Call {
  readonly url: URL;
  readonly method: RestMethod;
  readonly data?: unknown;
  readonly body?: FormData;
  readonly nonce?: string;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
}

interface Answer {
  readonly call: Call;
  readonly response: Response;
  readonly text: string;
}

// A refreshed nonce replaces the page's for every later call, as api-fetch's nonceMiddleware.nonce
// does. It is tied to the settings object so that resetShopSettings() forgets it too.
let refreshed: { readonly settings: RestSettings; readonly nonce: string } | undefined;
let refreshing: Promise<string> | undefined;

function pageNonce(): string {
  const settings = readRestSettings();
  return refreshed?.settings === settings ? refreshed.nonce : settings.nonce;
}

/** For messages: the route, not the whole URL (plain permalinks carry it in `rest_route`). */
function routeOf(url: URL): string {
  return url.searchParams.get('rest_route') ?? url.pathname;
}

/** Appends the params the URL lacks, textually, so `rest_route=/wp/v2/…` keeps its slashes. */
function withParams(url: URL, params: Readonly<Record<string, string>>): URL {
  const added = Object.entries(params)
    .filter(([name]) => !url.searchParams.has(name))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  if (!added.length) return url;
  const next = new URL(url);
  next.search = url.search ? `${url.search}&${added.join('&')}` : `?${added.join('&')}`;
  return next;
}

function extraParamsFor(url: URL): Record<string, string> {
  const extra: Record<string, string> = {};
  for (const [fragment, params] of Object.entries(readPageConfig().restExtraParams)) {
    if (url.href.includes(fragment)) Object.assign(extra, params);
  }
  return extra;
}

/** Every URL we send: the swatches plugin's params (WPML language) and the user's locale. */
function finishUrl(url: URL): URL {
  return withParams(withParams(url, extraParamsFor(url)), { _locale: 'user' });
}

function resolveUrl(request: RestRequest<unknown>): URL {
  if (request.url) return new URL(request.url, location.href);
  if (request.path === undefined) throw new TypeError('rest() needs a path or a url');
  const { root } = readRestSettings();
  let path = request.path.replace(/^\/+/, '');
  // Plain permalinks: the root is `/?rest_route=/`, so the path's own query joins with `&`.
  if (root.includes('?')) path = path.replace('?', '&');
  return new URL(root + path, location.href);
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/** One request and its body text; transport failures become ApiErrors, HTTP statuses do not. */
async function transmit(call: Call, nonce: string): Promise<Answer> {
  const headers: Record<string, string> = { Accept: ACCEPT };
  if (nonce) headers['X-WP-Nonce'] = nonce;
  let method: string = call.method;
  // Some hosts block PUT/PATCH/DELETE; WordPress reads the override header (api-fetch's httpV1).
  if (method === 'PUT' || method === 'PATCH' || method === 'DELETE') {
    headers['X-HTTP-Method-Override'] = method;
    method = 'POST';
  }
  let body: FormData | string | undefined = call.body;
  if (!body && call.data !== undefined) {
    body = JSON.stringify(call.data);
    headers['Content-Type'] = 'application/json';
  }
  const endpoint = routeOf(call.url);
  const timeout = call.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  try {
    // api-fetch sends credentials: 'include', so a REST root on another origin still gets the login cookie.
    const response = await getClient()(call.url, { method, headers, body, signal: call.signal, timeout, credentials: 'include', throwHttpErrors: false });
    return { call, response, text: await response.text() };
  } catch (error) {
    if (isAbort(error, call.signal)) throw error;
    if (error instanceof TimeoutError) throw new ApiError('timeout', { endpoint, cause: error, detail: `no answer within ${timeout} ms` });
    throw new ApiError('network', { endpoint, code: 'fetch_error', message: REST_ERROR_MESSAGES.fetch_error, cause: error, detail: (error as Error).message });
  }
}

function jsonOf(text: string): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A WordPress REST error body: `{ code, message, data: { status } }`. */
function serverErrorOf(answer: Answer): { readonly code: string; readonly message?: string } | undefined {
  const json = jsonOf(answer.text);
  if (!json.ok || typeof json.value !== 'object' || json.value === null) return undefined;
  const { code, message } = json.value as Record<string, unknown>;
  if (typeof code !== 'string') return undefined;
  return { code, message: typeof message === 'string' && message ? message : undefined };
}

/** The ApiError for a non-2xx answer: the server's REST error if it sent one, else unknown_error. */
function httpErrorOf(answer: Answer): ApiError {
  const { status } = answer.response;
  const endpoint = routeOf(answer.call.url);
  const server = serverErrorOf(answer);
  if (server) return new ApiError('http', { endpoint, status, code: server.code, message: server.message, detail: server.message });
  return new ApiError('http', { endpoint, status, code: 'unknown_error', message: REST_ERROR_MESSAGES.unknown_error, detail: `not a REST error: ${JSON.stringify(answer.text.slice(0, 80))}` });
}

/** The decoded JSON of a 2xx answer (204 → null); anything else rejects with the catalogue's ApiError. */
function resultOf(answer: Answer): unknown {
  const { response, text } = answer;
  if (!response.ok) throw httpErrorOf(answer);
  if (response.status === 204) return null;
  const json = jsonOf(text);
  if (json.ok) return json.value;
  throw new ApiError('invalid-response', {
    endpoint: routeOf(answer.call.url),
    status: response.status,
    code: 'invalid_json',
    message: REST_ERROR_MESSAGES.invalid_json,
    cause: json.error,
    detail: `not JSON: ${JSON.stringify(text.slice(0, 80))}`,
  });
}

/**
 * GETs a fresh nonce from admin-ajax; concurrent failures share one refresh. It runs without the
 * caller's signal, since one caller aborting must not fail the others waiting on it.
 */
function refreshNonce(call: Call): Promise<string> {
  refreshing ??= (async () => {
    const settings = readRestSettings();
    const url = new URL(settings.nonceEndpoint, location.href);
    const answer = await transmit({ url, method: 'GET', timeoutMs: call.timeoutMs }, '');
    if (!answer.response.ok) {
      throw new ApiError('http', { endpoint: 'rest-nonce', status: answer.response.status, code: 'unknown_error', message: REST_ERROR_MESSAGES.unknown_error, detail: 'the nonce refresh failed' });
    }
    const nonce = answer.text.trim();
    if (!NONCE_PATTERN.test(nonce)) throw new ApiError('invalid-response', { endpoint: 'rest-nonce', detail: `not a nonce: ${JSON.stringify(nonce.slice(0, 80))}` });
    refreshed = { settings, nonce };
    return nonce;
  })().finally(() => (refreshing = undefined));
  return refreshing;
}

/**
 * One HTTP exchange with WordPress's cookie-nonce check handled: an expired nonce is refreshed and the
 * request repeated once. api-fetch repeats after every such failure; one retry is enough for an
 * expired nonce, and a second failure means the session itself is gone.
 */
async function exchange(call: Call): Promise<Answer> {
  const first = await transmit(call, call.nonce ?? pageNonce());
  if (first.response.ok || serverErrorOf(first)?.code !== INVALID_NONCE_CODE) return first;
  return transmit(call, await refreshNonce(call));
}

function nextPageOf(answer: Answer): URL | undefined {
  // WordPress sends `<url>; rel="prev", <url>; rel="next"`; a URL never contains `>`.
  const match = /<([^>]+)>;\s*rel="?next"?/.exec(answer.response.headers.get('Link') ?? '');
  return match?.[1] ? finishUrl(new URL(match[1], answer.call.url)) : undefined;
}

/** api-fetch's fetchAll: pages of FETCH_ALL_PAGE_SIZE following `Link: rel="next"`, concatenated. */
async function fetchAll(call: Call): Promise<unknown> {
  const url = new URL(call.url);
  url.search = url.search.replace(/([?&]per_page=)-1(?=&|$)/, `$1${FETCH_ALL_PAGE_SIZE}`);
  let answer = await exchange({ ...call, url });
  const first = resultOf(answer);
  if (!Array.isArray(first)) return first;
  const items: unknown[] = [...first];
  for (let next = nextPageOf(answer); next; next = nextPageOf(answer)) {
    answer = await exchange({ ...call, url: next });
    const page = resultOf(answer);
    if (!Array.isArray(page)) throw new ApiError('invalid-response', { endpoint: routeOf(next), detail: 'a later page of a per_page=-1 list is not an array' });
    items.push(...page);
  }
  return items;
}

function isMediaUpload(call: Call): boolean {
  return call.method === 'POST' && call.url.href.includes('/wp/v2/media') && !call.url.href.includes('/post-process');
}

/**
 * The upload reached WordPress but making the image sizes crashed PHP (a photo too large for its
 * memory): WordPress names the attachment in a header, and asking it to finish the sizes often works.
 * After MEDIA_POST_PROCESS_ATTEMPTS the half-made attachment is deleted, as api-fetch does.
 */
async function finishMediaUpload(upload: Answer, attachmentId: string): Promise<unknown> {
  const { call } = upload;
  const media = (suffix: string): URL => resolveUrl({ path: `wp/v2/media/${encodeURIComponent(attachmentId)}${suffix}` });
  const postProcess: Call = { ...call, url: finishUrl(media('/post-process')), method: 'POST', data: { action: 'create-image-subsizes' }, body: undefined };
  let lastFailure: unknown;
  for (let attempt = 1; attempt <= MEDIA_POST_PROCESS_ATTEMPTS; attempt++) {
    let answer: Answer;
    try {
      answer = await exchange(postProcess);
    } catch (error) {
      if (isAbort(error, call.signal)) throw error;
      lastFailure = error;
      continue;
    }
    if (answer.response.ok) return resultOf(answer);
    lastFailure = httpErrorOf(answer);
  }
  let cleanUp = 'the attachment was deleted';
  try {
    resultOf(await exchange({ ...postProcess, url: finishUrl(media('?force=true')), method: 'DELETE', data: undefined }));
  } catch (error) {
    if (isAbort(error, call.signal)) throw error;
    // The upload has failed either way; a leftover attachment is only worth a note for developers.
    cleanUp = `deleting the attachment failed too (${describeFailure(error)})`;
  }
  throw new ApiError('http', {
    endpoint: routeOf(call.url),
    status: upload.response.status,
    code: 'post_process',
    message: REST_ERROR_MESSAGES.post_process,
    cause: lastFailure,
    detail: `attachment ${attachmentId}: post-process failed ${MEDIA_POST_PROCESS_ATTEMPTS} times; ${cleanUp}`,
  });
}

async function send(call: Call): Promise<unknown> {
  if (call.method === 'GET' && call.url.searchParams.get('per_page') === '-1') return fetchAll(call);
  const answer = await exchange(call);
  const attachmentId = answer.response.headers.get('x-wp-upload-attachment-id');
  if (isMediaUpload(call) && answer.response.status >= 500 && answer.response.status < 600 && attachmentId) return finishMediaUpload(answer, attachmentId);
  return resultOf(answer);
}

/**
 * Calls the WordPress REST API the way `wp.apiFetch` did: under `wpApiSettings.root`, with the
 * `X-WP-Nonce` header (refreshed once if it expired), `_locale=user`, and every failure as an ApiError
 * with the catalogue's code and text (`describe()` names the route). An aborted `signal` rejects with
 * its AbortError as is.
 *
 * @example
 * await rest({ url: link.dataset.restUrl, method: 'POST', nonce: link.dataset.restNonce, data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } });
 * const tags = await rest({ path: 'wc/store/v1/products/tags?per_page=-1', schema: z.array(tagSchema) });
 */
export async function rest<T = unknown>(request: RestRequest<T>): Promise<T> {
  const method = request.method ?? 'GET';
  if (method === 'GET' && (request.data !== undefined || request.body)) throw new TypeError('rest(): a GET request cannot have a body');
  const call: Call = {
    url: finishUrl(resolveUrl(request)),
    method,
    data: request.data,
    body: request.body,
    nonce: request.nonce,
    signal: request.signal,
    timeoutMs: request.timeoutMs,
  };
  const result = await send(call);
  return request.schema ? parseResponse(result, request.schema, routeOf(call.url)) : (result as T);
}
