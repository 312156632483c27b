// The runtime's one error path: a bubbling, cancelable `island:error` event, then a console error.
import type { IslandErrorDetail, PropsIssue } from '../contract';

const LOG_PREFIX = '[shop-islands]';

function describeIssues(issues: readonly PropsIssue[]): string {
  return issues
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : '(props)'}: ${issue.message}`)
    .join('; ');
}

/** e.g. `[shop-islands] add-to-cart: invalid-props — product_id: Required; server markup kept` */
function describe(detail: IslandErrorDetail): string {
  const cause = detail.issues?.length ? describeIssues(detail.issues) : detail.error instanceof Error ? detail.error.message : String(detail.error);
  return `${detail.widget}: ${detail.reason} — ${cause}; server markup kept`;
}

/**
 * Reports a failed island: dispatches `island:error` on the mount point (bubbling, cancelable) and,
 * unless a listener cancelled it, logs one console error naming the widget and the field.
 */
export function reportIslandError(mountPoint: Element, detail: IslandErrorDetail): void {
  const event = new CustomEvent<IslandErrorDetail>('island:error', { bubbles: true, cancelable: true, detail });
  const target = mountPoint.isConnected ? mountPoint : document;
  if (target.dispatchEvent(event)) console.error(`${LOG_PREFIX} ${describe(detail)}`, mountPoint, detail.error);
}

/** A developer mistake that is not an island failure (unknown widget name, bad trigger). */
export function warn(message: string, element?: Element): void {
  console.warn(`${LOG_PREFIX} ${message}`, ...(element ? [element] : []));
}
