// The forms' shared core: the plugin's e-mail rule, the draft kept while typing, the submit cycle.
import { act, renderHook } from '@testing-library/react';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { draftStore } from './draft';
import { DRAFT_SAVE_DELAY_MS, isReviewEmail, useDraft, useRestoredDraft, useSubmission } from './form-core';
import type { FormResult } from './forms-api';

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

describe('useSubmission', () => {
  const accepted: FormResult = { isAccepted: true, code: 0, description: 'The question was successfully added.', button: 'Continue' };
  const refused: FormResult = { isAccepted: false, code: 2, description: 'Data validation error.', button: 'OK' };

  it('idle → submitting → result; only an accepted result calls onAccepted; back() returns to the form', async () => {
    const onAccepted = vi.fn();
    let answer = refused;
    const { result } = renderHook(() => useSubmission(() => Promise.resolve(answer), onAccepted));
    expect(result.current.state).toEqual({ phase: 'idle' });
    act(() => result.current.submit());
    expect(result.current.state).toEqual({ phase: 'submitting' });
    await vi.waitFor(() => expect(result.current.state).toEqual({ phase: 'result', result: refused }));
    expect(onAccepted).not.toHaveBeenCalled();
    act(() => result.current.back());
    answer = accepted;
    act(() => result.current.submit());
    await vi.waitFor(() => expect(result.current.state).toEqual({ phase: 'result', result: accepted }));
    expect(onAccepted).toHaveBeenCalledTimes(1);
  });

  it('a failed request becomes "failed" with the catalogue message and a console error; a second click while busy sends nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = vi.fn(() => Promise.reject(new ApiError('network', { endpoint: 'cr_new_qna' })));
    const { result } = renderHook(() => useSubmission(send, () => undefined));
    act(() => {
      result.current.submit();
      result.current.submit();
    });
    await vi.waitFor(() => expect(result.current.state).toEqual({ phase: 'failed', message: 'You are probably offline.' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('cr_new_qna failed: network'));
    error.mockRestore();
  });
});
