// The REST helper: api-fetch's middlewares (root URL, nonce, locale, method override, fetch-all, media
// post-processing, nonce refresh) and the error catalogue, against msw.
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createRestHandlers, RestState } from '../../fixtures/handlers/rest';
import { mockShop } from '../../fixtures/msw-server';
import { failureOf, stubShopGlobals } from '../../fixtures/test-utils';
import { readPageConfig, readRestSettings, resetShopSettings } from '../dom/shop-settings';
import { ApiError, rest } from '.';

const PAGE_NONCE = 'a1b2c3d4e5';

function stubRest(settings: Record<string, string> = {}): void {
  stubShopGlobals();
  vi.stubGlobal('wpApiSettings', { root: `${location.origin}/wp-json/`, nonce: PAGE_NONCE, versionString: 'wp/v2/', ...settings });
}

/** Answers every REST request with `answer` and records what was sent. */
function recordRest(answer: (request: Request) => Response | Promise<Response> = () => HttpResponse.json({ ok: true })): Request[] {
  const sent: Request[] = [];
  mockShop.use(
    http.all('*/wp-json/*', ({ request }) => {
      sent.push(request.clone());
      return answer(request);
    }),
  );
  return sent;
}

const restError = (status: number, code: string, message: string) => HttpResponse.json({ code, message, data: { status } }, { status });
const invalidNonce = () => restError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed');

describe('rest: the request it sends', () => {
  it('joins a path to the REST root without doubling the slash', async () => {
    stubRest();
    const sent = recordRest();
    await rest({ path: '/wp/v2/users/me' });
    await rest({ path: 'wc/store/v1/products?per_page=5' });
    expect(sent.map((request) => request.url)).toEqual([
      `${location.origin}/wp-json/wp/v2/users/me?_locale=user`,
      `${location.origin}/wp-json/wc/store/v1/products?per_page=5&_locale=user`,
    ]);
  });

  it('joins the path query with & under plain permalinks (?rest_route=)', async () => {
    stubRest({ root: `${location.origin}/?rest_route=/` });
    const sent: string[] = [];
    mockShop.use(
      http.get('*/', ({ request }) => {
        sent.push(request.url);
        return HttpResponse.json([]);
      }),
    );
    await rest({ path: '/wc/store/v1/products?per_page=5' });
    expect(sent).toEqual([`${location.origin}/?rest_route=/wc/store/v1/products&per_page=5&_locale=user`]);
  });

  it('sends an absolute url as it is, plus the locale', async () => {
    stubRest();
    const sent = recordRest();
    await rest({ url: `${location.origin}/wp-json/wp/v2/users/1`, method: 'POST' });
    expect(sent[0]?.url).toBe(`${location.origin}/wp-json/wp/v2/users/1?_locale=user`);
  });

  it('adds _locale=user only where no _locale is given', async () => {
    stubRest();
    const sent = recordRest();
    await rest({ path: 'wp/v2/users/me?_locale=fr_FR' });
    expect(new URL(sent[0]!.url).searchParams.getAll('_locale')).toEqual(['fr_FR']);
  });

  it('sends the page nonce, or the one the caller gives, and asks for JSON', async () => {
    stubRest();
    const sent = recordRest();
    await rest({ path: 'wp/v2/users/me' });
    await rest({ path: 'wp/v2/users/1', method: 'POST', nonce: 'fromattr01' });
    expect(sent.map((request) => request.headers.get('X-WP-Nonce'))).toEqual([PAGE_NONCE, 'fromattr01']);
    expect(sent[0]?.headers.get('Accept')).toBe('application/json, */*;q=0.1');
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('sends %s as POST with X-HTTP-Method-Override', async (method) => {
    stubRest();
    const sent = recordRest();
    await rest({ path: 'wp/v2/media/7', method });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers.get('X-HTTP-Method-Override')).toBe(method);
  });

  it('sends data as a JSON body', async () => {
    stubRest();
    const sent = recordRest();
    await rest({ path: 'wp/v2/users/me', method: 'POST', data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } });
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await sent[0]?.json()).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
  });

  it('sends a FormData body as multipart, without the JSON content type', async () => {
    stubRest();
    const sent = recordRest(() => HttpResponse.json({ id: 9 }, { status: 201 }));
    const body = new FormData();
    body.set('file', new File(['png'], 'tee.png', { type: 'image/png' }));
    await rest({ path: 'wp/v2/media', method: 'POST', body });
    expect(sent[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(((await sent[0]!.formData()).get('file') as File).name).toBe('tee.png');
  });

  it("adds the swatches plugin's extra params from the page config, keeping params already in the URL", async () => {
    stubRest();
    document.body.innerHTML = '<script type="application/json" id="shop-islands-config">{"restExtraParams":{"woo-variation-swatches":{"lang":"fr","per_page":"50"}}}</script>';
    const sent = recordRest(() => HttpResponse.json([]));
    await rest({ path: 'woo-variation-swatches/v1/archive-product/12?per_page=10' });
    await rest({ path: 'wp/v2/users/me' });
    const [swatches, other] = sent.map((request) => new URL(request.url).searchParams);
    expect(swatches?.get('lang')).toBe('fr');
    expect(swatches?.getAll('per_page')).toEqual(['10']);
    expect(other?.has('lang')).toBe(false);
  });
});

describe('rest: an expired nonce', () => {
  it('fetches a new nonce once, repeats the request with it, and keeps it for later calls', async () => {
    stubRest();
    let nonceCalls = 0;
    mockShop.use(
      http.get('*/wp-admin/admin-ajax.php', ({ request }) => {
        expect(new URL(request.url).searchParams.get('action')).toBe('rest-nonce');
        nonceCalls++;
        return HttpResponse.text('f00dfeed42');
      }),
    );
    const sent = recordRest((request) => (request.headers.get('X-WP-Nonce') === 'f00dfeed42' ? HttpResponse.json({ id: 1 }) : invalidNonce()));
    await expect(rest({ path: 'wp/v2/users/me' })).resolves.toEqual({ id: 1 });
    await rest({ path: 'wp/v2/users/me' });
    expect(nonceCalls).toBe(1);
    expect(sent.map((request) => request.headers.get('X-WP-Nonce'))).toEqual([PAGE_NONCE, 'f00dfeed42', 'f00dfeed42']);
  });

  it('rejects when the fresh nonce is refused too, without a third request', async () => {
    stubRest();
    mockShop.use(http.get('*/wp-admin/admin-ajax.php', () => HttpResponse.text('f00dfeed42')));
    const sent = recordRest(invalidNonce);
    const error = await failureOf(rest({ path: 'wp/v2/users/me' }));
    expect(error).toMatchObject({ kind: 'http', status: 403, code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' });
    expect(sent).toHaveLength(2);
  });

  it('forgets a refreshed nonce when the settings are read again', async () => {
    stubRest();
    mockShop.use(http.get('*/wp-admin/admin-ajax.php', () => HttpResponse.text('f00dfeed42')));
    const sent = recordRest((request) => (request.headers.get('X-WP-Nonce') === PAGE_NONCE && sent.length === 1 ? invalidNonce() : HttpResponse.json({})));
    await rest({ path: 'wp/v2/users/me' });
    resetShopSettings();
    await rest({ path: 'wp/v2/users/me' });
    expect(sent.map((request) => request.headers.get('X-WP-Nonce'))).toEqual([PAGE_NONCE, 'f00dfeed42', PAGE_NONCE]);
  });
});

describe('rest: per_page=-1', () => {
  it('fetches pages of 100, follows Link rel="next" and concatenates them', async () => {
    stubRest();
    const pages: Record<string, number> = { '1': 100, '2': 100, '3': 30 };
    const sent = recordRest((request) => {
      const url = new URL(request.url);
      const page = url.searchParams.get('page') ?? '1';
      const link = (n: number) => `<${location.origin}/wp-json/wc/store/v1/products/tags?per_page=100&page=${n}>`;
      const links = [page !== '1' ? `${link(Number(page) - 1)}; rel="prev"` : '', page !== '3' ? `${link(Number(page) + 1)}; rel="next"` : ''].filter(Boolean);
      return HttpResponse.json(
        Array.from({ length: pages[page]! }, (_, index) => ({ id: `${page}-${index}` })),
        { headers: { Link: links.join(', '), 'X-WP-Total': '230', 'X-WP-TotalPages': '3' } },
      );
    });
    const tags = await rest({ path: 'wc/store/v1/products/tags?per_page=-1', schema: z.array(z.object({ id: z.string() })) });
    expect(tags).toHaveLength(230);
    expect(tags[229]).toEqual({ id: '3-29' });
    expect(sent.map((request) => new URL(request.url).searchParams.get('per_page'))).toEqual(['100', '100', '100']);
    expect(sent.map((request) => new URL(request.url).searchParams.get('page'))).toEqual([null, '2', '3']);
  });

  it('returns a first page that is not an array as it is', async () => {
    stubRest();
    const sent = recordRest(() => HttpResponse.json({ total: 3 }, { headers: { Link: `<${location.origin}/wp-json/x?page=2>; rel="next"` } }));
    await expect(rest({ path: 'x?per_page=-1' })).resolves.toEqual({ total: 3 });
    expect(sent).toHaveLength(1);
  });
});

describe('rest: a media upload that failed while making image sizes', () => {
  const CRASH = '<p>There has been a critical error on this website.</p>';

  function mediaServer(postProcessFailures: number) {
    const log: string[] = [];
    mockShop.use(
      http.post('*/wp-json/wp/v2/media', () => {
        log.push('upload');
        return new HttpResponse(CRASH, { status: 500, headers: { 'x-wp-upload-attachment-id': '321' } });
      }),
      http.post('*/wp-json/wp/v2/media/:id/post-process', async ({ request, params }) => {
        log.push(`post-process ${String(params.id)} ${JSON.stringify(await request.json())}`);
        const failed = log.filter((entry) => entry.startsWith('post-process')).length <= postProcessFailures;
        return failed ? new HttpResponse(CRASH, { status: 500 }) : HttpResponse.json({ id: 321, media_type: 'image' });
      }),
      http.post('*/wp-json/wp/v2/media/:id', ({ request, params }) => {
        log.push(`${request.headers.get('X-HTTP-Method-Override') ?? 'POST'} ${String(params.id)} force=${new URL(request.url).searchParams.get('force')}`);
        return HttpResponse.json({ deleted: true });
      }),
    );
    return log;
  }

  const upload = () => {
    const body = new FormData();
    body.set('file', new File(['jpeg'], 'huge.jpg', { type: 'image/jpeg' }));
    return rest({ path: 'wp/v2/media', method: 'POST', body });
  };

  it('asks WordPress to finish the sizes until it succeeds, and answers the attachment', async () => {
    stubRest();
    const log = mediaServer(2);
    await expect(upload()).resolves.toEqual({ id: 321, media_type: 'image' });
    const processing = 'post-process 321 {"action":"create-image-subsizes"}';
    expect(log).toEqual(['upload', processing, processing, processing]);
  });

  it('gives up after 5 post-process calls, deletes the attachment and rejects with post_process', async () => {
    stubRest();
    const log = mediaServer(Infinity);
    const error = await failureOf(upload());
    expect(log.filter((entry) => entry.startsWith('post-process'))).toHaveLength(5);
    expect(log.at(-1)).toBe('DELETE 321 force=true');
    expect(log).toHaveLength(7);
    expect(error).toMatchObject({
      kind: 'http',
      code: 'post_process',
      message: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    });
    expect(error.describe()).toContain('/wp-json/wp/v2/media failed');
  });
});

describe('rest: failures', () => {
  it.each([
    ['a REST error', () => restError(404, 'rest_user_invalid_id', 'Invalid user ID.'), { kind: 'http', status: 404, code: 'rest_user_invalid_id', message: 'Invalid user ID.' }],
    ['an HTML error page', () => new HttpResponse('<p>There has been a critical error on this website.</p>', { status: 500 }), { kind: 'http', status: 500, code: 'unknown_error', message: 'An unknown error occurred.' }],
    ['JSON without a code', () => HttpResponse.json({ oops: true }, { status: 502 }), { kind: 'http', status: 502, code: 'unknown_error', message: 'An unknown error occurred.' }],
    ['a PHP notice before the JSON', () => new HttpResponse('<b>Notice</b>: Undefined index {"id":1}', { status: 200 }), { kind: 'invalid-response', code: 'invalid_json', message: 'The response is not a valid JSON response.' }],
    ['a network failure', () => HttpResponse.error(), { kind: 'network', code: 'fetch_error', message: 'You are probably offline.' }],
  ] as const)('turns %s into the catalogue error naming the route', async (_case, answer, expected) => {
    stubRest();
    recordRest(answer);
    const error = await failureOf(rest({ path: 'wp/v2/users/me' }));
    expect(error).toMatchObject(expected);
    expect(error.describe()).toContain('/wp-json/wp/v2/users/me failed');
  });

  it('gives up after timeoutMs with kind timeout', async () => {
    stubRest();
    recordRest(async () => {
      await delay(400);
      return HttpResponse.json({});
    });
    expect(await failureOf(rest({ path: 'wp/v2/users/me', timeoutMs: 50 }))).toMatchObject({ kind: 'timeout', endpoint: '/wp-json/wp/v2/users/me' });
  });

  it('names the field when the schema does not match', async () => {
    stubRest();
    recordRest(() => HttpResponse.json({ id: 'one' }));
    const error = await failureOf(rest({ path: 'wp/v2/users/me', schema: z.object({ id: z.number() }) }));
    expect(error.kind).toBe('invalid-response');
    expect(error.describe()).toContain('id:');
  });

  it('resolves null for 204 No Content', async () => {
    stubRest();
    recordRest(() => new HttpResponse(null, { status: 204 }));
    await expect(rest({ path: 'wp/v2/users/me', method: 'DELETE' })).resolves.toBeNull();
  });

  it('rejects with the AbortError itself when the caller aborts', async () => {
    stubRest();
    recordRest(async () => {
      await delay(200);
      return HttpResponse.json({});
    });
    const controller = new AbortController();
    const call = rest({ path: 'wp/v2/users/me', signal: controller.signal });
    controller.abort();
    const error = await call.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('rest against the mock REST API', () => {
  it('fetches all 230 product tags in three pages', async () => {
    stubRest();
    mockShop.use(...createRestHandlers(new RestState()));
    const tags = await rest({ path: 'wc/store/v1/products/tags?per_page=-1', nonce: '' });
    expect(tags).toHaveLength(230);
  });

  it('replaces a nonce the API refuses and saves the user meta', async () => {
    stubRest({ nonce: 'stale00000' });
    const state = new RestState();
    mockShop.use(...createRestHandlers(state));
    await rest({ path: 'wp/v2/users/1', method: 'POST', data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } });
    expect(state.isComingSoonBannerDismissed('')).toBe(true);
  });
});

describe('the settings rest() reads', () => {
  it('defaults the REST root and nonce, with one warning, when wpApiSettings is missing', () => {
    stubShopGlobals();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readRestSettings()).toEqual({ root: '/wp-json/', nonce: '', versionString: 'wp/v2/', nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('window.wpApiSettings is missing'), expect.anything());
  });

  it('builds the nonce endpoint from an ajax URL that has a query already', () => {
    stubShopGlobals({ woocommerce_params: { ajax_url: '/wp-admin/admin-ajax.php?lang=fr', wc_ajax_url: '/?wc-ajax=%%endpoint%%' } });
    vi.stubGlobal('wpApiSettings', { root: '/wp-json/', nonce: PAGE_NONCE, versionString: 'wp/v2/' });
    expect(readRestSettings().nonceEndpoint).toBe('/wp-admin/admin-ajax.php?lang=fr&action=rest-nonce');
  });

  it.each([
    ['not JSON', '{"restExtraParams":', 'is not valid JSON'],
    ['a bad field', '{"restExtraParams":{"woo-variation-swatches":"lang=fr"}}', 'field restExtraParams is invalid'],
  ])('reads a page config that is %s as empty, with one console error', (_case, json, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = `<script type="application/json" id="shop-islands-config">${json}</script>`;
    expect(readPageConfig()).toEqual({ restExtraParams: {}, swatchesEventArgs: '2.2' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(message));
  });
});
