// useUploads: the review form's upload list on its own, with stand-in upload and delete calls.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import type { UploadCall, UploadedMedia } from './forms-api';
import { useUploads, type UploadCalls, type UploadRules } from './use-uploads';

const RULES: UploadRules = { limit: 2, maxSize: 10, sizeFactor: 100, messages: { tooMany: 'Too many', fileType: 'Bad type', fileSize: 'Too big' } };
const file = (name: string, type = 'image/jpeg', size = 10) => new File([new Uint8Array(size)], name, { type });

function deferredCalls() {
  const pending: { file: File; call: UploadCall; resolve: (media: UploadedMedia) => void; reject: (error: unknown) => void }[] = [];
  const calls: UploadCalls = {
    upload: (upload, call) => new Promise((resolve, reject) => pending.push({ file: upload, call, resolve, reject })),
    remove: vi.fn(() => Promise.resolve()),
  };
  return { calls, pending };
}

describe('useUploads', () => {
  it('uploads each accepted file with its progress, then holds its id and key', async () => {
    const { calls, pending } = deferredCalls();
    const { result } = renderHook(() => useUploads(RULES, calls));
    act(() => result.current.add([file('a.jpg'), file('b.mp4', 'video/mp4')]));
    expect(result.current.items.map((item) => [item.name, item.status, item.index])).toEqual([['a.jpg', 'uploading', 1], ['b.mp4', 'uploading', 2]]);
    expect(result.current.isBusy).toBe(true);
    act(() => pending[0]!.call.onProgress?.(0.5));
    expect(result.current.items[0]!.progress).toBe(0.5);
    await act(async () => pending[0]!.resolve({ id: '5', key: 'k5' }));
    await act(async () => pending[1]!.resolve({ id: '6', key: 'k6' }));
    expect(result.current.items.map((item) => item.status)).toEqual(['ok', 'ok']);
    expect(result.current.isBusy).toBe(false);
    expect(result.current.stored).toEqual([{ id: '5', key: 'k5', name: 'a.jpg', type: 'image/jpeg' }, { id: '6', key: 'k6', name: 'b.mp4', type: 'video/mp4' }]);
  });

  it('counts what is already there against the limit, before anything goes', () => {
    const { calls, pending } = deferredCalls();
    const { result } = renderHook(() => useUploads(RULES, calls));
    act(() => result.current.add([file('a.jpg')]));
    act(() => result.current.add([file('b.jpg'), file('c.jpg')]));
    expect(result.current.error).toBe('Too many');
    expect(result.current.items).toHaveLength(1);
    expect(pending).toHaveLength(1);
  });

  it('refuses bad types and files over limit × factor, and still uploads the good ones', () => {
    const { calls, pending } = deferredCalls();
    const { result } = renderHook(() => useUploads(RULES, calls));
    act(() => result.current.add([file('notes.txt', 'text/plain'), file('ok.png', 'image/png', 1000)]));
    expect(result.current.error).toBe('Bad type');
    expect(pending.map((entry) => entry.file.name)).toEqual(['ok.png']);
    act(() => result.current.add([file('big.gif', 'image/gif', 1001)]));
    expect(result.current.error).toBe('Too big');
  });

  it('a refusal removes the item with the shop\'s message; a failed request says what failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls, pending } = deferredCalls();
    const { result } = renderHook(() => useUploads(RULES, calls));
    act(() => result.current.add([file('a.jpg')]));
    await act(async () => pending[0]!.reject(new ApiError('rejected', { endpoint: 'cr_upload_media', message: 'Error: nonce validation failed.' })));
    expect(result.current.items).toHaveLength(0);
    expect(result.current.error).toBe('Error: nonce validation failed.');
    act(() => result.current.add([file('b.jpg')]));
    await act(async () => pending[1]!.reject(new ApiError('timeout', { endpoint: 'cr_upload_media' })));
    expect(result.current.error).toBe('b.jpg could not be uploaded. The shop took too long to answer. Please try again.');
  });

  it('delete marks the item pending, removes it on success and keeps it on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const calls: UploadCalls = { upload: () => Promise.resolve({ id: '1', key: 'k' }), remove: () => (fail ? Promise.reject(new ApiError('network', { endpoint: 'cr_delete_media' })) : Promise.resolve()) };
    const { result } = renderHook(() => useUploads(RULES, calls));
    act(() => result.current.add([file('a.jpg')]));
    await waitFor(() => expect(result.current.items[0]!.status).toBe('ok'));
    act(() => result.current.remove(result.current.items[0]!.id));
    expect(result.current.items[0]!.status).toBe('deleting');
    await waitFor(() => expect(result.current.items[0]!.status).toBe('ok'));
    expect(result.current.error).toBe('a.jpg could not be removed. You are probably offline.');
    fail = false;
    act(() => result.current.remove(result.current.items[0]!.id));
    await waitFor(() => expect(result.current.items).toHaveLength(0));
  });

  it('restores a draft\'s files as uploaded, and reset forgets everything', () => {
    const { calls } = deferredCalls();
    const { result } = renderHook(() => useUploads(RULES, calls, [{ id: '9', key: 'k9', name: 'old.jpg', type: 'image/jpeg', thumbnail: 'data:image/jpeg;base64,AAAA' }]));
    expect(result.current.items).toEqual([expect.objectContaining({ name: 'old.jpg', status: 'ok', previewUrl: 'data:image/jpeg;base64,AAAA', media: { id: '9', key: 'k9' } })]);
    act(() => result.current.reset());
    expect(result.current.items).toEqual([]);
    expect(result.current.stored).toEqual([]);
  });
});
