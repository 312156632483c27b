// The newest request wins: starting one aborts the one still running, so a stale answer is never shown.

export interface LatestRequest {
  /** Aborts the request still running, if any, and starts a new one: its signal. */
  next(): AbortSignal;
  /** Ends the request of `signal`: true if it is the newest one still running, false if it is stale (drop its answer). */
  finish(signal: AbortSignal): boolean;
  /** Whether a request is running: started by `next()`, neither finished nor aborted. */
  readonly isRunning: boolean;
  /** Aborts the request still running, if any (on stop). */
  abort(): void;
}

/**
 * One line of requests where only the newest counts.
 *
 * @example
 * const signal = requests.next();
 * const answer = await fetchList(fields, signal);
 * if (!requests.finish(signal)) return;
 */
export function latestRequest(): LatestRequest {
  let running: AbortController | undefined;
  return {
    next() {
      running?.abort();
      running = new AbortController();
      return running.signal;
    },
    finish(signal) {
      if (running?.signal !== signal) return false;
      running = undefined;
      return true;
    },
    get isRunning() {
      return running !== undefined;
    },
    abort() {
      running?.abort();
      running = undefined;
    },
  };
}
