// Listeners a widget adds on several targets (its parts, the document, the window), removed together by its cleanup.

/** The events of the document and the window (`popstate`, `resize`…). */
type EventMap = DocumentEventMap & WindowEventMap;

export interface Listeners {
  readonly listen: <K extends keyof EventMap>(target: EventTarget, type: K, listener: (event: EventMap[K]) => void) => void;
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
