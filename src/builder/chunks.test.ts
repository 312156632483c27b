// RT10: a lazy widget kind's chunk that fails, never arrives or lacks what is needed reports "Loading chunk N failed".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './chunks';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('gives the module when it has what is needed', async () => {
    await expect(loadChunk('swiper', async () => ({ start: () => 1 }), (module) => typeof module.start === 'function')).resolves.toHaveProperty('start');
  });

  it('fails with "Loading chunk N failed." and error when the file does not load', async () => {
    const failure = await loadChunk('swiper', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /chunks/swiper.js'))).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect(failure).toMatchObject({ type: 'error', message: 'Loading chunk swiper failed.\n(error: Failed to fetch dynamically imported module: /chunks/swiper.js)' });
  });

  it('fails as missing when the file loaded without what is needed', async () => {
    await expect(loadChunk('swiper', async () => ({}), (module) => 'start' in module)).rejects.toMatchObject({ type: 'missing', message: 'Loading chunk swiper failed.\n(missing)' });
  });

  it('fails as timeout after 120 s, not before', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const loading = loadChunk('video', () => new Promise(() => undefined)).catch((error: unknown) => {
      settled(error);
    });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ type: 'timeout', message: 'Loading chunk video failed.\n(timeout)' }));
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });
});
