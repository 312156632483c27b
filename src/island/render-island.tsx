// The React side of mounting: one root per island, inside an error boundary, undone by the cleanup.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { RenderIsland } from '../runtime';
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

export const renderIsland: RenderIsland = (mountPoint, { name, takeover, Component, props, onCrash }) => {
  let container: HTMLElement = mountPoint;
  let serverChildren: Node[] = [];
  if (takeover === 'replace') {
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
  return cleanup;
};
