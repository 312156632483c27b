// The photos and videos a review form uploads while the shopper writes: CusRev's checks (types, how
// many, how big) with the settings' messages, one XMLHttpRequest per file with its progress, ok on
// code 200, removed (with the server's message) on a refusal or a failed request, and delete →
// pending → gone. Shared by the ajax review form and the classic comment form (which pass their own
// upload and delete calls). Beyond the legacy script: a bad file in a batch no longer strands the
// good ones, a failed request no longer leaves a tile stuck, and the uploaded files survive a reload
// through the form's draft (`restore`).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, shopperMessage } from '../api';
import type { UploadCall, UploadedMedia } from './forms-api';

/** The MIME types frontend.js lets through (spec §5 Upload). */
export const UPLOAD_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/jpg', 'image/gif', 'video/mp4', 'video/mpeg', 'video/ogg', 'video/webm', 'video/quicktime', 'video/x-msvideo'];

/** Why a form waits before it is sent. */
export const UPLOADS_BUSY_MESSAGE = 'Please wait until your photos and videos have finished uploading, then submit again.';

/** What a form's draft keeps of its uploads (see uploadsDraftShape): the files uploaded (`Uploads.stored`), and those still uploading by name. */
export function uploadsDraft(stored: readonly StoredUpload[], unfinished: readonly string[]): { media: StoredUpload[]; unfinished?: string[] } {
  return { media: [...stored], ...(unfinished.length ? { unfinished: [...unfinished] } : {}) };
}

/** The side of the small picture kept in a draft, so a restored upload still shows what it is. */
const THUMBNAIL_PX = 96;

export interface UploadRules {
  /** How many files a review may carry (uploaded, uploading and new together). */
  readonly limit: number;
  /** Bytes. */
  readonly maxSize: number;
  /** The review form's uploader lets files through up to 100 × the setting (the server enforces the real limit). */
  readonly sizeFactor?: number;
  readonly messages: { readonly tooMany: string; readonly fileType: string; readonly fileSize: string };
}

export type UploadStatus = 'uploading' | 'ok' | 'deleting';

export interface UploadItem {
  /** This page's id for the item (stable across renders). */
  readonly id: string;
  /** The plugin's container number (`cr-upload-images-container-N`). */
  readonly index: number;
  readonly name: string;
  readonly type: string;
  readonly isImage: boolean;
  readonly status: UploadStatus;
  /** 0–1 of the file sent. */
  readonly progress: number;
  /** An object URL of the file, or the draft's thumbnail after a reload; none for videos and unreadable images. */
  readonly previewUrl?: string;
  /** A small data URL kept in the draft. */
  readonly thumbnail?: string;
  /** Once the shop accepted it. */
  readonly media?: UploadedMedia;
}

/** What a draft keeps of an uploaded file. */
export interface StoredUpload {
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly type: string;
  readonly thumbnail?: string;
  /** Classic comment form: the nonce its delete call needs. */
  readonly deleteNonce?: string;
}

export interface UploadCalls {
  readonly upload: (file: File, call: UploadCall) => Promise<UploadedMedia>;
  /** `index` is the item's container number (the classic delete names its container). */
  readonly remove: (media: UploadedMedia, index: number) => Promise<void>;
}

export interface Uploads {
  readonly items: readonly UploadItem[];
  /** The media field's message (a refused file, a failed upload or delete); '' when none. */
  readonly error: string;
  /** Whether a file is still uploading or being deleted (the form must not be sent yet). */
  readonly isBusy: boolean;
  /** Checks and uploads the chosen files. */
  readonly add: (files: readonly File[]) => void;
  /** Whether `add` would upload any of `files` (the count allows them and one passes the type and size checks). */
  readonly accepts: (files: readonly File[]) => boolean;
  /** The names of the files still uploading (a draft cannot keep them). */
  readonly unfinished: readonly string[];
  /** Deletes an uploaded file on the shop, or stops an upload under way. */
  readonly remove: (id: string) => void;
  /** Forgets every item (after the review was accepted); uploads under way are stopped. */
  readonly reset: () => void;
  /** What a draft keeps: the uploaded files. */
  readonly stored: readonly StoredUpload[];
}

const isImageType = (type: string): boolean => type.startsWith('image/');

/** A small JPEG data URL of an image file, or undefined where the browser cannot make one. */
export async function makeThumbnail(file: File): Promise<string | undefined> {
  if (!isImageType(file.type) || typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = THUMBNAIL_PX / Math.max(bitmap.width, bitmap.height, 1);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * Math.min(1, scale)));
    canvas.height = Math.max(1, Math.round(bitmap.height * Math.min(1, scale)));
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const url = canvas.toDataURL('image/jpeg', 0.7);
    return url.startsWith('data:image/') ? url : undefined;
  } catch {
    return undefined;
  }
}

let itemCount = 0;

/**
 * The upload list of one form. `restore` (read once) is the draft's uploaded files; `calls` are the
 * form's upload and delete calls (its nonce and item id bound in).
 */
export function useUploads(rules: UploadRules, calls: UploadCalls, restore: readonly StoredUpload[] = []): Uploads {
  const [initial] = useState<readonly UploadItem[]>(() =>
    restore.map((stored, index) => ({
      id: `upload-${++itemCount}`,
      index: index + 1,
      name: stored.name,
      type: stored.type,
      isImage: isImageType(stored.type),
      status: 'ok',
      progress: 1,
      previewUrl: stored.thumbnail,
      thumbnail: stored.thumbnail,
      media: { id: stored.id, key: stored.key, ...(stored.deleteNonce ? { deleteNonce: stored.deleteNonce } : {}) },
    })),
  );
  const [items, setItems] = useState(initial);
  // The list as the handlers last left it: a second batch chosen before React re-rendered still counts the first.
  const current = useRef(initial);
  const [error, setError] = useState('');
  const nextIndex = useRef(restore.length + 1);
  const inflight = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());
  const callsRef = useRef(calls);
  useEffect(() => {
    callsRef.current = calls;
  }, [calls]);

  const change = useCallback((next: (items: readonly UploadItem[]) => readonly UploadItem[]) => {
    current.current = next(current.current);
    setItems(current.current);
  }, []);
  const update = useCallback(
    (id: string, edit: (item: UploadItem) => UploadItem | undefined) => change((list) => list.flatMap((item) => (item.id === id ? (edit(item) ?? []) : [item]))),
    [change],
  );
  const forget = useCallback(
    (id: string) => {
      const url = objectUrls.current.get(id);
      if (url) URL.revokeObjectURL(url);
      objectUrls.current.delete(id);
      inflight.current.delete(id);
      update(id, () => undefined);
    },
    [update],
  );

  useEffect(() => {
    const uploads = inflight.current;
    const urls = objectUrls.current;
    return () => {
      for (const controller of uploads.values()) controller.abort(new DOMException('The form went away', 'AbortError'));
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const start = useCallback(
    (file: File, item: UploadItem) => {
      const controller = new AbortController();
      inflight.current.set(item.id, controller);
      void makeThumbnail(file).then((thumbnail) => {
        if (thumbnail) update(item.id, (found) => ({ ...found, thumbnail }));
      });
      callsRef.current
        .upload(file, { signal: controller.signal, onProgress: (sent) => update(item.id, (found) => (found.status === 'uploading' ? { ...found, progress: sent } : found)) })
        .then(
          (media) => {
            inflight.current.delete(item.id);
            update(item.id, (found) => ({ ...found, status: 'ok', progress: 1, media }));
          },
          (failure: unknown) => {
            if (controller.signal.aborted) return;
            if (failure instanceof ApiError) console.error(`[shop-islands] ${failure.describe()}`);
            forget(item.id);
            // A refusal carries the shop's own words (code ≥ 500); a failed request says why.
            setError(failure instanceof ApiError && failure.kind === 'rejected' ? failure.message : `${item.name} could not be uploaded. ${shopperMessage(failure)}`);
          },
        );
    },
    [update, forget],
  );

  /** Why `file` is refused (the settings' message), or '' when it may be uploaded. */
  const problemOf = useCallback(
    (file: File): string => {
      if (!UPLOAD_TYPES.includes(file.type)) return rules.messages.fileType;
      if (file.size > rules.maxSize * (rules.sizeFactor ?? 1)) return rules.messages.fileSize;
      return '';
    },
    [rules],
  );
  const isTooMany = useCallback((files: readonly File[]) => current.current.length + files.length > rules.limit, [rules]);

  const accepts = useCallback((files: readonly File[]) => files.length > 0 && !isTooMany(files) && files.some((file) => !problemOf(file)), [isTooMany, problemOf]);

  const add = useCallback(
    (files: readonly File[]) => {
      if (!files.length) return;
      setError('');
      if (isTooMany(files)) {
        setError(rules.messages.tooMany);
        return;
      }
      const problems = new Set<string>();
      const starts: [File, UploadItem][] = [];
      for (const file of files) {
        const problem = problemOf(file);
        if (problem) {
          problems.add(problem);
          continue;
        }
        const id = `upload-${++itemCount}`;
        const isImage = isImageType(file.type);
        const previewUrl = isImage && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
        if (previewUrl) objectUrls.current.set(id, previewUrl);
        starts.push([file, { id, index: nextIndex.current++, name: file.name, type: file.type, isImage, status: 'uploading', progress: 0, previewUrl }]);
      }
      if (problems.size) setError([...problems].join(' '));
      if (!starts.length) return;
      change((list) => [...list, ...starts.map(([, item]) => item)]);
      for (const [file, item] of starts) start(file, item);
    },
    [rules, start, change, isTooMany, problemOf],
  );

  const remove = useCallback(
    (id: string) => {
      const item = current.current.find((candidate) => candidate.id === id);
      if (!item || item.status === 'deleting') return;
      setError('');
      if (item.status === 'uploading' || !item.media) {
        inflight.current.get(id)?.abort(new DOMException('Upload stopped', 'AbortError'));
        forget(id);
        return;
      }
      const { media } = item;
      update(id, (found) => ({ ...found, status: 'deleting' }));
      callsRef.current.remove(media, item.index).then(
        () => forget(id),
        (failure: unknown) => {
          if (failure instanceof ApiError) console.error(`[shop-islands] ${failure.describe()}`);
          update(id, (found) => ({ ...found, status: 'ok' }));
          setError(`${item.name} could not be removed. ${failure instanceof ApiError && failure.kind === 'rejected' ? 'The shop refused.' : shopperMessage(failure)}`);
        },
      );
    },
    [update, forget],
  );

  const reset = useCallback(() => {
    for (const controller of inflight.current.values()) controller.abort(new DOMException('The form was reset', 'AbortError'));
    inflight.current.clear();
    for (const url of objectUrls.current.values()) URL.revokeObjectURL(url);
    objectUrls.current.clear();
    nextIndex.current = 1;
    change(() => []);
    setError('');
  }, [change]);

  const stored = useMemo(
    () =>
      items.flatMap((item) =>
        item.media && item.status !== 'uploading'
          ? [{ id: item.media.id, key: item.media.key, name: item.name, type: item.type, ...(item.thumbnail ? { thumbnail: item.thumbnail } : {}), ...(item.media.deleteNonce ? { deleteNonce: item.media.deleteNonce } : {}) }]
          : [],
      ),
    [items],
  );

  const unfinished = useMemo(() => items.filter((item) => item.status === 'uploading').map((item) => item.name), [items]);

  return { items, error, isBusy: items.some((item) => item.status !== 'ok'), add, accepts, remove, reset, stored, unfinished };
}
