// The chunk map the build writes into the entry: which files a widget's first press fetches at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const MAP = { '#island': 'island-AAAAAAAA rolldown-runtime-BBBBBBBB', '#mount': 'mount-CCCCCCCC', 'review-votes': 'review-votes-DDDDDDDD shop-services-EEEEEEEE', 'sort-order': 'sort-order-FFFFFFFF', gallery: 'gallery-GGGGGGGG', 'gallery~': 'lightbox-HHHHHHHH photoswipe-IIIIIIII' };

/** The chunk-map module as the built entry has it: the map in place of the global it reads. */
async function builtChunkMap() {
  vi.resetModules();
  vi.stubGlobal('__SHOP_ISLANDS_CHUNK_MAP__', MAP);
  return import('./chunk-map');
}

const linked = (rel: string): string[] => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => link.href.split('/').pop()!);

afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

describe('chunk map', () => {
  it("an island's press fetches its files, the mounting chunk's and the renderer's, each once", async () => {
    const { preloadWidget } = await builtChunkMap();
    preloadWidget('review-votes', true);
    preloadWidget('review-votes', true);
    expect(linked('modulepreload')).toEqual(['review-votes-DDDDDDDD.js', 'shop-services-EEEEEEEE.js', 'mount-CCCCCCCC.js', 'island-AAAAAAAA.js', 'rolldown-runtime-BBBBBBBB.js']);
  });

  it('a behaviour fetches no renderer; a widget the build did not list fetches only the mounting chunk', async () => {
    const { preloadWidget } = await builtChunkMap();
    preloadWidget('sort-order', false);
    preloadWidget('not-built', false);
    expect(linked('modulepreload')).toEqual(['sort-order-FFFFFFFF.js', 'mount-CCCCCCCC.js']);
  });

  describe('idle periods (requestIdleCallback taken away: the runtime falls back to timers, which the test drives)', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.stubGlobal('requestIdleCallback', undefined);
    });
    afterEach(() => vi.useRealTimers());

    it('at idle, module preloads (fetched and compiled, not run), one file per idle period, each file once', async () => {
      const { preloadWidget, preloadWidgetsWhenIdle } = await builtChunkMap();
      preloadWidget('sort-order', false);
      preloadWidgetsWhenIdle([
        ['review-votes', true],
        ['sort-order', false],
      ]);
      // The first file at once, the next only after an idle period.
      expect(linked('modulepreload')).toEqual(['sort-order-FFFFFFFF.js', 'mount-CCCCCCCC.js', 'review-votes-DDDDDDDD.js']);
      await vi.runAllTimersAsync();
      expect(linked('modulepreload')).toEqual(['sort-order-FFFFFFFF.js', 'mount-CCCCCCCC.js', 'review-votes-DDDDDDDD.js', 'shop-services-EEEEEEEE.js', 'island-AAAAAAAA.js', 'rolldown-runtime-BBBBBBBB.js']);
      expect(linked('prefetch')).toEqual([]);
    });

    /** A browser whose media features are `features`: a query list matches when one of its queries does. */
    const mediaMatching = (...features: string[]) => (query: string) => ({ matches: query.split(',').some((part) => features.includes(part.trim())), media: query });

    it.each([
      ['a phone (no hover to start the widget early)', '(hover:none)'],
      ['a laptop with a touch screen (its primary pointer hovers, but the shopper may tap)', '(any-pointer:coarse)'],
    ])('on %s, what a widget imports once it runs comes at idle too, after its own files', async (_device, feature) => {
      vi.stubGlobal('matchMedia', mediaMatching(feature));
      const { preloadWidgetsWhenIdle } = await builtChunkMap();
      preloadWidgetsWhenIdle([['gallery', true]]);
      await vi.runAllTimersAsync();
      expect(linked('modulepreload')).toEqual(['gallery-GGGGGGGG.js', 'mount-CCCCCCCC.js', 'island-AAAAAAAA.js', 'rolldown-runtime-BBBBBBBB.js', 'lightbox-HHHHHHHH.js', 'photoswipe-IIIIIIII.js']);
    });

    it('where only a fine pointer that hovers is present, what a widget imports once it runs (`<widget>~`) is preloaded when it starts, not at idle', async () => {
      vi.stubGlobal('matchMedia', mediaMatching('(hover:hover)', '(any-pointer:fine)'));
      const { preloadWidget, preloadWidgetsWhenIdle } = await builtChunkMap();
      preloadWidgetsWhenIdle([['gallery', true]]);
      await vi.runAllTimersAsync();
      expect(linked('modulepreload')).toEqual(['gallery-GGGGGGGG.js', 'mount-CCCCCCCC.js', 'island-AAAAAAAA.js', 'rolldown-runtime-BBBBBBBB.js']);
      preloadWidget('gallery', true);
      expect(linked('modulepreload').slice(4)).toEqual(['lightbox-HHHHHHHH.js', 'photoswipe-IIIIIIII.js']);
    });

    it('a press while files still wait for idle time links all of its widget\'s files at once, and the idle queue skips them later', async () => {
      const { preloadWidget, preloadWidgetsWhenIdle } = await builtChunkMap();
      preloadWidgetsWhenIdle([['review-votes', true]]);
      expect(linked('modulepreload')).toEqual(['review-votes-DDDDDDDD.js']);
      preloadWidget('review-votes', true);
      expect(linked('modulepreload')).toEqual(['review-votes-DDDDDDDD.js', 'shop-services-EEEEEEEE.js', 'mount-CCCCCCCC.js', 'island-AAAAAAAA.js', 'rolldown-runtime-BBBBBBBB.js']);
      await vi.runAllTimersAsync();
      expect(linked('modulepreload')).toHaveLength(5);
    });
  });

  it('a shopper who asked to save data gets no idle preload', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { preloadWidgetsWhenIdle } = await builtChunkMap();
    preloadWidgetsWhenIdle([['review-votes', true]]);
    expect(linked('modulepreload')).toEqual([]);
  });

  it('without a built map (tests, the dev server) nothing is fetched ahead', async () => {
    vi.resetModules();
    const { preloadWidget } = await import('./chunk-map');
    preloadWidget('review-votes', true);
    expect(linked('modulepreload')).toEqual([]);
  });
});
