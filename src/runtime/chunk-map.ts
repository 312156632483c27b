// Which built files each widget needs, so they can be fetched in parallel and prefetched when idle.
//
// The build (vite.config.ts, islandChunkMap) replaces the placeholder below with compact JSON:
// `[["a.js", "b.js", …], { "<widget>": [0, 1], "#island": [1, …] }]`, files in chunks/ beside the entry.
// In tests and the dev server the placeholder stays and nothing is preloaded.
const CHUNK_MAP_JSON: string = '__SHOP_ISLANDS_CHUNK_MAP__';

let chunkMap: [string[], Record<string, number[]>] | undefined;
const linked = new Set<string>();

function filesOf(key: string): string[] {
  if (!chunkMap) {
    try {
      chunkMap = JSON.parse(CHUNK_MAP_JSON) as [string[], Record<string, number[]>];
    } catch {
      chunkMap = [[], {}]; // unbuilt source: the placeholder is not JSON, so there is nothing to preload
    }
  }
  const [files, byWidget] = chunkMap;
  return (byWidget[key] ?? []).map((index) => `./chunks/${files[index]}`);
}

function link(rel: 'prefetch' | 'modulepreload', key: string): void {
  for (const file of filesOf(key)) {
    const href = new URL(file, import.meta.url).href;
    if (linked.has(rel + href)) continue;
    linked.add(rel + href);
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    if (rel === 'prefetch') element.as = 'script';
    document.head.append(element);
  }
}

/** Idle-time hint: fetch a widget's files into the HTTP cache without running them. */
export function prefetchWidget(name: string, withRenderer: boolean): void {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  for (const key of [name, '#mount', ...(withRenderer ? ['#island'] : [])]) link('prefetch', key);
}

/** Load-time: fetch every file of the widget at once instead of discovering imports one level at a time. */
export function preloadWidget(name: string, withRenderer: boolean): void {
  for (const key of [name, '#mount', ...(withRenderer ? ['#island'] : [])]) link('modulepreload', key);
}
