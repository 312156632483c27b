// Page-wide work that several builder documents each start: begun by the first start, ended with the last stop.

/**
 * Wraps `begin` (which returns its end) so it runs once however many callers start it; each start returns its
 * own stop, safe to call twice, and the work ends when the last one stops.
 */
export function oncePerPage(begin: () => () => void): () => () => void {
  let users = 0;
  let end: (() => void) | undefined;
  return () => {
    if (users++ === 0) end = begin();
    let isStopped = false;
    return () => {
      if (isStopped) return;
      isStopped = true;
      if (--users === 0) end?.();
    };
  };
}
