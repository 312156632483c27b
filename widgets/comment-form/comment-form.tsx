// The classic product review form (WordPress's comment_form() with Customer Reviews' ratings, on-site
// questions, photo field, terms and captcha, or WooCommerce's rating select). The server's form stays —
// other plugins' fields in it keep working and are posted — and the island takes over the parts that
// need a script: the ratings become radio groups, the photo field uploads with progress. On submit it
// checks what spec §5 asks of the single-product form (required ratings, required questions, every text
// box, the terms with 'Please tick the checkbox to proceed', the captcha with 'Please confirm that you are
// not a robot'), then posts the form itself to wp-comments-post.php: WordPress's refusal page is shown as
// a message, a failed request keeps everything and offers a retry, and a kept review opens the page that
// shows it. Everything typed, chosen and uploaded is kept as a draft until the shop has the review.
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as z from 'zod/mini';
import { ApiError, shopperMessage } from '@/api';
import { adoptStyles, announce } from '@/dom';
import {
  captchaErrorText,
  captchaToken,
  deleteCommentImage,
  draftStore,
  isCaptchaEnabled,
  isCaptchaUnanswered,
  RatingField,
  resetCaptcha,
  stableKey,
  restoredNote,
  uploadCommentImage,
  uploadsDraft,
  uploadsDraftShape,
  UPLOADS_BUSY_MESSAGE,
  useDraft,
  useUploads,
  type UploadCall,
  type UploadedMedia,
} from '@/reviews';
import type { IslandContext } from '@/runtime';
import css from './comment-form.css?inline';
import { postCommentForm } from './comment-post';
import { PhotoField } from './photo-field';
import { RATING_BLOCKS } from './read-props';
import type { CommentField, CommentFormProps } from './schema';

/** Customer Reviews' own (hard-coded, untranslated) terms message. */
const TERMS_MESSAGE = 'Please tick the checkbox to proceed';

const draftSchema = z.object({
  ratings: z.record(z.string(), z.number()),
  fields: z.record(z.string(), z.string()),
  terms: z.boolean(),
  ...uploadsDraftShape,
});
type Draft = z.infer<typeof draftSchema>;

type Phase = { readonly kind: 'idle' } | { readonly kind: 'sending' } | { readonly kind: 'refused'; readonly message: string } | { readonly kind: 'failed'; readonly message: string } | { readonly kind: 'sent' };

/** What is wrong with the form, in the order the shopper meets it. */
interface Problems {
  readonly ratings: ReadonlySet<string>;
  /** Controls of the server's form that failed, by name. */
  readonly controls: readonly string[];
  readonly messages: readonly string[];
}
const NO_PROBLEMS: Problems = { ratings: new Set(), controls: [], messages: [] };

/**
 * The server's elements matching `selector`, each joined by an empty box the island renders into. The
 * server's element stays in the page, hidden, its ids and names lent to the island's copy (nothing is
 * posted twice), so a click the runtime held back before the island ran still lands on it and
 * can be read; all is given back when the island goes. The boxes go in before the browser paints.
 */
function useTakeover(form: HTMLElement, selector: string): readonly Slot[] {
  const [slots] = useState(() =>
    [...form.querySelectorAll<HTMLElement>(selector)].map((original) => {
      const box = document.createElement('div');
      box.className = 'island-comment-form__slot';
      return { original, box };
    }),
  );
  useLayoutEffect(() => {
    const undo: (() => void)[] = [];
    for (const { original, box } of slots) {
      // A shopper who was already on a star or the file input stays there (on the island's own control).
      const hadFocus = original.contains(document.activeElement);
      original.before(box);
      original.setAttribute('hidden', '');
      // Ids and names move to the island's copy: none twice in the page, nothing posted twice.
      const lent = [...original.querySelectorAll<HTMLElement>('[id], [name]')].map((element) => [element, element.getAttribute('id'), element.getAttribute('name')] as const);
      for (const [element] of lent) {
        element.removeAttribute('id');
        element.removeAttribute('name');
      }
      undo.push(() => {
        box.remove();
        original.removeAttribute('hidden');
        for (const [element, id, name] of lent) {
          if (id !== null) element.setAttribute('id', id);
          if (name !== null) element.setAttribute('name', name);
        }
      });
      if (hadFocus) box.querySelector<HTMLElement>('[tabindex="0"], input:not([type="hidden"]), button')?.focus();
    }
    return () => undo.forEach((step) => step());
  }, [slots]);
  return slots;
}

/** Where the island may post itself: the page's own origin (another one, or http from https, is left to the browser). */
function isSameOrigin(action: URL): boolean {
  return action.origin === location.origin;
}

/** What a request failure tells the shopper; a timeout may have reached the shop, so it says so. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'timeout') return 'The shop took too long to answer, so it may have your review already: reload the page to see it before you send it again.';
  return shopperMessage(error);
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

interface Slot {
  /** The server's element, hidden while the island shows its own. */
  readonly original: HTMLElement;
  readonly box: HTMLElement;
}

function controlOf(form: HTMLElement, name: string): TextControl | null {
  return form.querySelector<TextControl>(`[name="${CSS.escape(name)}"]`);
}

function termsBox(form: HTMLElement): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>('.cr-review-form-terms .cr-review-form-checkbox');
}

/** The form's typed values, read from the server's controls. */
function readTyped(form: HTMLElement, fields: readonly CommentField[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [stableKey(field.name), controlOf(form, field.name)?.value ?? '']));
}

/** The draft's value of each control where the shopper has not typed since the page loaded, else what is typed. */
function mergeDraft(form: HTMLElement, fields: readonly CommentField[], draft: Draft | undefined): Record<string, string> {
  const typed = readTyped(form, fields);
  if (!draft) return typed;
  for (const field of fields) {
    const control = controlOf(form, field.name);
    const key = stableKey(field.name);
    const value = draft.fields[key];
    if (control && value !== undefined && (control.value === '' || control.value === control.defaultValue)) typed[key] = value;
  }
  return typed;
}

function isFilled(value: string | undefined): boolean {
  return (value ?? '').trim() !== '';
}

export function CommentForm(props: CommentFormProps & IslandContext) {
  adoptStyles('comment-form', css);
  const { mountPoint: form, postId, ratings, fields, media, uploads: rules } = props;
  const id = useId();
  const summaryId = `${id}-problems`;

  // The draft found when the page loaded; a page showing the review just posted means it was sent.
  const [draftKept] = useState(() => draftStore({ form: 'comment', itemId: postId }, draftSchema));
  const [restored] = useState(() => (props.afterPost && draftKept.clearOnceSent(props.afterPost) ? undefined : draftKept.load()));
  const [isRestoredShown, setRestoredShown] = useState(() => restored !== undefined);
  const [ratingValues, setRatingValues] = useState<Record<string, number>>(() => {
    const initial: Record<string, number> = {};
    for (const block of ratings) {
      const key = stableKey(block.valueName);
      const value = block.value || restored?.ratings[key] || 0;
      if (value) initial[key] = value;
    }
    return initial;
  });
  const [typed, setTyped] = useState<Record<string, string>>(() => mergeDraft(form, fields, restored));
  const [isTermsTicked, setTermsTicked] = useState(() => (termsBox(form)?.checked ?? false) || (restored?.terms ?? false));
  // The restored draft goes into the server's controls once, before the first paint.
  const [initial] = useState(() => ({ typed, isTermsTicked }));
  useLayoutEffect(() => {
    for (const field of fields) {
      const control = controlOf(form, field.name);
      const value = initial.typed[stableKey(field.name)];
      if (control && value !== undefined && control.value !== value) control.value = value;
    }
    const terms = termsBox(form);
    if (terms && initial.isTermsTicked) terms.checked = true;
  }, [form, fields, initial]);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [uploadNotice, setUploadNotice] = useState('');
  // Each submit redraws the messages, so the same message is announced again.
  const [attempt, setAttempt] = useState(0);

  const ratingSlots = useTakeover(form, RATING_BLOCKS);
  const [photoSlot] = useTakeover(form, '.cr-upload-local-images');
  // The restored draft is also said to screen readers, with the files that could not be kept.
  const [restoredText] = useState(() => (restored ? restoredNote('review', restored.unfinished) : ''));
  useEffect(() => {
    if (restoredText) announce(restoredText);
  }, [restoredText]);
  // A star clicked before the island ran: the runtime replays the click on the server's (hidden) star.
  useEffect(() => {
    const listeners = ratingSlots.map(({ original }, index) => {
      const onClick = (event: Event): void => {
        const star = (event.target as Element).closest<HTMLElement>('[data-rating]');
        const block = ratings[index];
        const value = Number(star?.dataset.rating);
        if (!block || !(value >= 1 && value <= 5)) return;
        const key = stableKey(block.valueName);
        setRatingValues((current) => ({ ...current, [key]: value }));
        ratingSlots[index]?.box.querySelector<HTMLElement>(`[role="radio"]:nth-of-type(${value})`)?.focus();
      };
      original.addEventListener('click', onClick);
      return () => original.removeEventListener('click', onClick);
    });
    return () => listeners.forEach((stop) => stop());
  }, [ratingSlots, ratings]);
  // Files chosen in the server's photo field before the island took it over are uploaded now.
  const [filesBeforeMount] = useState(() => [...(photoSlot?.original.querySelector<HTMLInputElement>('input[type="file"]')?.files ?? [])]);
  // WordPress prints `novalidate` only for html5 themes; the island's checks must run before the browser's bubbles.
  useEffect(() => {
    const hadNoValidate = form.hasAttribute('novalidate');
    form.setAttribute('novalidate', '');
    return () => {
      if (!hadNoValidate) form.removeAttribute('novalidate');
    };
  }, [form]);

  const uploadRules = useMemo(() => ({ limit: rules.limit, maxSize: rules.maxSize, messages: { tooMany: rules.tooMany, fileType: rules.fileType, fileSize: rules.fileSize } }), [rules]);
  // The captcha token of the batch being uploaded (the plugin checks one per batch).
  const uploadToken = useRef('');
  const uploadCalls = useMemo(
    () => ({
      upload: (file: File, call: UploadCall) => uploadCommentImage(file, { nonce: media?.nonce ?? '', postId: media?.postId ?? postId, captcha: uploadToken.current }, call),
      remove: (uploaded: UploadedMedia, index: number) => deleteCommentImage(uploaded, `.cr-upload-images-containers.cr-upload-images-container-${index}.cr-upload-ok`),
    }),
    [media, postId],
  );
  const uploads = useUploads(uploadRules, uploadCalls, media ? restored?.media : undefined);

  const draft = useMemo<Draft>(
    () => ({ ratings: ratingValues, fields: typed, terms: isTermsTicked, ...uploadsDraft(uploads.stored, uploads.unfinished) }),
    [ratingValues, typed, isTermsTicked, uploads.stored, uploads.unfinished],
  );
  const isDraftEmpty = useCallback((value: Draft) => !Object.values(value.ratings).some(Boolean) && !Object.values(value.fields).some(isFilled) && !value.terms && !value.media.length, []);
  const { clear: clearDraft } = useDraft(draftKept, draft, isDraftEmpty);

  const uploadError = uploadNotice || uploads.error;
  useEffect(() => {
    if (uploadError) announce(uploadError, 0);
  }, [uploadError]);

  // A change to a control that was marked takes its mark away.
  const forgive = useCallback((name: string) => {
    setProblems((current) => (current.controls.includes(name) ? { ...current, controls: current.controls.filter((control) => control !== name) } : current));
  }, []);

  // The server's controls: what is typed is read as it changes (for the draft and the checks).
  useEffect(() => {
    const names = new Set(fields.map((field) => field.name));
    const onInput = (event: Event): void => {
      const control = event.target as TextControl;
      if (control.matches?.('.cr-review-form-terms .cr-review-form-checkbox')) {
        setTermsTicked((control as HTMLInputElement).checked);
        forgive('terms');
        return;
      }
      if (!names.has(control.name)) return;
      setTyped((current) => ({ ...current, [stableKey(control.name)]: control.value }));
      forgive(control.name);
    };
    form.addEventListener('input', onInput);
    form.addEventListener('change', onInput);
    return () => {
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
    };
  }, [form, fields, forgive]);

  // The marks on the server's controls: the plugin's error class, aria-invalid, and what is wrong.
  useEffect(() => {
    const marked: { element: Element; container: Element | null; previous: string | null }[] = [];
    for (const name of problems.controls) {
      const control = name === 'terms' ? termsBox(form) : controlOf(form, name);
      if (!control) continue;
      const question = control.closest('.cr-onsite-question');
      const ownError = question?.querySelector<HTMLElement>('.cr-review-form-field-error');
      if (ownError && !ownError.id) ownError.id = `${id}-${stableKey(name)}-error`;
      const container = question ?? (name === 'terms' ? control.closest('.cr-review-form-terms') : control.matches('.cr-review-form-textbox') ? control : null);
      container?.classList.add('cr-review-form-error');
      control.setAttribute('aria-invalid', 'true');
      marked.push({ element: control, container, previous: control.getAttribute('aria-describedby') });
      const previous = control.getAttribute('aria-describedby');
      control.setAttribute('aria-describedby', [...new Set([...(previous ?? '').split(/\s+/), ownError?.id, summaryId].filter(Boolean))].join(' '));
    }
    return () => {
      for (const { element, container, previous } of marked) {
        container?.classList.remove('cr-review-form-error');
        element.removeAttribute('aria-invalid');
        if (previous === null) element.removeAttribute('aria-describedby');
        else element.setAttribute('aria-describedby', previous);
      }
    };
  }, [form, problems.controls, id, summaryId]);

  /** Spec §5 "Single-product form", plus the captcha and the uploads; names every failing part. */
  const check = (): Problems => {
    const failingRatings = new Set<string>();
    const controls: string[] = [];
    const missing: string[] = [];
    const messages: string[] = [];
    for (const block of ratings) {
      const key = stableKey(block.valueName);
      if (!block.isRequired || ratingValues[key]) continue;
      failingRatings.add(key);
      missing.push(block.label);
    }
    const current = readTyped(form, fields);
    let isEmailBad = false;
    for (const field of fields) {
      const value = current[stableKey(field.name)];
      if (field.isRequired && !isFilled(value)) {
        controls.push(field.name);
        missing.push(field.label);
      } else if (field.kind === 'email' && isFilled(value) && (controlOf(form, field.name) as HTMLInputElement | null)?.validity?.typeMismatch) {
        controls.push(field.name);
        isEmailBad = true;
      }
    }
    if (missing.length) messages.push(`Please fill in the required fields: ${missing.join(', ')}.`);
    if (isEmailBad) messages.push('Please enter a valid email address.');
    if (props.terms && !termsBox(form)?.checked) {
      controls.push('terms');
      messages.push(TERMS_MESSAGE);
    }
    if (isCaptchaUnanswered(form)) messages.push(captchaErrorText());
    if (uploads.isBusy) messages.push(UPLOADS_BUSY_MESSAGE);
    return { ratings: failingRatings, controls, messages };
  };

  /** Focus to the first failing part, in page order. */
  const focusFirst = (found: Problems): void => {
    const targets: HTMLElement[] = [];
    for (const key of found.ratings) {
      const group = form.querySelector<HTMLElement>(`[data-field="rating:${CSS.escape(key)}"] [tabindex="0"]`);
      if (group) targets.push(group);
    }
    for (const name of found.controls) {
      const control = name === 'terms' ? termsBox(form) : controlOf(form, name);
      if (control) targets.push(control);
    }
    if (!targets.length && found.messages.length) {
      const captcha = form.querySelector<HTMLElement>('.cr-captcha input, .cr-captcha iframe, .cr-captcha [tabindex]');
      if (captcha && found.messages.includes(captchaErrorText())) targets.push(captcha);
    }
    targets.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    targets[0]?.focus();
  };

  const isSending = useRef(false);
  const isSent = useRef(false);
  const send = useCallback(async (submitter: HTMLElement | null) => {
    if (isSending.current || isSent.current) return;
    isSending.current = true;
    setPhase({ kind: 'sending' });
    const body = new FormData(form as HTMLFormElement);
    // The button pressed travels with the form, as in a native post (`submit=Submit`).
    if (submitter instanceof HTMLInputElement || submitter instanceof HTMLButtonElement) {
      if (submitter.name) body.append(submitter.name, submitter.value);
    }
    if (isCaptchaEnabled() && !body.has('cr_captcha_response')) body.set('cr_captcha_response', await captchaToken(form));
    try {
      const answer = await postCommentForm(new URL(props.action, location.href), body);
      if (answer.isAccepted) {
        // Kept: no second post while the page WordPress pointed to loads.
        isSent.current = true;
        clearDraft();
        setPhase({ kind: 'sent' });
        const target = new URL(answer.location, location.href);
        const unapproved = target.searchParams.get('unapproved');
        if (!target.hash && unapproved) target.hash = `comment-${unapproved}`;
        // Only a page of this shop is opened; anything else reloads this one, where the review shows too.
        location.assign(target.origin === location.origin ? target.href : location.href);
        return;
      }
      console.error(`[shop-islands] comment-form: the shop refused the review (HTTP ${answer.status}): ${answer.message}`);
      resetCaptcha(form);
      setPhase({ kind: 'refused', message: answer.message });
    } catch (error) {
      console.error('[shop-islands] comment-form: the review could not be sent', error);
      setPhase({ kind: 'failed', message: failureText(error) });
    } finally {
      isSending.current = false;
    }
  }, [form, props.action, clearDraft]);

  // The form's submit (the button, or Enter in a field) is the island's from now on.
  const onSubmit = useRef<(event: Event) => void>(() => undefined);
  const handleSubmit = (event: Event): void => {
    // Another script that cancelled the submit (to fetch a token, say, and submit again) goes first.
    if (event.defaultPrevented) return;
    if (isSending.current || isSent.current) {
      event.preventDefault();
      return;
    }
    setRestoredShown(false);
    const found = check();
    setProblems(found);
    setAttempt((count) => count + 1);
    if (found.messages.length) {
      event.preventDefault();
      setPhase({ kind: 'idle' });
      focusFirst(found);
      return;
    }
    const action = new URL(props.action, location.href);
    // A form posting to another origin (or http from https) is left to the browser: fetch could not read the answer.
    if (!isSameOrigin(action)) return;
    event.preventDefault();
    void send((event as SubmitEvent).submitter ?? null);
  };
  /** Try again: the checks run again (a photo added since must finish, a field emptied since is named). */
  const retry = (): void => onSubmit.current(new Event('submit', { cancelable: true }));
  useLayoutEffect(() => {
    onSubmit.current = handleSubmit;
  });
  useEffect(() => {
    const listener = (event: Event): void => onSubmit.current(event);
    form.addEventListener('submit', listener);
    return () => form.removeEventListener('submit', listener);
  }, [form]);

  // The submit button says when it is busy (it stays focusable: focus is not thrown away).
  useEffect(() => {
    const button = form.querySelector<HTMLInputElement | HTMLButtonElement>('[type="submit"]');
    if (!button) return;
    const isBusy = phase.kind === 'sending' || phase.kind === 'sent';
    if (isBusy) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    return () => button.removeAttribute('aria-disabled');
  }, [form, phase.kind]);

  const choosePhotos = async (files: readonly File[]): Promise<void> => {
    setUploadNotice('');
    if (!files.length) return;
    // Files refused on the spot say why without spending the captcha (the plugin also checks first).
    if (isCaptchaEnabled() && uploads.accepts(files)) {
      // The plugin sends the captcha's token with the batch and resets it: it must be solved first.
      const token = await captchaToken(form);
      if (!token) {
        setUploadNotice(captchaErrorText());
        return;
      }
      uploadToken.current = token;
      resetCaptcha(form);
    }
    uploads.add(files);
  };

  // (Once, after the first render: the upload list exists by then.)
  const isEarlyChoiceTaken = useRef(false);
  useEffect(() => {
    if (isEarlyChoiceTaken.current || !filesBeforeMount.length) return;
    isEarlyChoiceTaken.current = true;
    queueMicrotask(() => void choosePhotos(filesBeforeMount));
  });

  const summary = problems.messages.length > 0;
  const result =
    phase.kind === 'sending' ? (
      <p className="island-comment-form__status">Sending your review…</p>
    ) : phase.kind === 'sent' ? (
      <p className="island-comment-form__status">Your review was sent. Opening it…</p>
    ) : null;

  return (
    <>
      {ratingSlots.map((slot, index) => {
        const block = ratings[index];
        if (!block) return null;
        const key = stableKey(block.valueName);
        return createPortal(
          <RatingField
            // WooCommerce's select has no error text of its own: its script's "Please select a rating" stands in.
            block={block.errorText ? block : { ...block, errorText: props.ratingRequiredText }}
            field={`rating:${key}`}
            value={ratingValues[key] ?? 0}
            isInvalid={problems.ratings.has(key)}
            idPrefix={`${id}-rating-${index}`}
            onChange={(value) => {
              setRatingValues((current) => ({ ...current, [key]: value }));
              setProblems((current) => (current.ratings.has(key) ? { ...current, ratings: new Set([...current.ratings].filter((failing) => failing !== key)) } : current));
            }}
          />,
          slot.box,
        );
      })}
      {media && photoSlot && createPortal(<PhotoField media={media} uploads={uploads} notice={uploadNotice} idPrefix={`${id}-photos`} onChoose={(files) => void choosePhotos(files)} />, photoSlot.box)}
      <div className="island-comment-form__messages">
        {isRestoredShown && <p className="island-comment-form__restored">{restoredText}</p>}
        <div id={summaryId} className="island-comment-form__problems" role="alert">
          {summary && problems.messages.map((message) => <p key={`${attempt}:${message}`}>{message}</p>)}
          {phase.kind === 'refused' && <p key={attempt}>{phase.message}</p>}
          {phase.kind === 'failed' && (
            <p>
              Your review was not sent. {phase.message}{' '}
              <button type="button" className="button island-comment-form__retry" onClick={retry}>
                Try again
              </button>
            </p>
          )}
        </div>
        <div role="status">{result}</div>
      </div>
    </>
  );
}
