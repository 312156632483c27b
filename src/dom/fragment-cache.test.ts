// The fragment cache under WooCommerce's storage keys: when it may be used, and what it writes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_CREATED_KEY, FRAGMENT_LIFETIME_MS, isChangedByAnotherTab, readFragmentCache, writeFragmentCache } from './fragment-cache';

const keys = { fragmentName: 'wc_fragments_x', cartHashKey: 'wc_cart_hash_x' };
const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1 item</div>', 'a.cart-contents': '<a>1</a>' };
const NOW = 1_795_000_000_000;

describe('readFragmentCache', () => {
  it('hits when the cached hash equals the cookie and the cache is younger than a day', () => {
    writeFragmentCache(keys, { fragments, cartHash: 'h1' }, true, NOW - 1000);
    const lookup = readFragmentCache(keys, 'h1', NOW);
    expect(lookup).toEqual({ hit: true, snapshot: { fragments, cartHash: 'h1' }, expiresAt: NOW - 1000 + FRAGMENT_LIFETIME_MS });
  });

  it.each<[string, () => void, string]>([
    ['hash-mismatch', () => writeFragmentCache(keys, { fragments, cartHash: 'h1' }, true, NOW), 'h2'],
    ['expired', () => writeFragmentCache(keys, { fragments, cartHash: 'h1' }, true, NOW - FRAGMENT_LIFETIME_MS - 1), 'h1'],
    ['no-fragment', () => writeFragmentCache(keys, { fragments: { 'a.cart-contents': '<a></a>' }, cartHash: 'h1' }, true, NOW), 'h1'],
    ['no-created-time', (): void => {
      writeFragmentCache(keys, { fragments, cartHash: 'h1' }, true, NOW);
      sessionStorage.removeItem(CART_CREATED_KEY);
    }, 'h1'],
    ['corrupted', (): void => {
      writeFragmentCache(keys, { fragments, cartHash: 'h1' }, true, NOW);
      sessionStorage.setItem(keys.fragmentName, '{"div.widget_shopping_cart_content":');
    }, 'h1'],
    ['no-fragment', () => undefined, ''],
  ])('misses with %s', (reason, prepare, cookie) => {
    prepare();
    expect(readFragmentCache(keys, cookie, NOW)).toEqual({ hit: false, reason });
  });

  it('never throws, whatever another script left in storage', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), fc.option(fc.string()), fc.string(), (stored, hash, created, cookie) => {
        sessionStorage.clear();
        if (stored !== null) sessionStorage.setItem(keys.fragmentName, stored);
        if (hash !== null) sessionStorage.setItem(keys.cartHashKey, hash);
        if (created !== null) sessionStorage.setItem(CART_CREATED_KEY, created);
        const lookup = readFragmentCache(keys, cookie, NOW);
        expect(typeof lookup.hit).toBe('boolean');
      }),
    );
  });
});

describe('writeFragmentCache', () => {
  it('writes the legacy keys: fragments and hash per tab, hash also shared, creation time once per cart', () => {
    writeFragmentCache(keys, { fragments, cartHash: 'h1' }, false, NOW);
    writeFragmentCache(keys, { fragments, cartHash: 'h2' }, false, NOW + 5000);
    expect(JSON.parse(sessionStorage.getItem(keys.fragmentName) ?? '')).toEqual(fragments);
    expect(sessionStorage.getItem(keys.cartHashKey)).toBe('h2');
    expect(localStorage.getItem(keys.cartHashKey)).toBe('h2');
    expect(sessionStorage.getItem(CART_CREATED_KEY)).toBe(String(NOW));
  });

  it('renews the creation time on a refresh from the server', () => {
    writeFragmentCache(keys, { fragments, cartHash: 'h1' }, false, NOW);
    writeFragmentCache(keys, { fragments, cartHash: 'h1' }, true, NOW + 9000);
    expect(sessionStorage.getItem(CART_CREATED_KEY)).toBe(String(NOW + 9000));
  });

  it('tells when another tab stored a different hash', () => {
    writeFragmentCache(keys, { fragments, cartHash: 'h1' }, false, NOW);
    expect(isChangedByAnotherTab(keys)).toBe(false);
    localStorage.setItem(keys.cartHashKey, 'h9');
    expect(isChangedByAnotherTab(keys)).toBe(true);
  });
});
