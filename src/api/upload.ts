// File uploads with a real progress bar: XMLHttpRequest, because fetch reports no upload progress
// over HTTP/1.1 (TOOLCHAIN.md §7). Same contract as postForm: the JSON answer parsed with a schema,
// every failure an ApiError, an abort rejects with the abort's reason.
import { DEFAULT_TIMEOUT_MS, parseResponse, type ResponseSchema } from './client';
import { ApiError } from './errors';

export interface UploadOptions<T> {
  /** For messages: the action name. */
  readonly name: string;
  readonly schema: ResponseSchema<T>;
  /** Called as the body goes out, with the share sent so far (0–1). */
  readonly onProgress?: (sent: number) => void;
  readonly signal?: AbortSignal;
  /** This long without progress or an answer is a timeout (a slow upload that still moves may take minutes). */
  readonly timeoutMs?: number;
}

/** POSTs `body` (multipart) and parses the JSON answer with `schema`. */
export function uploadForm<T>(url: URL, body: FormData, options: UploadOptions<T>): Promise<T> {
  const { name, schema, onProgress, signal } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const request = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isSettled = false;
    // Settles once, and stops listening: the first of answer, failure, abort or timeout wins.
    const settle = (outcome: () => void): void => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const stop = (reason: unknown): void =>
      settle(() => {
        request.abort();
        reject(reason);
      });
    const onAbort = (): void => stop(signal?.reason);
    request.open('POST', url.href);
    request.withCredentials = true;
    // jQuery sent it; some server code and caching plugins look for it.
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const arm = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => stop(new ApiError('timeout', { endpoint: name, detail: `nothing moved for ${timeoutMs} ms` })), timeoutMs);
    };
    request.upload.addEventListener('progress', (event) => {
      arm();
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.upload.addEventListener('load', () => {
      arm();
      onProgress?.(1);
    });
    request.addEventListener('load', () =>
      settle(() => {
        if (request.status < 200 || request.status >= 300) {
          reject(new ApiError('http', { endpoint: name, status: request.status, detail: request.responseText.slice(0, 80) }));
          return;
        }
        let json: unknown;
        try {
          json = JSON.parse(request.responseText);
        } catch (error) {
          reject(new ApiError('invalid-response', { endpoint: name, cause: error, detail: `not JSON: ${JSON.stringify(request.responseText.slice(0, 80))}` }));
          return;
        }
        try {
          resolve(parseResponse(json, schema, name));
        } catch (error) {
          reject(error as Error);
        }
      }),
    );
    request.addEventListener('error', () => settle(() => reject(new ApiError('network', { endpoint: name, detail: 'the upload did not reach the shop' }))));
    signal?.addEventListener('abort', onAbort, { once: true });
    arm();
    request.send(body);
  });
}
