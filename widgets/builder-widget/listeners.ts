// Listeners a widget adds on several targets (its parts, the document, the window), removed together by its cleanup.

export interface Listeners {
  readonly listen: <K extends keyof DocumentEventMap>(target: EventTarget, type: K, listener: (event: DocumentEventMap[K]) => void) => void;
  /** Removes every listener added, then runs `extra` cleanups added with `onStop`. */
  readonly stop: () => void;
  readonly onStop: (cleanup: () => void) => void;
}

export function listeners(): Listeners {
  const cleanups: (() => void)[] = [];
  return {
    listen(target, type, listener) {
      target.addEventListener(type, listener as EventListener);
      cleanups.push(() => target.removeEventListener(type, listener as EventListener));
    },
    stop: () => cleanups.forEach((cleanup) => cleanup()),
    onStop: (cleanup) => void cleanups.push(cleanup),
  };
}
