// The page builder's addons' REST calls (ElementsKit's mega menu and MailChimp routes, which its script made
// with plain jQuery GETs): a GET with a timeout and the answer's JSON, each failure a BuilderRequestError of the
// network layer's kinds and messages. Written on fetch rather than ky, so a builder page does not fetch the shop
// services chunk (ky, zod, the store: ~20 kB) for a menu; the few lines are what ky would add here.
import { API_MESSAGES, type ApiErrorKind } from '../lib/api-messages';

/** As the shop's other calls (src/api/client.ts). */
export const BUILDER_REQUEST_TIMEOUT_MS = 20_000;

export class BuilderRequestError extends Error {
  readonly kind: ApiErrorKind;
  /** For developers: the route, and what went wrong. */
  readonly detail: string;

  constructor(kind: ApiErrorKind, detail: string) {
    super(API_MESSAGES[kind]);
    this.name = 'BuilderRequestError';
    this.kind = kind;
    this.detail = detail;
  }
}

/** Sends the request; a network failure or timeout, or an error status, becomes a BuilderRequestError naming `name`. */
async function send(url: URL, name: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    const timeout = AbortSignal.timeout(timeoutMs);
    response = await fetch(url, { credentials: 'same-origin', ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    // Called off by the caller (a newer request took its place): not a failure to report.
    if (signal?.aborted) throw error;
    const isTimeout = (error as Error).name === 'TimeoutError';
    throw new BuilderRequestError(isTimeout ? 'timeout' : 'network', `${name}: ${isTimeout ? `no answer within ${timeoutMs} ms` : (error as Error).message}`);
  }
  if (!response.ok) throw new BuilderRequestError('http', `${name}: HTTP ${response.status}`);
  return response;
}

/** GETs `url` and returns its JSON; `name` names the route in failures. */
export async function getBuilderJson(url: URL, name: string, { headers = {}, timeoutMs = BUILDER_REQUEST_TIMEOUT_MS }: { headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<unknown> {
  return readJson(await send(url, name, { headers: { Accept: 'application/json, */*;q=0.1', ...headers } }, timeoutMs), name);
}

/** GETs `url` and returns its text (a page's HTML: Elementor Pro's load more reads the next page). */
export async function getBuilderText(url: URL, name: string, { timeoutMs = BUILDER_REQUEST_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<string> {
  return (await send(url, name, { headers: { Accept: 'text/html' } }, timeoutMs)).text();
}

/** POSTs `body` as JSON (Elementor Pro's routes) and returns the answer's JSON; `signal` calls it off. */
export async function postBuilderJson(url: URL, body: unknown, name: string, { signal, timeoutMs = BUILDER_REQUEST_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<unknown> {
  return readJson(await send(url, name, { method: 'POST', headers: { Accept: 'application/json, */*;q=0.1', 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, timeoutMs, signal), name);
}

async function readJson(response: Response, name: string): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BuilderRequestError('invalid-response', `${name}: not JSON: ${JSON.stringify(text.slice(0, 80))}`);
  }
}

/** POSTs url-encoded `fields` to admin-ajax (ElementsKit's ajax actions) and returns the answer's text (HTML). */
export async function postBuilderForm(url: URL, fields: Record<string, string>, name: string, { timeoutMs = BUILDER_REQUEST_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<string> {
  return (await send(url, name, { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' }, body: new URLSearchParams(fields) }, timeoutMs)).text();
}
