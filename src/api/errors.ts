// ApiError: the one error type of the network layer, with the kind a caller decides on.
import { API_MESSAGES, type ApiErrorKind } from '../lib/api-messages';

export { API_MESSAGES, type ApiErrorKind } from '../lib/api-messages';

/** The codes (api-fetch's) of REST failures that carry no server code, with the catalogue's texts. */
export const REST_ERROR_MESSAGES = {
  invalid_json: API_MESSAGES['invalid-response'],
  unknown_error: API_MESSAGES.http,
  fetch_error: API_MESSAGES.network,
  post_process: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
} as const;

export interface ApiErrorOptions {
  readonly endpoint: string;
  readonly status?: number;
  /** Where WooCommerce wants the shopper to go instead (add_to_cart's `product_url`). */
  readonly redirectTo?: string;
  readonly cause?: unknown;
  /** What went wrong, for developers (the console), not for shoppers. */
  readonly detail?: string;
  /** The machine-readable code: a WordPress REST error code or one of REST_ERROR_MESSAGES. */
  readonly code?: string;
  /** The server's own message (WordPress REST errors are translated for users); replaces the kind's text. */
  readonly message?: string;
}

/** What a failed call tells the shopper: an ApiError's message, else the catalogue's unknown error. */
export function shopperMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : API_MESSAGES.http;
}

/** One console line for a failed call: an ApiError's description (endpoint, kind, status), else the thrown value. */
export function describeFailure(error: unknown): string {
  return error instanceof ApiError ? error.describe() : String(error);
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly status?: number;
  readonly redirectTo?: string;
  readonly detail?: string;
  readonly code?: string;

  constructor(kind: ApiErrorKind, options: ApiErrorOptions) {
    super(options.message || API_MESSAGES[kind], { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.endpoint = options.endpoint;
    this.status = options.status;
    this.redirectTo = options.redirectTo;
    this.detail = options.detail;
    this.code = options.code;
  }

  /** One line for the console: the endpoint, the kind and what the server did. */
  describe(): string {
    const code = this.code ? ` ${this.code}` : '';
    const status = this.status ? ` (HTTP ${this.status})` : '';
    return `${this.endpoint} failed: ${this.kind}${code}${status}${this.detail ? ` — ${this.detail}` : ''}`;
  }
}
