// uploadForm: multipart over XMLHttpRequest, progress as the body goes out, every failure an ApiError.
import { delay, http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { mockShop } from '../../fixtures/msw-server';
import { failureOf } from '../../fixtures/test-utils';
import { uploadForm } from './upload';

const url = new URL('/wp-admin/admin-ajax.php', location.href);
const schema = z.looseObject({ code: z.number() });
const photo = (): FormData => {
  const body = new FormData();
  body.append('action', 'cr_upload_media');
  body.append('cr_file', new File([new Uint8Array(2048)], 'photo.jpg', { type: 'image/jpeg' }));
  return body;
};

describe('uploadForm', () => {
  it('sends the file as multipart, reports progress up to 1 and parses the answer', async () => {
    let received: { action: unknown; size: number; name: string } | undefined;
    mockShop.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('cr_file') as File;
        received = { action: form.get('action'), size: file.size, name: file.name };
        return HttpResponse.json({ code: 200 });
      }),
    );
    const progress: number[] = [];
    await expect(uploadForm(url, photo(), { name: 'cr_upload_media', schema, onProgress: (sent) => progress.push(sent) })).resolves.toEqual({ code: 200 });
    expect(received).toEqual({ action: 'cr_upload_media', size: 2048, name: 'photo.jpg' });
    expect(progress.at(-1)).toBe(1);
  });

  it.each([
    ['an HTTP 500', () => new HttpResponse('<p>There has been a critical error on this website.</p>', { status: 500 }), 'http', 'An unknown error occurred.'],
    ['a PHP notice before the JSON', () => new HttpResponse('<b>Warning</b> {"code":200}', { status: 200 }), 'invalid-response', 'The response is not a valid JSON response.'],
    ['a network failure', () => HttpResponse.error(), 'network', 'You are probably offline.'],
  ])('%s becomes an ApiError the shopper can read', async (_, answer, kind, message) => {
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', answer));
    const error = await failureOf(uploadForm(url, photo(), { name: 'cr_upload_media', schema }));
    expect(error).toMatchObject({ kind, message, endpoint: 'cr_upload_media' });
  });

  it('no answer in time after the upload is a timeout', async () => {
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', async () => {
      await delay(500);
      return HttpResponse.json({ code: 200 });
    }));
    const error = await failureOf(uploadForm(url, photo(), { name: 'cr_upload_media', schema, timeoutMs: 50 }));
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('an abort rejects with the abort reason and nothing else', async () => {
    mockShop.use(http.post('*/wp-admin/admin-ajax.php', async () => {
      await delay(500);
      return HttpResponse.json({ code: 200 });
    }));
    const abort = new AbortController();
    const upload = uploadForm(url, photo(), { name: 'cr_upload_media', schema, signal: abort.signal });
    abort.abort(new DOMException('removed', 'AbortError'));
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});
