// The request queue: cart mutations go to the server one at a time, in the order they were asked for.
//
// WooCommerce's add-to-cart.js does the same: two adds in flight at once race on the session and the
// later answer may carry an older cart. Each task starts after the previous one settled, failed or not.
let tail: Promise<unknown> = Promise.resolve();

/** Runs `task` after every task enqueued before it has settled. */
export function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}
