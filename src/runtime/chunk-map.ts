// Which built files each widget needs, so they can be fetched in parallel and prefetched when idle.
//
// The build (vite.config.ts, islandChunkMap) writes the map in place of the global read below, as an
// object literal: `{ "<widget>": "<file> <file> …", "#island": "…", "#mount": "…" }`, each file a name in
// chunks/ beside the entry without its `.js`. In tests and the dev server there is none: nothing is preloaded.
import { whenIdle } from './schedule';

const chunkMap: Readonly<Record<string, string>> = (globalThis as { __SHOP_ISLANDS_CHUNK_MAP__?: Record<string, string> }).__SHOP_ISLANDS_CHUNK_MAP__ ?? {};
const linked = new Set<string>();

function filesOf(key: string): string[] {
  return chunkMap[key]?.split(' ').map((file) => `./chunks/${file}.js`) ?? [];
}

/** The keys of a widget's files in the chunk map: its own, the mounting chunk's, and the renderer's for an island. */
const keysOf = (name: string, withRenderer: boolean): string[] => [name, '#mount', ...(withRenderer ? ['#island'] : [])];

/** The files of `key` not yet linked with `rel` (a file preloaded needs no prefetch). */
function hrefsOf(rel: string, key: string): string[] {
  return filesOf(key)
    .map((file) => new URL(file, import.meta.url).href)
    .filter((href) => !linked.has(rel + href) && !linked.has('modulepreload' + href) && linked.add(rel + href));
}

function append(rel: 'prefetch' | 'modulepreload', href: string): void {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  if (rel === 'prefetch') element.as = 'script';
  document.head.append(element);
}

/**
 * Idle-time hint: the files of these widgets into the HTTP cache without running them, one file per
 * idle period (each link starts a fetch on the main thread: a page with many waiting widgets would
 * otherwise make one long task of them).
 */
export function prefetchWidgets(widgets: [name: string, withRenderer: boolean][]): void {
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const hrefs = widgets.flatMap(([name, withRenderer]) => keysOf(name, withRenderer).flatMap((key) => hrefsOf('prefetch', key)));
  const next = (): void => {
    const href = hrefs.shift();
    if (href) {
      append('prefetch', href);
      whenIdle(next);
    }
  };
  next();
}

/** Load-time: fetch every file of the widget at once instead of discovering imports one level at a time. */
export function preloadWidget(name: string, withRenderer: boolean): void {
  for (const key of keysOf(name, withRenderer)) for (const href of hrefsOf('modulepreload', key)) append('modulepreload', href);
}
