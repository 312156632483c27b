// Intent trigger: one delegated listener set for the whole page, and replay of the activating click.
//
// Until its island is mounted, a click (or Space on a `role="button"` link, which legacy scripts turn
// into a click) on a pending intent mount point is cancelled and remembered, and the same click is
// dispatched again once the island is mounted — or once it failed, so the plain link still works.
// Enter needs no special case: on a link it produces a click of its own.
// A `change` (a select moved with the keyboard while its widget loads) cannot be held back; it is
// dispatched again once the widget is mounted, so the widget still sees the shopper's choice.
const INTENT_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click', 'change'] as const;

interface PendingIntent {
  readonly start: () => void;
  /** Only a click (or Space on a link button) starts it: `visible` islands hold early clicks, nothing more. */
  readonly isActivationOnly: boolean;
  replayTarget?: HTMLElement;
  replayChange?: Element;
}

const pending = new WeakMap<Element, PendingIntent>();
let isListening = false;
// Held clicks are replayed in the order the shopper made them, across islands: a click on one
// button must not overtake an earlier click on another whose island happened to mount later.
const heldInOrder: Element[] = [];
const readyToReplay = new Map<Element, HTMLElement | undefined>();

function replayInOrder(): void {
  for (let head = heldInOrder[0]; head && readyToReplay.has(head); head = heldInOrder[0]) {
    heldInOrder.shift();
    const target = readyToReplay.get(head);
    readyToReplay.delete(head);
    if (target?.isConnected) target.click();
  }
}

function findPending(event: Event): [Element, PendingIntent] | undefined {
  for (const node of event.composedPath()) {
    if (!(node instanceof Element)) continue;
    const entry = pending.get(node);
    if (entry) return [node, entry];
  }
  return undefined;
}

/** The HTML element a click landed in: an icon's SVG shape counts as its button or star (`click()` is HTML's). */
function htmlElementOf(target: EventTarget | null): HTMLElement | undefined {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) if (node instanceof HTMLElement) return node;
  return undefined;
}

function isActivation(event: Event): boolean {
  if (event.type === 'click') return true;
  if (event.type !== 'keydown' || (event as KeyboardEvent).key !== ' ') return false;
  // Only links need it: a real button clicks on Space by itself.
  return (event.target as Element).matches('a[role="button"]');
}

function onIntent(event: Event): void {
  const found = findPending(event);
  if (!found) return;
  const [mountPoint, entry] = found;
  if (entry.isActivationOnly && !isActivation(event)) return;
  entry.start();
  if (event.type === 'change' && event.target instanceof Element) entry.replayChange = event.target;
  const target = htmlElementOf(event.target);
  if (isActivation(event) && target && !entry.replayTarget) {
    event.preventDefault();
    event.stopImmediatePropagation();
    entry.replayTarget = target;
    heldInOrder.push(mountPoint);
  }
}

function listen(): void {
  if (isListening) return;
  isListening = true;
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true });
}

/**
 * Resolves on the first interaction with the mount point (or inside it); with `isActivationOnly`, on
 * the first click only (focus and typing then leave it alone).
 */
export function waitForIntent(mountPoint: Element, signal: AbortSignal, { isActivationOnly = false } = {}): Promise<void> {
  listen();
  return new Promise((resolve) => {
    pending.set(mountPoint, { start: resolve, isActivationOnly });
    signal.addEventListener(
      'abort',
      () => {
        // A mount point that left the page must not hold back the clicks after its own.
        if (pending.get(mountPoint)?.replayTarget) readyToReplay.set(mountPoint, undefined);
        pending.delete(mountPoint);
        replayInOrder();
      },
      { once: true },
    );
  });
}

/** Dispatches the click (or change) that came before the island was ready, and forgets the mount point. */
export function replayIntent(mountPoint: Element): void {
  const entry = pending.get(mountPoint);
  pending.delete(mountPoint);
  if (entry?.replayChange?.isConnected) entry.replayChange.dispatchEvent(new Event('change', { bubbles: true }));
  if (!entry?.replayTarget) return;
  readyToReplay.set(mountPoint, entry.replayTarget);
  replayInOrder();
}
