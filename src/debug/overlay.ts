// The debug overlay (`?shop-islands-debug`, `shopIslands.debug()`): every mount point outlined with its
// widget and state, and a panel listing them with trigger, load and mount times and, for a failure, the
// reason and the props issues. For theme developers and QA; its own chunk, loaded only when asked for.
// Plain DOM in a shadow root: the theme's CSS cannot reach it, and it reaches nothing of the page's.
import type { IslandErrorDetail, IslandState, MountRecord, Trigger } from '../contract';

/** One mount point as the overlay shows it. */
export interface IslandReport {
  readonly mountPoint: HTMLElement;
  readonly widget: string;
  readonly state: IslandState;
  readonly trigger: Trigger['on'];
  /** From the trigger firing to the widget's files evaluated, in ms. */
  readonly loadMs?: number;
  /** The widget's mounting (props read, first render), in ms. */
  readonly mountMs?: number;
  readonly error?: IslandErrorDetail;
}

/** Every mount point the runtime knows, in page order. */
export function reportIslands(inspect: (mountPoint: Element) => MountRecord | undefined): IslandReport[] {
  return [...document.querySelectorAll<HTMLElement>('[data-island-state]')].flatMap((mountPoint) => {
    const record = inspect(mountPoint);
    if (!record) return [];
    const [fired = 0, loaded, mounted] = record.times;
    const state = mountPoint.getAttribute('data-island-state') as IslandState;
    return [{ mountPoint, widget: record.descriptor.name, state, trigger: record.trigger.on, loadMs: loaded && loaded - fired, mountMs: mounted && loaded && mounted - loaded, error: record.error }];
  });
}

const STATE_COLOURS: Record<IslandState, string> = { pending: '#5f6672', loading: '#1d4ed8', mounted: '#15803d', failed: '#b91c1c' };

const CSS = `
:host { all: initial; }
.box { position: absolute; box-sizing: border-box; border: 2px dashed var(--c); pointer-events: none; z-index: 2147483646; }
.box.is-highlighted { border-style: solid; border-width: 4px; background: color-mix(in srgb, var(--c) 12%, transparent); }
.tag { position: absolute; left: -2px; top: -2px; transform: translateY(-100%); padding: 1px 6px; font: 600 11px/16px system-ui, sans-serif; color: #fff; background: var(--c); white-space: nowrap; }
.panel { position: fixed; right: 8px; bottom: 8px; z-index: 2147483647; width: min(36rem, calc(100vw - 16px)); max-height: 45vh; overflow: auto; box-sizing: border-box;
  padding: 8px 12px 12px; font: 13px/1.4 system-ui, sans-serif; color: #111; background: #fff; border: 1px solid #999; border-radius: 6px; box-shadow: 0 4px 16px rgb(0 0 0 / 25%); }
.head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
h2 { margin: 0; font-size: 14px; }
table { width: 100%; border-collapse: collapse; margin-top: 6px; }
th, td { padding: 3px 6px; text-align: left; vertical-align: top; border-top: 1px solid #ddd; }
td.num { text-align: right; white-space: nowrap; }
.state { display: inline-block; padding: 0 6px; border-radius: 3px; color: #fff; background: var(--c); }
.buttons { display: flex; gap: 6px; }
table button { white-space: nowrap; }
button { font: inherit; color: #111; background: #f3f4f6; border: 1px solid #888; border-radius: 4px; padding: 1px 8px; cursor: pointer; }
button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 1px; }
.problem { color: #8b1010; }
`;

const ms = (value: number | undefined): string => (value === undefined ? '—' : `${Math.round(value)} ms`);

/** What went wrong, in words: the reason, then each props issue (`path: message`) or the error's message. */
export function describeProblem({ error }: IslandReport): string {
  if (!error) return '';
  const issues = error.issues?.map(({ path, message }) => `${path.map(String).join('.') || '(props)'}: ${message}`);
  const cause = issues?.length ? issues.join('; ') : error.error instanceof Error ? error.error.message : '';
  return cause ? `${error.reason}: ${cause}` : error.reason;
}

/** The box around a mount point, in page coordinates; a `display: contents` one by what it holds. Null when it has no box (hidden). */
function pageRectOf(element: HTMLElement): DOMRect | null {
  let rect = element.getBoundingClientRect();
  if (!rect.width && !rect.height) {
    const range = document.createRange();
    range.selectNodeContents(element);
    rect = range.getBoundingClientRect();
  }
  return rect.width || rect.height ? new DOMRect(rect.left + scrollX, rect.top + scrollY, rect.width, rect.height) : null;
}

/** Shows the overlay; returns the function that removes it. */
export function showDebugOverlay(inspect: (mountPoint: Element) => MountRecord | undefined): () => void {
  document.getElementById('shop-islands-debug')?.remove();
  const host = document.createElement('div');
  host.id = 'shop-islands-debug';
  host.style.cssText = 'position:absolute;top:0;left:0;width:0;height:0;';
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = CSS;
  const boxes = document.createElement('div');
  const panel = document.createElement('section');
  panel.className = 'panel';
  panel.setAttribute('aria-labelledby', 'shop-islands-debug-title');
  root.append(style, boxes, panel);
  document.body.append(host);

  let highlighted: HTMLElement | null = null;
  // On a phone the list would cover the page: it starts folded, the title bar alone.
  let isListShown = innerWidth >= 600;
  let reports: readonly IslandReport[] = [];

  function drawBoxes(): void {
    boxes.replaceChildren(
      ...reports.flatMap((report) => {
        const rect = pageRectOf(report.mountPoint);
        if (!rect) return [];
        const box = document.createElement('div');
        box.className = `box${report.mountPoint === highlighted ? ' is-highlighted' : ''}`;
        box.style.cssText = `--c:${STATE_COLOURS[report.state]};left:${rect.left}px;top:${rect.top}px;width:${rect.width}px;height:${rect.height}px`;
        const tag = document.createElement('span');
        tag.className = 'tag';
        tag.textContent = `${report.widget} · ${report.state}`;
        box.append(tag);
        return [box];
      }),
    );
  }

  function highlight(mountPoint: HTMLElement | null): void {
    highlighted = mountPoint;
    drawBoxes();
  }

  function drawPanel(): void {
    const counts = Object.keys(STATE_COLOURS)
      .map((state) => [state, reports.filter((report) => report.state === state).length] as const)
      .filter(([, count]) => count > 0)
      .map(([state, count]) => `${count} ${state}`)
      .join(', ');
    const head = document.createElement('div');
    head.className = 'head';
    const title = document.createElement('h2');
    title.id = 'shop-islands-debug-title';
    title.textContent = `Shop Islands: ${reports.length} mount point${reports.length === 1 ? '' : 's'}${counts ? ` (${counts})` : ''}`;
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close';
    close.setAttribute('aria-label', 'Close the Shop Islands debug overlay');
    close.addEventListener('click', () => remove());
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.textContent = 'List';
    toggle.setAttribute('aria-expanded', String(isListShown));
    toggle.setAttribute('aria-controls', 'shop-islands-debug-list');
    toggle.addEventListener('click', () => {
      isListShown = !isListShown;
      drawPanel();
    });
    const buttons = document.createElement('div');
    buttons.className = 'buttons';
    buttons.append(toggle, close);
    head.append(title, buttons);
    const table = document.createElement('table');
    table.id = 'shop-islands-debug-list';
    table.hidden = !isListShown;
    table.innerHTML = '<thead><tr><th scope="col">Widget</th><th scope="col">State</th><th scope="col">Trigger</th><th scope="col">Load</th><th scope="col">Mount</th></tr></thead>';
    const body = document.createElement('tbody');
    for (const report of reports) {
      const row = document.createElement('tr');
      const name = document.createElement('button');
      name.type = 'button';
      name.textContent = report.widget;
      name.title = 'Show it on the page';
      // Pointing at or focusing a row highlights its mount point; pressing scrolls to it.
      for (const type of ['mouseenter', 'focus']) name.addEventListener(type, () => highlight(report.mountPoint));
      for (const type of ['mouseleave', 'blur']) name.addEventListener(type, () => highlight(null));
      name.addEventListener('click', () => report.mountPoint.scrollIntoView({ block: 'center' }));
      const cells = [name, report.state, report.trigger, ms(report.loadMs), ms(report.mountMs)].map((content, index) => {
        const cell = document.createElement('td');
        if (index === 1) {
          const state = document.createElement('span');
          state.className = 'state';
          state.style.setProperty('--c', STATE_COLOURS[report.state]);
          state.textContent = report.state;
          cell.append(state);
        } else cell.append(content);
        if (index > 2) cell.className = 'num';
        return cell;
      });
      row.append(...cells);
      body.append(row);
      const problem = describeProblem(report);
      if (problem) {
        const detail = document.createElement('tr');
        const cell = document.createElement('td');
        cell.colSpan = 5;
        cell.className = 'problem';
        cell.textContent = problem;
        detail.append(cell);
        body.append(detail);
      }
    }
    table.append(body);
    // Keeps the focused row's button focused across a redraw (a state changed while the shopper tabbed through).
    const focused = root.activeElement instanceof HTMLButtonElement ? [...panel.querySelectorAll('button')].indexOf(root.activeElement) : -1;
    panel.replaceChildren(head, table);
    if (focused >= 0) panel.querySelectorAll('button')[focused]?.focus();
  }

  let frame = 0;
  const refresh = (): void => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      reports = reportIslands(inspect);
      drawBoxes();
      drawPanel();
    });
  };
  // States change (and islands move the page) as the shopper uses it.
  const states = new MutationObserver(refresh);
  states.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-island-state'] });
  addEventListener('resize', refresh);
  const resizes = new ResizeObserver(refresh);
  resizes.observe(document.body);
  refresh();

  function remove(): void {
    states.disconnect();
    resizes.disconnect();
    removeEventListener('resize', refresh);
    cancelAnimationFrame(frame);
    host.remove();
  }
  return remove;
}
