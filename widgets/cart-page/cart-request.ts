// The cart page's requests: the shop's answer as text, or a CartRequestError whose reason the shopper reads
// after what failed ("The cart could not be updated. You are probably offline.").
import type { AjaxExchange } from '@/dom';
/** cart.js sets no timeout; a shopper staring at a blocked cart for minutes is worse, so we give up after this. */
const REQUEST_TIMEOUT_MS = 30_000;

/** Why a request brought no usable answer; the text goes after "The cart could not be updated." etc. */
export class CartRequestError extends Error {
  constructor(
    readonly endpoint: string,
    readonly reason: string,
  ) {
    super(`${endpoint}: ${reason}`);
  }
}

/** What the shopper asked for, in the words of the error notice if it fails. */
export const FAILED = {
  update: 'The cart could not be updated.',
  remove: 'The item could not be removed.',
  restore: 'The item could not be restored.',
  applyCoupon: 'The coupon could not be applied.',
  removeCoupon: 'The coupon could not be removed.',
  shipping: 'The shipping method could not be changed.',
  calculate: 'The shipping costs could not be calculated.',
} as const;
export type Action = keyof typeof FAILED;

/** The exchanges answered since the last `takeExchanges()`: announced once their answer is in the page. */
const answered: AjaxExchange[] = [];

/** The requests answered since the last call, for jQuery's global ajax events (`announceAjax`). */
export const takeExchanges = (): AjaxExchange[] => answered.splice(0);

export async function send(url: string, init: RequestInit, endpoint: string): Promise<string> {
  let response: Response;
  const exchange = { url: new URL(url, location.href).href, type: init.method === 'POST' ? 'POST' : 'GET', data: init.body instanceof FormData ? init.body : init.body?.toString() } as const;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    answered.push({ ...exchange, status: 0, responseText: '' }); // jQuery's ajaxError and ajaxComplete came for these too
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    throw new CartRequestError(endpoint, isTimeout ? 'The shop took too long to answer. Please try again.' : 'You are probably offline.');
  }
  const text = await response.text().catch(() => '');
  answered.push({ ...exchange, status: response.status, responseText: text });
  if (!response.ok) throw new CartRequestError(endpoint, `The shop answered with an error (HTTP ${response.status}). Please try again.`);
  return text;
}

export const unexpected = (endpoint: string): CartRequestError => new CartRequestError(endpoint, 'The shop sent an answer that is not a cart page. Please try again.');
