// The forms' shared core: the plugin's e-mail rule, the draft kept while typing, the submit cycle.
import { act, renderHook } from '@testing-library/react';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftStore } from './draft';
import { DRAFT_SAVE_DELAY_MS, isReviewEmail, useDraft, useRestoredDraft } from './form-core';

const schema = z.object({ text: z.string() });
const isEmpty = (draft: { text: string }): boolean => !draft.text.trim();
const KEY = 'shop-islands:draft:v1:question:12';

describe('isReviewEmail', () => {
  it.each(['ann@example.com', ' ann.lee@shop.co.uk ', '"ann lee"@example.com', 'ann@[10.0.0.1]'])('accepts %s', (email) => expect(isReviewEmail(email)).toBe(true));
  it.each(['', 'ann', 'ann@', 'ann@example', 'ann@example.c', 'ann lee@example.com', 'ann@@example.com'])('refuses %j', (email) => expect(isReviewEmail(email)).toBe(false));
});

/** The test question's draft store (it holds no state of its own: the draft is in sessionStorage). */
const questionDraft = draftStore({ form: 'question', itemId: '12' }, schema);

describe('useDraft', () => {
  afterEach(() => vi.useRealTimers());

  it('saves what is typed shortly after, restores it on the next page, and removes an emptied draft', () => {
    vi.useFakeTimers();
    const { rerender, unmount } = renderHook(({ text }) => useDraft(questionDraft, { text }, isEmpty), { initialProps: { text: 'Is it' } });
    rerender({ text: 'Is it warm?' });
    expect(sessionStorage.getItem(KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ text: 'Is it warm?' });
    unmount();
    const next = renderHook(() => useRestoredDraft({ form: 'question', itemId: '12' }, schema));
    expect(next.result.current.restored).toEqual({ text: 'Is it warm?' });
    renderHook(() => useDraft(next.result.current.store, { text: '' }, isEmpty));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('leaving the page inside the delay still keeps the last keys', () => {
    vi.useFakeTimers();
    renderHook(() => useDraft(questionDraft, { text: 'Last words' }, isEmpty));
    dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ text: 'Last words' });
  });

  it('after clear() (accepted) nothing is written back, even on pagehide, until the text changes', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ text }) => useDraft(questionDraft, { text }, isEmpty), { initialProps: { text: 'Sent text' } });
    act(() => result.current.clear());
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(KEY)).toBeNull();
    rerender({ text: 'A new question' });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ text: 'A new question' });
  });
});
