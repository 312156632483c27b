// Drafts: kept per form and subject in sessionStorage, dropped when they no longer read.
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKey, draftStore } from './draft';

const schema = z.object({ text: z.string(), rating: z.number() });

describe('draftStore', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps a draft across page loads, in sessionStorage, until cleared', () => {
    draftStore({ form: 'review', itemId: '12' }, schema).save({ text: 'Soft and warm', rating: 4 });
    expect(JSON.parse(sessionStorage.getItem('shop-islands:draft:v1:review:12')!)).toEqual({ text: 'Soft and warm', rating: 4 });
    const later = draftStore({ form: 'review', itemId: '12' }, schema);
    expect(later.load()).toEqual({ text: 'Soft and warm', rating: 4 });
    later.clear();
    expect(later.load()).toBeUndefined();
  });

  it('never shows one product’s or form’s draft in another', () => {
    draftStore({ form: 'review', itemId: '12' }, schema).save({ text: 'tee', rating: 5 });
    expect(draftStore({ form: 'review', itemId: '14' }, schema).load()).toBeUndefined();
    expect(draftStore({ form: 'question', itemId: '12' }, schema).load()).toBeUndefined();
    expect(draftStore({ form: 'answer', itemId: '12', questionId: '301' }, schema).load()).toBeUndefined();
    expect(draftKey({ form: 'answer', itemId: '12', questionId: '301' })).not.toBe(draftKey({ form: 'answer', itemId: '12', questionId: '302' }));
  });

  it.each([
    ['not JSON', '{"text":'],
    ['the wrong shape', '{"text":7}'],
  ])('a saved draft that is %s is dropped with a warning, not shown', (_, saved) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem('shop-islands:draft:v1:review:12', saved);
    expect(draftStore({ form: 'review', itemId: '12' }, schema).load()).toBeUndefined();
    expect(sessionStorage.getItem('shop-islands:draft:v1:review:12')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('shop-islands:draft:v1:review:12 could not be read'));
  });

  it('a full storage warns and does not throw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('sessionStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    });
    expect(() => draftStore({ form: 'review', itemId: '12' }, schema).save({ text: 'x', rating: 1 })).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be saved'));
  });
});
