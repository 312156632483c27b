// useSubmission: the forms' submit cycle on its own, with a stand-in request the test answers.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { useSubmission } from './submission';

type Answer = { readonly isAccepted: true; readonly page: string } | { readonly isAccepted: false; readonly reason: string };
const KEPT: Answer = { isAccepted: true, page: '/product/socks/#comment-9' };
const REFUSED: Answer = { isAccepted: false, reason: 'Duplicate comment detected.' };

/** A request that waits for the test's answer; `sent` counts the calls. */
function standInRequest() {
  const answers: { resolve: (answer: Answer) => void; reject: (error: unknown) => void }[] = [];
  const send = vi.fn(() => new Promise<Answer>((resolve, reject) => answers.push({ resolve, reject })));
  return { send, answers };
}

describe('useSubmission', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes idle → submitting → result when the shop answers, and hands only an accepted answer to onAccepted', async () => {
    const { send, answers } = standInRequest();
    const onAccepted = vi.fn();
    const { result } = renderHook(() => useSubmission(send, onAccepted));
    expect(result.current.state.phase).toBe('idle');
    act(() => result.current.submit());
    expect(result.current.state.phase).toBe('submitting');
    await act(async () => answers[0]!.resolve(REFUSED));
    expect(result.current.state).toEqual({ phase: 'result', result: REFUSED });
    expect(onAccepted).not.toHaveBeenCalled();
    act(() => result.current.submit());
    await act(async () => answers[1]!.resolve(KEPT));
    expect(result.current.state).toEqual({ phase: 'result', result: KEPT });
    expect(onAccepted).toHaveBeenCalledExactlyOnceWith(KEPT);
  });

  it('shows the accepted result even when what follows it fails (a page that cannot be opened), and says so on the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { send, answers } = standInRequest();
    const { result } = renderHook(() =>
      useSubmission(send, () => {
        throw new Error('navigation blocked');
      }),
    );
    act(() => result.current.submit());
    await act(async () => answers[0]!.resolve(KEPT));
    expect(result.current.state).toEqual({ phase: 'result', result: KEPT });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('after the form was accepted'), expect.any(Error));
  });

  it('a failed request is "failed" with the shopper message, said on the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { send, answers } = standInRequest();
    const onAccepted = vi.fn();
    const { result } = renderHook(() => useSubmission(send, onAccepted));
    act(() => result.current.submit());
    await act(async () => answers[0]!.reject(new ApiError('timeout', { endpoint: 'wp-comments-post.php' })));
    expect(result.current.state).toEqual({ phase: 'failed', message: 'The shop took too long to answer. Please try again.' });
    expect(error).toHaveBeenCalledWith('[shop-islands] wp-comments-post.php failed: timeout');
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it("says a failure in the caller's words when given them", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { send, answers } = standInRequest();
    const { result } = renderHook(() => useSubmission(send, () => undefined, (reason) => `It may have arrived (${String(reason)}).`));
    act(() => result.current.submit());
    await act(async () => answers[0]!.reject('no answer'));
    expect(result.current.state).toEqual({ phase: 'failed', message: 'It may have arrived (no answer).' });
  });

  it('sends nothing more while a request is on its way; once it is answered, a submit sends again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { send, answers } = standInRequest();
    const { result } = renderHook(() => useSubmission(send, () => undefined));
    act(() => result.current.submit());
    act(() => result.current.submit());
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => answers[0]!.reject(new ApiError('network', { endpoint: 'cr_submit_review' })));
    act(() => result.current.submit());
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.state.phase).toBe('submitting');
  });

  it('back() returns from a failure and from a result to the filled-in form (idle)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { send, answers } = standInRequest();
    const { result } = renderHook(() => useSubmission(send, () => undefined));
    act(() => result.current.submit());
    await act(async () => answers[0]!.reject(new Error('boom')));
    expect(result.current.state.phase).toBe('failed');
    act(() => result.current.back());
    expect(result.current.state).toEqual({ phase: 'idle' });
    act(() => result.current.submit());
    await act(async () => answers[1]!.resolve(REFUSED));
    act(() => result.current.back());
    expect(result.current.state).toEqual({ phase: 'idle' });
  });
});
