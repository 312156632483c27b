// elementorFrontend.hooks: Elementor's actions and filters, as addons call them.
import { describe, expect, it, vi } from 'vitest';
import { createHooks } from './hooks';

describe('createHooks', () => {
  it('runs actions by priority, equal priorities in the order added, with the arguments and `this`', () => {
    const hooks = createHooks();
    const calls: string[] = [];
    const context = { name: 'addon' };
    hooks.addAction('frontend/element_ready/global', function (this: typeof context, scope: string) {
      calls.push(`second ${scope} ${this.name}`);
    }, 10, context);
    hooks.addAction('frontend/element_ready/global', (scope: string) => calls.push(`first ${scope}`), 5);
    hooks.addAction('frontend/element_ready/global', (scope: string) => calls.push(`third ${scope}`));
    hooks.doAction('frontend/element_ready/global', '$scope');
    expect(calls).toEqual(['first $scope', 'second $scope addon', 'third $scope']);
  });

  it('chains, removes one callback or all, and answers whether an action has listeners', () => {
    const hooks = createHooks();
    const one = vi.fn();
    const two = vi.fn();
    expect(hooks.addAction('a', one).addAction('a', two)).toBe(hooks);
    expect(hooks.hasAction('a')).toBe(true);
    hooks.removeAction('a', one).doAction('a');
    expect(one).not.toHaveBeenCalled();
    expect(two).toHaveBeenCalledOnce();
    hooks.removeAction('a');
    expect(hooks.hasAction('a')).toBe(false);
  });

  it("passes a filter's value through its callbacks in priority order", () => {
    const hooks = createHooks();
    hooks.addFilter('frontend/handlers/menu_anchor/scroll_top_distance', (value: number) => value * 2, 20);
    hooks.addFilter('frontend/handlers/menu_anchor/scroll_top_distance', (value: number, offset: number) => value + offset);
    expect(hooks.applyFilters('frontend/handlers/menu_anchor/scroll_top_distance', 10, 5)).toBe(30);
    expect(hooks.applyFilters('unknown', 'same')).toBe('same');
  });

  it("keeps running the others when one addon's handler throws, and says which action", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hooks = createHooks();
    const after = vi.fn();
    hooks.addAction('frontend/element_ready/widget', () => {
      throw new Error('addon bug');
    });
    hooks.addAction('frontend/element_ready/widget', after);
    hooks.doAction('frontend/element_ready/widget');
    expect(after).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith('[shop-islands] a handler of the Elementor action "frontend/element_ready/widget" threw', expect.any(Error));
  });

  it('refuses a hook without a callback, with a message', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hooks = createHooks();
    hooks.addAction('a', undefined as never);
    expect(hooks.hasAction('a')).toBe(false);
    expect(logged.mock.calls[0]?.[0]).toBe('[shop-islands] elementorFrontend.hooks: a hook needs a name and a callback function');
  });
});
