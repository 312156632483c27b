// The REST client in chromium, through window.shopIslands.rest, against the demo's mock WordPress.
import { expect, test, type Page } from '@playwright/test';
import { setFaults } from '../../fixtures/e2e/helpers';

async function recordRest(page: Page): Promise<{ method: string; url: string; override?: string }[]> {
  const sent: { method: string; url: string; override?: string }[] = [];
  await page.route(/\/wp-json\//, async (route) => {
    const request = route.request();
    sent.push({ method: request.method(), url: request.url(), override: request.headers()['x-http-method-override'] });
    await route.continue();
  });
  return sent;
}

test('per_page=-1 is fetched in pages of 100, following the Link headers', async ({ page }) => {
  const sent = await recordRest(page);
  await page.goto('/');
  const tags = await page.evaluate(() => window.shopIslands!.rest<{ id: number }[]>({ path: 'wc/store/v1/products/tags?per_page=-1' }));
  expect(tags).toHaveLength(230);
  expect(new Set(tags.map((tag) => tag.id)).size).toBe(230);
  expect(sent.map((request) => new URL(request.url).searchParams.get('page') ?? '1')).toEqual(['1', '2', '3']);
  expect(sent.every((request) => new URL(request.url).searchParams.get('per_page') === '100')).toBe(true);
});

test('PUT is sent as POST with X-HTTP-Method-Override', async ({ page }) => {
  const sent = await recordRest(page);
  await page.goto('/');
  const user = await page.evaluate(() => window.shopIslands!.rest<{ woocommerce_meta: Record<string, string> }>({ path: 'wp/v2/users/me', method: 'PUT', data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } }));
  expect(user.woocommerce_meta.coming_soon_banner_dismissed).toBe('yes');
  expect(sent).toEqual([expect.objectContaining({ method: 'POST', override: 'PUT' })]);
});

function upload(page: Page) {
  return page.evaluate(async () => {
    const body = new FormData();
    body.append('file', new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'photo.png', { type: 'image/png' }));
    try {
      return { ok: true, value: await window.shopIslands!.rest<{ id: number }>({ path: 'wp/v2/media', method: 'POST', body }) };
    } catch (error) {
      const { code, message } = error as { code?: string; message: string };
      return { ok: false, value: { code, message } };
    }
  });
}

test('a media upload whose image sizes crash is post-processed up to 5 times, then deleted with force', async ({ page, context, baseURL }) => {
  await setFaults(context, baseURL!, 'media=post-process-fails');
  const sent = await recordRest(page);
  await page.goto('/');
  const result = await upload(page);
  expect(result).toEqual({
    ok: false,
    value: { code: 'post_process', message: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.' },
  });
  const paths = sent.map((request) => `${request.override ?? request.method} ${new URL(request.url).pathname}${new URL(request.url).searchParams.get('force') ? '?force' : ''}`);
  expect(paths).toEqual([
    'POST /wp-json/wp/v2/media',
    ...Array.from({ length: 5 }, () => expect.stringMatching(/^POST \/wp-json\/wp\/v2\/media\/\d+\/post-process$/)),
    expect.stringMatching(/^DELETE \/wp-json\/wp\/v2\/media\/\d+\?force$/),
  ]);
});

test('a post-process that succeeds on the third try gives the attachment', async ({ page, context, baseURL }) => {
  await setFaults(context, baseURL!, 'media=post-process-recovers');
  const sent = await recordRest(page);
  await page.goto('/');
  const result = await upload(page);
  expect(result).toMatchObject({ ok: true, value: { id: expect.any(Number) } });
  expect(sent.filter((request) => request.url.includes('/post-process'))).toHaveLength(3);
  expect(sent.some((request) => request.override === 'DELETE' || request.method === 'DELETE')).toBe(false);
});
