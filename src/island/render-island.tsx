// The React side of mounting: one root per island, inside an error boundary, undone by the cleanup.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { RenderIsland } from '../contract';
import { adoptStyles } from '../dom/styles';
import { IslandBoundary } from './island-boundary';

let islandCount = 0;

/** Creates the box an `append`/`after` island renders into; `display: contents` keeps it out of layout. */
function createBox(name: string): HTMLElement {
  const box = document.createElement('span');
  box.className = `island-${name}`;
  box.style.display = 'contents';
  box.setAttribute('data-island-root', name);
  return box;
}

/** The child-index path from `root` to `node`. */
function pathIn(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let current = node; current !== root && current.parentElement; current = current.parentElement) path.unshift([...current.parentElement.children].indexOf(current));
  return path;
}

/**
 * A `replace` island renders new elements over the server's: the one the shopper had focused (the
 * focus that started the island) gets its focus back on the element at the same place.
 */
function keepFocus(mountPoint: HTMLElement): () => void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === mountPoint || !mountPoint.contains(focused)) return () => undefined;
  const path = pathIn(mountPoint, focused);
  return () => {
    if (focused.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
    let node: Element | undefined = mountPoint;
    for (const index of path) node = node?.children[index];
    if (node instanceof HTMLElement) node.focus({ preventScroll: true });
  };
}

export const renderIsland: RenderIsland = (mountPoint, { name, takeover, Component, styles = {}, props, onCrash }) => {
  // Once per page and before the first render, so the island never paints unstyled.
  for (const [id, css] of Object.entries(styles)) adoptStyles(id, css);
  let container: HTMLElement = mountPoint;
  let serverChildren: Node[] = [];
  let restoreFocus = (): void => undefined;
  if (takeover === 'replace') {
    restoreFocus = keepFocus(mountPoint);
    // createRoot clears the container at its first commit; keep the server markup to restore on failure.
    serverChildren = [...mountPoint.childNodes].map((node) => node.cloneNode(true));
    mountPoint.setAttribute('data-island-root', name);
  } else {
    container = createBox(name);
    if (takeover === 'append') mountPoint.append(container);
    else mountPoint.after(container);
  }

  const root = createRoot(container, { identifierPrefix: `island-${name}-${++islandCount}-` });
  let isUnmounted = false;
  const cleanup = (): void => {
    if (isUnmounted) return;
    isUnmounted = true;
    root.unmount();
    if (takeover === 'replace') {
      mountPoint.removeAttribute('data-island-root');
      mountPoint.replaceChildren(...serverChildren);
    } else {
      container.remove();
    }
  };
  // React is still committing when the boundary catches: unmount in the next task.
  const crash = (error: unknown): void => void setTimeout(() => onCrash(error));
  // Render (and run effects) before returning: the runtime replays the shopper's held-back click next,
  // and the island's listeners must be there to receive it.
  flushSync(() =>
    root.render(
      <IslandBoundary onCrash={crash}>
        <Component {...(props as object)} mountPoint={mountPoint} />
      </IslandBoundary>,
    ),
  );
  restoreFocus();
  return cleanup;
};
