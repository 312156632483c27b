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
import { announce } from '@/dom';
import {
  captchaErrorText,
  captchaField,
  captchaToken,
  deleteCommentImage,
  draftStore,
  isCaptchaEnabled,
  RatingField,
  resetCaptcha,
  stableKey,
  restoredNote,
  SendFailure,
  uploadCommentImage,
  uploadsDraft,
  uploadsDraftShape,
  useDraft,
  useSubmission,
  useUploads,
  type UploadCall,
  type UploadedMedia,
} from '@/reviews';
import type { IslandContext } from '@/runtime';
import { failureText, isSameOrigin, postCommentForm, type CommentAnswer } from './comment-post';
import { checkForm, controlOf, focusFirstProblem, isFilled, markProblems, mergeDraft, NO_PROBLEMS, termsBox, type Problems, type TextControl } from './form-check';
import { PhotoField } from './photo-field';
import { RATING_BLOCKS } from './read-props';
import { useNoValidate, useTakeover } from './takeover';
import type { CommentFormProps } from './schema';

const draftSchema = z.object({
  ratings: z.record(z.string(), z.number()),
  fields: z.record(z.string(), z.string()),
  terms: z.boolean(),
  ...uploadsDraftShape,
});
type Draft = z.infer<typeof draftSchema>;

export function CommentForm(props: CommentFormProps & IslandContext) {
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
  useNoValidate(form);

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
  useEffect(() => markProblems(form, problems.controls, id, summaryId), [form, problems.controls, id, summaryId]);

  // The button pressed travels with the form, as in a native post (`submit=Submit`).
  const submitter = useRef<HTMLElement | null>(null);
  const send = useCallback(async (): Promise<CommentAnswer> => {
    const body = new FormData(form as HTMLFormElement);
    const pressed = submitter.current;
    if (pressed instanceof HTMLInputElement || pressed instanceof HTMLButtonElement) {
      if (pressed.name) body.append(pressed.name, pressed.value);
    }
    // Customer Reviews before 5.117: Google's box in the form already put its answer in (`g-recaptcha-response`).
    const field = captchaField();
    if (isCaptchaEnabled() && !body.has(field)) body.set(field, await captchaToken(form));
    const answer = await postCommentForm(new URL(props.action, location.href), body);
    if (!answer.isAccepted) {
      console.error(`[shop-islands] comment-form: the shop refused the review (HTTP ${answer.status}): ${answer.message}`);
      resetCaptcha(form);
    }
    return answer;
  }, [form, props.action]);
  const openReview = useCallback(
    (answer: CommentAnswer) => {
      if (!answer.isAccepted) return; // (useSubmission calls this for accepted answers only: for the type)
      clearDraft();
      const target = new URL(answer.location, location.href);
      const unapproved = target.searchParams.get('unapproved');
      if (!target.hash && unapproved) target.hash = `comment-${unapproved}`;
      // Only a page of this shop is opened; anything else reloads this one, where the review shows too.
      location.assign(target.origin === location.origin ? target.href : location.href);
    },
    [clearDraft],
  );
  const { state, submit, back } = useSubmission(send, openReview, failureText);
  // Kept: no second post while the page WordPress pointed to loads.
  const isSent = state.phase === 'result' && state.result.isAccepted;
  const isBusy = state.phase === 'submitting' || isSent;

  // The form's submit (the button, or Enter in a field) is the island's from now on.
  const onSubmit = useRef<(event: Event) => void>(() => undefined);
  const handleSubmit = (event: Event): void => {
    // Another script that cancelled the submit (to fetch a token, say, and submit again) goes first.
    if (event.defaultPrevented) return;
    if (isBusy) {
      event.preventDefault();
      return;
    }
    setRestoredShown(false);
    const found = checkForm(form, { ratings, ratingValues, fields, needsTerms: Boolean(props.terms), isUploading: uploads.isBusy });
    setProblems(found);
    setAttempt((count) => count + 1);
    if (found.messages.length) {
      event.preventDefault();
      back();
      focusFirstProblem(form, found);
      return;
    }
    const action = new URL(props.action, location.href);
    // A form posting to another origin (or http from https) is left to the browser: fetch could not read the answer.
    if (!isSameOrigin(action)) return;
    event.preventDefault();
    submitter.current = (event as SubmitEvent).submitter ?? null;
    submit();
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
    if (isBusy) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    return () => button.removeAttribute('aria-disabled');
  }, [form, isBusy]);

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
  const status =
    state.phase === 'submitting' ? (
      <p className="island-comment-form__status">Sending your review…</p>
    ) : isSent ? (
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
          {state.phase === 'result' && !state.result.isAccepted && <p key={attempt}>{state.result.message}</p>}
          <SendFailure state={state} noun="review" onRetry={retry} buttonClassName="button island-comment-form__retry" />
        </div>
        <div role="status">{status}</div>
      </div>
    </>
  );
}
