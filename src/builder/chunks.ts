// Lazy widget kinds (RT10): a builder widget that needs a library of its own (a carousel's Swiper) loads it
// when it starts. As Elementor's webpack runtime did, a load that fails or takes longer than 120 s rejects
// with "Loading chunk <name> failed." and why: `timeout`, `error` (the file did not load) or `missing` (it
// loaded without what the widget needs).

/** Elementor's chunk timeout (webpack's `chunkLoadTimeout`). */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  readonly type: ChunkFailure;
  constructor(name: string, type: ChunkFailure, cause?: unknown) {
    super(`Loading chunk ${name} failed.\n(${type}${cause instanceof Error ? `: ${cause.message}` : ''})`, { cause });
    this.name = 'ChunkLoadError';
    this.type = type;
  }
}

/** `load()`'s module once `isComplete` says it has what is needed; a ChunkLoadError otherwise. */
export function loadChunk<T>(name: string, load: () => Promise<T>, isComplete: (module: T) => boolean = () => true, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(name, 'timeout')), timeoutMs);
  });
  const loaded = load().then(
    (module) => {
      if (!isComplete(module)) throw new ChunkLoadError(name, 'missing');
      return module;
    },
    (error: unknown) => {
      throw new ChunkLoadError(name, 'error', error);
    },
  );
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}
