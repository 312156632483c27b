// Which built files each widget needs, so they can be fetched in parallel and preloaded when idle.
//
// The build (vite.config.ts, islandChunkMap) writes the map in place of the global read below, as an
// object literal: `{ "<widget>": "<file> <file> …", "<widget>~": "…", "#island": "…", "#mount": "…" }`, each
// file a name in chunks/ beside the entry without its `.js`; `<widget>~`, what the widget imports once it runs. In tests and the dev server there is none: nothing is preloaded.
import { whenIdle } from './schedule';

const chunkMap: Readonly<Record<string, string>> = (globalThis as { __SHOP_ISLANDS_CHUNK_MAP__?: Record<string, string> }).__SHOP_ISLANDS_CHUNK_MAP__ ?? {};
const linked = new Set<string>();

function filesOf(key: string): string[] {
  return chunkMap[key]?.split(' ').map((file) => `./chunks/${file}.js`) ?? [];
}

/** The keys of a widget's files in the chunk map: its own, the mounting chunk's, the renderer's for an island, and what it imports once it runs. */
const keysOf = (name: string, withRenderer: boolean, withLater: boolean): string[] => [name, '#mount', ...(withRenderer ? ['#island'] : []), ...(withLater ? [`${name}~`] : [])];

/** The files of `key` not linked yet. */
function hrefsOf(key: string): string[] {
  return filesOf(key)
    .map((file) => new URL(file, import.meta.url).href)
    .filter((href) => !linked.has(href));
}

/** Links a module preload, once per file (a file still queued for idle time is linked at once by a press). */
function append(href: string): void {
  if (linked.has(href)) return;
  linked.add(href);
  const element = document.createElement('link');
  element.rel = 'modulepreload';
  element.href = href;
  document.head.append(element);
}

/**
 * Idle-time hint: the files of these widgets fetched and compiled, not run, one file per idle period
 * (each link starts a fetch on the main thread: a page with many waiting widgets would otherwise make
 * one long task of them). A module preload, not a prefetch: chromium compiles the module off the main
 * thread as it arrives and keeps it in the page's module map, so the first press neither waits for the
 * HTTP cache nor compiles anything before the widget's code runs (measured at 4× CPU slowdown: the
 * working widget 100–200 ms sooner). Nothing is evaluated until the shopper presses.
 *
 * What a widget imports once it runs (the gallery's lightbox, 17 kB brotli) waits for the widget to start
 * where a pointer can hover: the pointer passing over the gallery starts it, well before the click. On a
 * touch screen (a phone, or a laptop with one) the first tap is the first sign, and the viewer would wait
 * for the network after it: there those files come at idle too, after the widget's own.
 */
export function preloadWidgetsWhenIdle(widgets: [name: string, withRenderer: boolean][]): void {
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  // A laptop with a touch screen hovers with its primary pointer, but its shopper may tap the photo: a
  // coarse pointer anywhere counts as a touch screen.
  const mayTap = matchMedia('(hover:none),(any-pointer:coarse)').matches;
  const hrefs = widgets.flatMap(([name, withRenderer]) => keysOf(name, withRenderer, mayTap).flatMap(hrefsOf));
  const next = (): void => {
    const href = hrefs.shift();
    if (href) {
      append(href);
      whenIdle(next);
    }
  };
  next();
}

/**
 * Start-time: fetch every file of the widget at once instead of discovering imports one level at a time,
 * and what it imports once it runs (compiled meanwhile, run when used).
 */
export function preloadWidget(name: string, withRenderer: boolean): void {
  for (const key of keysOf(name, withRenderer, true)) hrefsOf(key).forEach(append);
}
