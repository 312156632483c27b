// oncePerPage: page-wide work begun by the first start, ended with the last stop.
import { describe, expect, it, vi } from 'vitest';
import { oncePerPage } from './page-once';

describe('oncePerPage', () => {
  it('begins once for any number of starts and ends with the last stop; a stop called twice counts once', () => {
    const end = vi.fn();
    const begin = vi.fn(() => end);
    const start = oncePerPage(begin);
    const first = start();
    const second = start();
    expect(begin).toHaveBeenCalledTimes(1);
    first();
    first();
    expect(end).not.toHaveBeenCalled();
    second();
    expect(end).toHaveBeenCalledTimes(1);
    start()();
    expect(begin).toHaveBeenCalledTimes(2);
  });
});
