// Drafts of what a shopper writes in a review, question or answer form, kept in sessionStorage so a
// reload, a crash or a failed submit loses nothing. One key per form and what it is about, so a
// draft never shows up in another product's form or in another kind of form.
import type { ResponseSchema } from '../api';

const PREFIX = 'shop-islands:draft:v1:';

export interface DraftStore<T> {
  /** The saved draft, or undefined when there is none or it no longer reads (it is then dropped). */
  load(): T | undefined;
  save(draft: T): void;
  clear(): void;
  /**
   * Clears the draft the first time a page shows `sentId`, what was sent from it (WordPress's
   * `?unapproved=<comment id>` after a native post), and says whether it did; a later draft on that page is kept.
   */
  clearOnceSent(sentId: string): boolean;
}

/** What a draft belongs to: the form's kind, and the product (or -1, the shop) and question it is about. */
export interface DraftScope {
  readonly form: 'review' | 'question' | 'answer' | 'comment';
  readonly itemId: string;
  readonly questionId?: string;
}

/** `cr_onsite_42_ovrl` → `ovrl`: a draft outlives the per-page hash (0–99 and `_`) in Customer Reviews' field names. */
export const stableKey = (name: string): string => name.replace(/^cr_onsite_(\d+_)?/, '');

export function draftKey({ form, itemId, questionId }: DraftScope): string {
  return `${PREFIX}${form}:${itemId}${questionId ? `:${questionId}` : ''}`;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage (privacy settings, sandboxed frames): drafts are then kept only in the page.
    return undefined;
  }
}

export function draftStore<T>(scope: DraftScope, schema: ResponseSchema<T>): DraftStore<T> {
  const key = draftKey(scope);
  return {
    load() {
      const text = storage()?.getItem(key);
      if (!text) return undefined;
      let parsed: ReturnType<typeof schema.safeParse>;
      try {
        parsed = schema.safeParse(JSON.parse(text));
      } catch {
        parsed = { success: false, error: { issues: [{ path: [], message: 'not JSON' }] } };
      }
      if (parsed.success) return parsed.data;
      console.warn(`[shop-islands] the saved draft ${key} could not be read and was dropped: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
      storage()?.removeItem(key);
      return undefined;
    },
    save(draft) {
      try {
        storage()?.setItem(key, JSON.stringify(draft));
      } catch (error) {
        // A full storage keeps the draft in the page only; the form itself still holds everything.
        console.warn(`[shop-islands] the draft ${key} could not be saved: ${(error as Error).message}`);
      }
    },
    clear() {
      storage()?.removeItem(key);
    },
    clearOnceSent(sentId) {
      const marker = `${key}:sent`;
      try {
        if (storage()?.getItem(marker) === sentId) return false;
        storage()?.setItem(marker, sentId);
      } catch {
        // Storage refused the marker: clearing again is the safe side.
      }
      this.clear();
      return true;
    },
  };
}
