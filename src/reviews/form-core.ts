// What the review, question and answer forms share: the plugin's e-mail rule and the draft kept while the
// shopper types (their submit cycle is in ./submission).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResponseSchema } from '../api';
import { draftStore, type DraftScope, type DraftStore } from './draft';

// CusRev's client-side rule: a dotted local part (or a quoted one) @ an IPv4 literal or dotted labels
// ending in a TLD of two or more letters.
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** The review and Q&A forms' e-mail check (trimmed). */
export const isReviewEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/**
 * What a form says when it finds its draft: restored, and the files that were still uploading when it
 * was written (a draft keeps only uploaded files; those must be added again).
 */
export function restoredNote(noun: 'review' | 'question' | 'answer', unfinished: readonly string[] = []): string {
  const note = `Your unsent ${noun} was restored.`;
  if (!unfinished.length) return note;
  const one = unfinished.length === 1;
  return `${note} ${unfinished.join(', ')} ${one ? 'was' : 'were'} still uploading and not kept: please add ${one ? 'it' : 'them'} again.`;
}

/** How long typing may go unsaved: short enough that a crash loses a word or two, long enough not to write on every key. */
export const DRAFT_SAVE_DELAY_MS = 300;

/** A form's draft store and the draft it held when the form first rendered (read once), for the form's initial state. */
export function useRestoredDraft<T>(scope: DraftScope, schema: ResponseSchema<T>): { store: DraftStore<T>; restored: T | undefined } {
  const [found] = useState(() => {
    const store = draftStore(scope, schema);
    return { store, restored: store.load() };
  });
  return found;
}

/**
 * Keeps `value` (memoised: a new object means a change) in `store` as the form's draft. An `isEmpty`
 * value removes the draft. After `clear()` (the shop accepted the form) nothing is written again until
 * the shopper changes something, so a reload right after a success does not bring the sent text back.
 */
export function useDraft<T>(store: DraftStore<T>, value: T, isEmpty: (value: T) => boolean): { clear: () => void } {
  const latest = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isCleared = useRef(false);
  const write = useCallback(() => {
    if (isCleared.current) return;
    if (isEmpty(latest.current)) store.clear();
    else store.save(latest.current);
  }, [store, isEmpty]);
  useEffect(() => {
    if (latest.current !== value) isCleared.current = false;
    latest.current = value;
    timer.current = setTimeout(write, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [value, write]);
  useEffect(() => {
    // Leaving the page, or the form going (another question's answer form opened), inside the save delay still keeps the last keys.
    addEventListener('pagehide', write);
    return () => {
      removeEventListener('pagehide', write);
      write();
    };
  }, [write]);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    isCleared.current = true;
    store.clear();
  }, [store]);
  return { clear };
}
