// Turns a trigger (ready, idle, visible, intent, media) into a promise that resolves when it fires.
import { warn } from './errors';
import { waitForIntent } from './intent';
import { whenIdle } from './schedule';
import type { Trigger } from '../contract';

/** The IntersectionObserver margin: start loading a little before the shopper scrolls to the island. */
const VISIBLE_ROOT_MARGIN = '200px';

/**
 * Reads `data-island-trigger`: `ready`, `idle`, `visible`, `intent` or `media:<query>`.
 * Anything else keeps the descriptor's trigger and warns once.
 */
export function triggerOf(mountPoint: HTMLElement, fallback: Trigger): Trigger {
  const value = mountPoint.dataset.islandTrigger?.trim();
  if (!value) return fallback;
  if (value === 'ready' || value === 'idle' || value === 'visible' || value === 'intent') return { on: value };
  if (value.startsWith('media:')) return { on: 'media', query: value.slice(6) };
  warn(`unknown data-island-trigger "${value}"`, mountPoint);
  return fallback;
}

function waitForVisible(mountPoint: HTMLElement, rootMargin: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { isIntersecting, target } of entries) {
          if (isIntersecting) {
            observer.disconnect();
            resolve();
          }
          // A `display: contents` box never intersects: its first child is watched instead. Asked here, where
          // style is already computed, not at scan, where each question would recompute the page's style.
          else if (target === mountPoint && mountPoint.firstElementChild && getComputedStyle(mountPoint).display === 'contents') observer.observe(mountPoint.firstElementChild);
        }
      },
      { rootMargin },
    );
    observer.observe(mountPoint);
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  });
}

function waitForMedia(query: string, signal: AbortSignal): Promise<void> {
  const list = matchMedia(query);
  if (list.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = (): void => {
      if (!list.matches) return;
      list.removeEventListener('change', onChange);
      resolve();
    };
    list.addEventListener('change', onChange);
    signal.addEventListener('abort', () => list.removeEventListener('change', onChange), { once: true });
  });
}

export interface TriggerHooks {
  /** Shows at once what a held press will do (the descriptor's `feedback`). */
  readonly feedback?: (target: HTMLElement) => void;
  /** Called when the trigger waits for the shopper's intent (alone or in a custom rule): its files are then preloaded at idle once it comes near the viewport. */
  readonly waitsForIntent?: () => void;
}

/** Resolves when the trigger fires; never resolves once `signal` aborts (the mount point left the page). */
export function waitForTrigger(mountPoint: HTMLElement, trigger: Trigger, signal: AbortSignal, { feedback, waitsForIntent }: TriggerHooks = {}): Promise<void> {
  const intent = (): Promise<void> => {
    waitsForIntent?.();
    return waitForIntent(mountPoint, signal, { feedback });
  };
  const idle = (timeoutMs?: number): Promise<void> =>
    new Promise((resolve) => {
      const cancel = whenIdle(resolve, timeoutMs);
      signal.addEventListener('abort', cancel, { once: true });
    });
  // Whatever the trigger, a click on the island while its chunk loads — and under `ready`, `idle` and `visible`
  // before the trigger fires too — is held and replayed once it runs, as for `intent`, instead of being lost (a link
  // action pressed as the page builder starts, the trust badge before idle time, a tab of a widget the address
  // named). Focus alone starts nothing: only a click starts it sooner.
  const held = (): Promise<void> => waitForIntent(mountPoint, signal, { isActivationOnly: true, feedback });
  const holdWhileLoading = (): void => void held();
  switch (trigger.on) {
    case 'ready':
      holdWhileLoading();
      return Promise.resolve();
    case 'idle':
      return Promise.race([idle(trigger.timeoutMs), held()]);
    case 'visible':
      return Promise.race([waitForVisible(mountPoint, trigger.rootMargin ?? VISIBLE_ROOT_MARGIN, signal), held()]);
    case 'intent':
      return intent();
    case 'media':
      // Not before it matches: a query that never matches would hold the click for good.
      return waitForMedia(trigger.query, signal).then(holdWhileLoading);
    case 'custom':
      return trigger
        .when(mountPoint, {
          signal,
          intent,
          idle,
          visible: (rootMargin = VISIBLE_ROOT_MARGIN) => Promise.race([waitForVisible(mountPoint, rootMargin, signal), held()]),
        })
        .then(holdWhileLoading);
  }
}
