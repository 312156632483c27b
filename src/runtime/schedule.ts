// Task scheduling for the bootstrap: islands start one per task, idle preloads wait for idle time.

/**
 * Runs `task` in a new macrotask, so that starting many islands never makes one long task.
 * (setTimeout's 4 ms clamp applies only to nested timers, not to these.)
 */
export function inNewTask(task: () => void): void {
  setTimeout(task, 0);
}

/** Runs `task` when the browser is idle, or after `timeoutMs` at the latest (Safari has no requestIdleCallback). */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, Math.min(timeoutMs, 200));
  return () => clearTimeout(handle);
}
