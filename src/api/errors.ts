// ApiError: the one error type of the network layer, with the kind a caller decides on.
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response' | 'rejected';

/** Messages a shopper may read (the spec's error catalogue where it has one). */
export const API_MESSAGES: Record<ApiErrorKind, string> = {
  http: 'An unknown error occurred.',
  network: 'You are probably offline.',
  timeout: 'The shop took too long to answer. Please try again.',
  'invalid-response': 'The response is not a valid JSON response.',
  rejected: 'The shop could not do that.',
};

export interface ApiErrorOptions {
  readonly endpoint: string;
  readonly status?: number;
  /** Where WooCommerce wants the shopper to go instead (add_to_cart's `product_url`). */
  readonly redirectTo?: string;
  readonly cause?: unknown;
  /** What went wrong, for developers (the console), not for shoppers. */
  readonly detail?: string;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly status?: number;
  readonly redirectTo?: string;
  readonly detail?: string;

  constructor(kind: ApiErrorKind, options: ApiErrorOptions) {
    super(API_MESSAGES[kind], { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.endpoint = options.endpoint;
    this.status = options.status;
    this.redirectTo = options.redirectTo;
    this.detail = options.detail;
  }

  /** One line for the console: the endpoint, the kind and what the server did. */
  describe(): string {
    const status = this.status ? ` (HTTP ${this.status})` : '';
    return `${this.endpoint} failed: ${this.kind}${status}${this.detail ? ` — ${this.detail}` : ''}`;
  }
}
