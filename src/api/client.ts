// The only ky instance, and the two endpoint families: shop ajax (wc-ajax) and site ajax (admin-ajax).
import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { readAddToCartSettings, readWooSettings } from '../dom/shop-settings';
import { announceAjax } from '../dom/theme-events';
import { ApiError } from './errors';

/** A response schema: anything with zod's safeParse. */
export interface ResponseSchema<T> {
  safeParse(raw: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** How long a call may take when the caller gives no timeout. */
export const DEFAULT_TIMEOUT_MS = 20_000;

let client: KyInstance | undefined;
/** The one ky instance, created on first use (HOUSE-STYLE §5.6). */
export function getClient(): KyInstance {
  return (client ??= ky.create({
    retry: 0,
    timeout: DEFAULT_TIMEOUT_MS,
    credentials: 'same-origin',
    // jQuery sent these; some server-side code (and caching plugins) look at X-Requested-With.
    headers: { Accept: 'application/json, text/javascript, */*; q=0.01', 'X-Requested-With': 'XMLHttpRequest' },
  }));
}

/** The URL of a WooCommerce ajax endpoint, from `wc_ajax_url` (which holds `%%endpoint%%`). */
export function shopAjax(endpoint: string): URL {
  const template = readAddToCartSettings().wcAjaxUrl || readWooSettings().wcAjaxUrl;
  return new URL(template.replace('%%endpoint%%', encodeURIComponent(endpoint)), location.href);
}

/** The URL of admin-ajax.php; the action travels in the body's `action` field. */
export function siteAjax(): URL {
  return new URL(readWooSettings().ajaxUrl, location.href);
}

export interface PostOptions<T> {
  /** For messages: the endpoint or action name. */
  readonly name: string;
  readonly schema: ResponseSchema<T>;
  readonly timeoutMs?: number;
  /** Aborts the request; the call then rejects with the abort's reason (an `AbortError`), not an ApiError. */
  readonly signal?: AbortSignal;
}

/** What a POST may carry: url-encoded fields (a record or already encoded), or multipart FormData. */
export type PostFields = Record<string, string> | URLSearchParams | FormData;

function toBody(fields: PostFields): URLSearchParams | FormData {
  return fields instanceof FormData || fields instanceof URLSearchParams ? fields : new URLSearchParams(fields);
}

/**
 * What a ky call that threw becomes: the abort's own reason when `signal` aborted it, else an `ApiError`
 * of kind http (an error status), timeout or network.
 */
export function requestFailure(error: unknown, name: string, timeoutMs: number, signal?: AbortSignal): unknown {
  if (signal?.aborted) return error;
  if (error instanceof HTTPError) return new ApiError('http', { endpoint: name, status: error.response.status, cause: error });
  if (error instanceof TimeoutError) return new ApiError('timeout', { endpoint: name, cause: error, detail: `no answer within ${timeoutMs} ms` });
  return new ApiError('network', { endpoint: name, cause: error, detail: (error as Error).message });
}

/**
 * POSTs form fields (url-encoded, or multipart for FormData) and parses the JSON answer with `schema`.
 * Every failure becomes an `ApiError` of kind http, network, timeout or invalid-response.
 */
export async function postForm<T>(url: URL, fields: PostFields, options: PostOptions<T>): Promise<T> {
  const { name, schema } = options;
  let body: string;
  const sent = toBody(fields);
  const exchange = { url: url.href, type: 'POST', data: sent instanceof FormData ? sent : sent.toString() } as const;
  try {
    body = await getClient().post(url, { body: sent, timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal: options.signal }).text();
  } catch (error) {
    // jQuery's ajaxError and ajaxComplete came for a failure too (a theme's spinner stops on ajaxComplete).
    if (!options.signal?.aborted) setTimeout(() => announceAjax({ ...exchange, status: error instanceof HTTPError ? error.response.status : 0, responseText: '' }));
    throw requestFailure(error, name, options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.signal);
  }
  // jQuery's ajaxSuccess and ajaxComplete, which themes hear (`settings.url` names the endpoint), in a task after the
  // caller has used the answer, as jQuery fired them after the legacy script's success callback.
  setTimeout(() => announceAjax({ ...exchange, status: 200, responseText: body }));
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new ApiError('invalid-response', { endpoint: name, cause: error, detail: `not JSON: ${JSON.stringify(body.slice(0, 80))}` });
  }
  return parseResponse(json, schema, name);
}

/** Parses a decoded JSON answer with `schema`; a mismatch becomes `invalid-response` naming the fields. */
export function parseResponse<T>(json: unknown, schema: ResponseSchema<T>, endpoint: string): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const field = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`).join('; ');
    throw new ApiError('invalid-response', { endpoint, detail: `unexpected shape — ${field}` });
  }
  return parsed.data;
}
