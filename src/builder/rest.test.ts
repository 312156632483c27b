// getBuilderJson: the page builder's GETs — the JSON answer, or a failure of the network layer's kinds and messages.
import { describe, expect, it, vi } from 'vitest';
import { BuilderRequestError, getBuilderJson } from './rest';

const url = new URL('https://shop.test/wp-json/elementskit/v1/megamenu/megamenu_content?id=1');

async function failureOf(promise: Promise<unknown>): Promise<BuilderRequestError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(BuilderRequestError);
  return error as BuilderRequestError;
}

describe('getBuilderJson', () => {
  it('GETs with the given headers and returns the parsed JSON', async () => {
    const fetched = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('"<div>menu</div>"', { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    await expect(getBuilderJson(url, 'megamenu_content', { headers: { 'X-WP-Nonce': 'abc' } })).resolves.toBe('<div>menu</div>');
    expect(fetched.mock.calls[0]?.[0]).toBe(url);
    expect(fetched.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin', headers: { 'X-WP-Nonce': 'abc' } });
  });

  it.each([
    ['an error status', () => new Response('<p>critical error</p>', { status: 500 }), 'http', 'An unknown error occurred.', 'megamenu_content: HTTP 500'],
    ['a PHP notice before the JSON', () => new Response('<br /><b>Warning</b> "x"', { status: 200 }), 'invalid-response', 'The response is not a valid JSON response.', 'megamenu_content: not JSON: "<br /><b>Warning</b> \\"x\\""'],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), 'network', 'You are probably offline.', 'megamenu_content: Failed to fetch'],
  ])('%s: a %s failure with the catalogue message and the route in its detail', async (_case, answer, kind, message, detail) => {
    vi.stubGlobal('fetch', vi.fn(async () => answer()));
    const error = await failureOf(getBuilderJson(url, 'megamenu_content'));
    expect([error.kind, error.message, error.detail]).toEqual([kind, message, detail]);
  });

  it('no answer in time: a timeout failure', async () => {
    vi.stubGlobal('fetch', vi.fn((_input: RequestInfo | URL, init?: RequestInit) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))));
    const error = await failureOf(getBuilderJson(url, 'megamenu_content', { timeoutMs: 20 }));
    expect([error.kind, error.message, error.detail]).toEqual(['timeout', 'The shop took too long to answer. Please try again.', 'megamenu_content: no answer within 20 ms']);
  });
});
