// elementorFrontend.storage: the one `elementor` entry, with per-key expiry, compatible with what Elementor wrote.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builderStorage } from './storage';

afterEach(() => vi.useRealTimers());

describe('builderStorage', () => {
  it('keeps every key in one JSON entry named elementor, with the expiry times beside them', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
    builderStorage.set('popup_12_times', 2);
    builderStorage.set('popup_12_disable', true, { lifetimeInSeconds: 3600 });
    expect(JSON.parse(localStorage.getItem('elementor')!)).toEqual({
      popup_12_times: 2,
      popup_12_disable: true,
      __expiration: { popup_12_disable: new Date('2026-11-26T13:00:00Z').getTime() },
    });
    expect(builderStorage.get('popup_12_times')).toBe(2);
  });

  it('forgets an expired key, and saves the entry without it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
    builderStorage.set('shown', 'yes', { lifetimeInSeconds: 60 });
    vi.setSystemTime(new Date('2026-11-26T12:01:01Z'));
    expect(builderStorage.get('shown')).toBeUndefined();
    expect(JSON.parse(localStorage.getItem('elementor')!)).toEqual({ __expiration: {} });
  });

  it("reads the entry Elementor's own script left, and keeps the session entry apart", () => {
    localStorage.setItem('elementor', JSON.stringify({ popup_7_times: 4, __expiration: {} }));
    builderStorage.set('popup_7_closed', 1, { session: true });
    expect(builderStorage.get('popup_7_times')).toBe(4);
    expect(builderStorage.get('popup_7_closed')).toBeUndefined();
    expect(builderStorage.get('popup_7_closed', { session: true })).toBe(1);
    expect(builderStorage.get()).toEqual({ popup_7_times: 4, __expiration: {} });
  });

  it('starts again from a broken entry, saying so', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('elementor', '{"popup');
    builderStorage.set('a', 1);
    expect(JSON.parse(localStorage.getItem('elementor')!)).toEqual({ a: 1, __expiration: {} });
    expect(logged).toHaveBeenCalledWith('[shop-islands] the "elementor" storage entry is not valid JSON; it is started again');
  });
});
