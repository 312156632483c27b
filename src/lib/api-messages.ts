// The network layer's messages for shoppers, in a module of their own (below src/builder and src/api, outside
// the shop services chunk): the page builder's calls, which do without ky and zod, say the same things.
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response' | 'rejected';

/** Messages a shopper may read (the spec's error catalogue where it has one). */
export const API_MESSAGES: Record<ApiErrorKind, string> = {
  http: 'An unknown error occurred.',
  network: 'You are probably offline.',
  timeout: 'The shop took too long to answer. Please try again.',
  'invalid-response': 'The response is not a valid JSON response.',
  rejected: 'The shop could not do that.',
};
