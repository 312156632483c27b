// The entry, dist/shop-islands.js: starts the runtime once per page and publishes window.shopIslands.
import { version } from '../package.json';
import { mounts } from '../mounts';
import { provideJQueryPlugins } from '../mounts/jquery-plugins';
import { answerAddsOfOtherScripts, passJQueryClicks } from '../mounts/legacy-events';
import type { ShopIslandsApi } from './public-api';
import { createRuntime } from './runtime';

// Two plugins may enqueue the bundle (or WordPress may print it twice with different ?ver=): start once.
const STARTED = Symbol.for('shop-islands.started');
const page = window as Window & { [STARTED]?: boolean };

if (!page[STARTED]) {
  page[STARTED] = true;
  const runtime = createRuntime(mounts);
  const api: ShopIslandsApi = {
    version,
    scan: runtime.scan,
    unmount: runtime.unmount,
    store: () => import('./store').then((module) => module.shopStore),
    events: () => import('./dom/theme-events'),
    rest: (request) => import('./api').then((module) => module.rest(request)),
    debug: () => import('./debug').then((module) => module.showDebugOverlay(runtime.inspect)),
  };
  window.shopIslands = api;
  if (location.search.includes('shop-islands-debug')) void api.debug();
  provideJQueryPlugins();
  answerAddsOfOtherScripts();
  passJQueryClicks();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => runtime.scan(), { once: true });
  else runtime.scan();
}
