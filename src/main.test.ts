// The entry: one runtime per page however many copies of the script load, and the typed public API.
import { describe, expect, it, vi } from 'vitest';

describe('src/main.ts', () => {
  it('starts once when the bundle is loaded twice, and publishes window.shopIslands', async () => {
    document.body.innerHTML = `<ul id="site-header-cart" class="site-header-cart"><li><div class="widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></li></ul>`;
    await import('./main');
    const first = window.shopIslands;
    expect(first?.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(document.querySelector('.widget_shopping_cart')).toHaveAttribute('data-island-state', 'pending');

    vi.resetModules();
    await import('./main');
    expect(window.shopIslands).toBe(first);

    const store = await first?.store();
    expect(store?.getState().cart.hash).toBeNull();
    const events = await first?.events();
    const heard: unknown[] = [];
    const stop = events?.on('applied_coupon', ([code], event) => heard.push(code, event.type));
    events?.emit('applied_coupon', 'SPRING10');
    stop?.();
    events?.emit('applied_coupon', 'AFTER');
    expect(heard).toEqual(['SPRING10', 'applied_coupon']);
    first?.unmount();
    expect(document.querySelector('.widget_shopping_cart')).not.toHaveAttribute('data-island-state');
  });
});
