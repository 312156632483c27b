// Customer Reviews' ajax review form: ratings as radio groups, the comment, name and e-mail, on-site
// questions, photos and videos, the terms checkbox and the captcha; validated as frontend.js does
// (the plugin's static error texts shown by its CSS), sent with cr_submit_review, the shop's answer
// shown in the plugin's result box. Beyond the legacy script: focus goes to the first failing field,
// a failed request keeps everything and offers a retry, submit says why it waits for uploads, and the
// whole form is kept as a draft while the shopper types, restored after a reload.
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { captchaField, captchaToken, deleteReviewMedia, RatingField, renderCaptcha, resetCaptcha, mediaToken, restoredNote, PluginTermsField, SendFailure, stableKey, PluginTextField, submitReview, uploadReviewMedia, uploadsDraft, UPLOADS_BUSY_MESSAGE, useDraft, useRestoredDraft, useSubmission, useUploads, type FormResult, type UploadCall } from '@/reviews';
import type { IslandContext } from '@/runtime';
import { MediaField } from './media-field';
import { draftSchema, failingFields, focusField, initialValues, questionField, ratingField, type Draft, type Values } from './review-values';
import type { RatingBlock, ReviewFormProps } from './schema';

/** The in-form uploader lets files through up to 100 × the size setting (spec §5; the shop checks the real one). */
const IN_FORM_SIZE_FACTOR = 100;

export function ReviewForm(props: ReviewFormProps & IslandContext) {
  const { mountPoint: wrap, itemId, ratings, questions, media, terms, captcha, uploads: rules } = props;
  const id = useId();
  const { store: draftKept, restored } = useRestoredDraft({ form: 'review', itemId }, draftSchema);
  const [values, setValues] = useState(() => initialValues(props, restored));
  const [errors, setErrors] = useState<ReadonlySet<string>>(() => new Set());
  const [isRestoreNoteShown, setRestoreNoteShown] = useState(() => restored !== undefined);
  const [isWaitingForUploads, setWaitingForUploads] = useState(false);

  const uploadRules = useMemo(() => ({ limit: rules.limit, maxSize: rules.maxSize, sizeFactor: IN_FORM_SIZE_FACTOR, messages: { tooMany: rules.tooMany, fileType: rules.fileType, fileSize: rules.fileSize } }), [rules]);
  const uploadCalls = useMemo(() => ({ upload: (file: File, call: UploadCall) => uploadReviewMedia(file, { itemId, nonce: props.nonce }, call), remove: deleteReviewMedia }), [itemId, props.nonce]);
  const uploads = useUploads(uploadRules, uploadCalls, media ? restored?.media : undefined);

  const draft = useMemo<Draft>(() => ({ ...values, ...uploadsDraft(uploads.stored, uploads.unfinished) }), [values, uploads.stored, uploads.unfinished]);
  const isEmpty = useCallback(
    (value: Draft) =>
      !Object.values(value.ratings).some(Boolean) &&
      !value.comment.trim() &&
      !Object.values(value.answers).some((answer) => answer.trim()) &&
      !value.terms &&
      !value.media.length &&
      value.name === props.name.value &&
      value.email === props.email.value,
    [props.name.value, props.email.value],
  );
  const { clear: clearDraft } = useDraft(draftKept, draft, isEmpty);

  const payload = useRef<Record<string, string | Record<string, string> | string[] | undefined>>({});
  const send = useCallback(async (): Promise<FormResult> => {
    const token = await captchaToken(wrap);
    try {
      return await submitReview({ ...payload.current, [captchaField()]: token });
    } finally {
      resetCaptcha(wrap);
    }
  }, [wrap]);
  const { state, submit, back } = useSubmission(send, clearDraft);

  // The plugin's state classes live on the wrap: its CSS hides and shows the parts with them. Set in the
  // same commit as the markup, so no frame shows the result or the failure under the submitting state.
  useLayoutEffect(() => {
    wrap.classList.toggle('cr-review-form-submitting', state.phase === 'submitting');
    wrap.classList.toggle('cr-review-form-res', state.phase === 'result');
    return () => wrap.classList.remove('cr-review-form-submitting', 'cr-review-form-res');
  }, [wrap, state.phase]);

  const continueButton = useRef<HTMLButtonElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state.phase === 'result') continueButton.current?.focus();
  }, [state]);

  // The captcha provider renders into the island's copy of its widget (and again into a reset one).
  useEffect(() => {
    if (!captcha) return;
    const render = (): void => renderCaptcha(wrap, 'review-form');
    render();
    // The provider's script may arrive after the island (it is deferred): render on the first visit too.
    wrap.addEventListener('focusin', render);
    return () => wrap.removeEventListener('focusin', render);
  }, [wrap, captcha]);

  // Focus goes back where the shopper was typing when the island replaced the server's fields.
  const { focused } = props.typed;
  useEffect(() => {
    if (!focused) return;
    const control = wrap.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-field="${focused}"]`);
    if (!control) return;
    control.focus();
    if ('setSelectionRange' in control && control.type !== 'email' && control.type !== 'number' && control.type !== 'checkbox') control.setSelectionRange(control.value.length, control.value.length);
  }, [wrap, focused]);

  const change = (field: string, update: (current: Values) => Values): void => {
    setValues(update);
    if (errors.has(field)) setErrors((current) => new Set([...current].filter((key) => key !== field)));
  };

  const onSubmit = (): void => {
    if (state.phase === 'submitting') return;
    if (uploads.isBusy) {
      setWaitingForUploads(true);
      return;
    }
    setWaitingForUploads(false);
    const failing = failingFields(wrap, props, values);
    setErrors(new Set(failing));
    if (failing.length) {
      focusField(wrap, failing[0]!);
      return;
    }
    const onsiteQuestions: Record<string, string> = {};
    for (const block of ratings) {
      const rating = values.ratings[stableKey(block.valueName)];
      onsiteQuestions[block.valueName] = rating ? String(rating) : '';
      onsiteQuestions[block.typeName] = block.typeValue;
    }
    for (const question of questions) {
      onsiteQuestions[question.valueName] = values.answers[stableKey(question.valueName)] ?? '';
      onsiteQuestions[question.typeName] = question.typeValue;
    }
    const overall = ratings.find((block) => block.isOverall) ?? ratings[0]!;
    const tokens = uploads.items.flatMap((item) => (item.media ? [mediaToken(item.media)] : []));
    payload.current = {
      rating: String(values.ratings[stableKey(overall.valueName)] ?? ''),
      review: values.comment.trim(),
      name: values.name.trim(),
      id: itemId,
      email: values.email.trim(),
      onsiteQuestions,
      // jQuery left an empty list out of the request.
      'cr-upload-images-ids': tokens.length ? tokens : undefined,
    };
    setRestoreNoteShown(false);
    submit();
  };

  const resetForm = (): void => {
    setValues({ ratings: {}, comment: '', name: props.name.value, email: props.email.value, answers: {}, terms: false });
    setErrors(new Set());
    uploads.reset();
    resetCaptcha(wrap);
  };

  const onContinue = (result: FormResult): void => {
    if (result.isAccepted) {
      // The block closes the form on this click (bindAddReview): let it see the button as it is first.
      setTimeout(() => {
        back();
        resetForm();
      }, 0);
      return;
    }
    back();
    setTimeout(() => submitButton.current?.focus(), 0);
  };

  const isInvalid = (field: string): boolean => errors.has(field);
  const describedBy = (field: string, errorId: string) => (isInvalid(field) ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});
  const result = state.phase === 'result' ? state.result : undefined;
  const overallOnly = props.isOverallOnly ? ' cr-review-form-rating-ovonly' : '';
  const criteria = ratings.filter((block) => !block.isOverall);
  const overallBlocks = ratings.filter((block) => block.isOverall);
  const ratingFieldOf = (block: RatingBlock, index: number) => (
    <RatingField
      key={block.valueName}
      block={block}
      field={ratingField(block)}
      value={values.ratings[stableKey(block.valueName)] ?? 0}
      isInvalid={isInvalid(ratingField(block))}
      idPrefix={`${id}-rating-${index}`}
      onChange={(rating) => change(ratingField(block), (current) => ({ ...current, ratings: { ...current.ratings, [stableKey(block.valueName)]: rating } }))}
    />
  );

  return (
    <>
      {/* The block's toggle (bindAddReview) closes the form on these; they are its back buttons. */}
      <div className="cr-review-form-nav">
        <div className="cr-nav-left" role="button" tabIndex={0} aria-label="Back to the reviews">
          <svg width="28" height="28" viewBox="0 0 28 28" fill="none" aria-hidden="true">
            <path d="M16.9607 19.2506L11.0396 13.2927L16.9607 7.33481" stroke="#0E252C" strokeMiterlimit="10" />
          </svg>
          <span>{props.navTitle}</span>
        </div>
        <div className="cr-nav-right" role="button" tabIndex={0} aria-label="Close the review form">
          <svg width="28" height="28" viewBox="0 0 28 28" fill="none" aria-hidden="true">
            <path d="M8.61914 8.62009L19.381 19.3799M19.381 8.62009L8.61914 19.3799" stroke="#0E252C" strokeMiterlimit="10" />
          </svg>
        </div>
      </div>
      <div role="status" className="island-review-form__restored">
        {isRestoreNoteShown && <p>{restoredNote('review', restored?.unfinished)}</p>}
      </div>
      <div className="cr-review-form-item">
        {props.itemPic && <img src={props.itemPic} alt={props.itemName} width="60" height="60" loading="lazy" />}
        <span>{props.itemName}</span>
        <input type="hidden" value={itemId} className="cr-review-form-item-id" />
      </div>
      <div className={`cr-review-form-rating-overall${overallOnly}`}>{overallBlocks.map(ratingFieldOf)}</div>
      {criteria.length > 0 && <div className={`cr-onsite-ratings${questions.length ? '' : ' cr-onsite-ratings-only'}`}>{criteria.map((block, index) => ratingFieldOf(block, index + overallBlocks.length))}</div>}
      {questions.length > 0 && (
        <div className="cr-onsite-questions">
          {questions.map((question, index) => {
            const field = questionField(question);
            const inputId = `${id}-q-${index}`;
            const errorId = `${inputId}-error`;
            return (
              <div key={question.valueName} className={`cr-onsite-question${question.isFullWidth ? ' cr-full-width' : ''}${question.isRequired ? ' cr-review-form-que-req' : ''}${isInvalid(field) ? ' cr-review-form-error' : ''}`}>
                <label htmlFor={inputId}>
                  {question.label}
                  {question.isRequired && (
                    <span className="required" aria-hidden="true">
                      *
                    </span>
                  )}
                </label>
                <input
                  id={inputId}
                  name={question.valueName}
                  type={question.type}
                  className="cr-onsite-question-inp"
                  data-field={field}
                  required={question.isRequired}
                  value={values.answers[stableKey(question.valueName)] ?? ''}
                  onChange={(event) => {
                    const answer = event.currentTarget.value;
                    change(field, (current) => ({ ...current, answers: { ...current.answers, [stableKey(question.valueName)]: answer } }));
                  }}
                  {...describedBy(field, errorId)}
                />
                <input type="hidden" name={question.typeName} value={question.typeValue} />
                <div className="cr-review-form-field-error" id={errorId}>
                  {question.errorText}
                </div>
              </div>
            );
          })}
        </div>
      )}
      <PluginTextField kind="comment" id={`${id}-comment`} label={props.comment.label} error={props.comment.error} value={values.comment} onChange={(comment) => change('comment', (current) => ({ ...current, comment }))} isInvalid={isInvalid('comment')} isRequired />
      <div className="cr-review-form-ne">
        <PluginTextField kind="name" id={`${id}-name`} label={props.name.label} error={props.name.error} value={values.name} onChange={(name) => change('name', (current) => ({ ...current, name }))} isInvalid={isInvalid('name')} isRequired />
        <PluginTextField kind="email" id={`${id}-email`} label={props.email.label} error={props.email.error} value={values.email} onChange={(email) => change('email', (current) => ({ ...current, email }))} isInvalid={isInvalid('email')} isRequired />
      </div>
      {media && <MediaField description={media.description} accept={media.accept} limit={rules.limit} uploads={uploads} idPrefix={`${id}-media`} />}
      {terms && <PluginTermsField id={`${id}-terms`} html={terms.html} error={terms.error} isChecked={values.terms} onChange={(isTicked) => change('terms', (current) => ({ ...current, terms: isTicked }))} isInvalid={isInvalid('terms')} />}
      {captcha && (
        <div
          className={`cr-review-form-captcha${captcha.isInvisible ? ' cr-review-form-captcha-invisible' : ''}${isInvalid('captcha') ? ' cr-review-form-error' : ''}`}
          data-field="captcha"
          tabIndex={-1}
          role="group"
          aria-label="Captcha"
          aria-describedby={isInvalid('captcha') ? `${id}-captcha-error` : undefined}
        >
          {/* The server's widget markup; the provider renders into it and React leaves it alone. */}
          <div className="island-review-form__captcha" dangerouslySetInnerHTML={{ __html: captcha.widgetHtml }} />
          <div className="cr-review-form-field-error" id={`${id}-captcha-error`}>
            {captcha.error}
          </div>
        </div>
      )}
      <div className="island-review-form__alert" role="alert">
        <SendFailure state={state} noun="review" onRetry={onSubmit} className="island-review-form__failure" buttonClassName="island-review-form__retry" />
        {isWaitingForUploads && uploads.isBusy && <p className="island-review-form__waiting">{UPLOADS_BUSY_MESSAGE}</p>}
      </div>
      <div className="cr-review-form-buttons">
        {/* While sending, the plugin's CSS swaps the text for its spinner: the button keeps a name. */}
        <button
          ref={submitButton}
          type="button"
          className="cr-review-form-submit"
          aria-disabled={state.phase === 'submitting' || undefined}
          aria-label={state.phase === 'submitting' ? 'Sending your review' : undefined}
          onClick={onSubmit}
        >
          <span>{props.submitText}</span>
          {props.spinnerSrc && <img src={props.spinnerSrc} alt="" width="40" height="10" />}
        </button>
        <button type="button" className="cr-review-form-cancel">
          {props.cancelText}
        </button>
      </div>
      <div className="island-review-form__sr" role="status">
        {state.phase === 'submitting' ? 'Sending your review…' : ''}
      </div>
      <div className="cr-review-form-result">
        {/* The shop's answer (its own markup, as the plugin shows it). */}
        <span id={`${id}-result`} dangerouslySetInnerHTML={{ __html: result?.description ?? '' }} />
        {result && (
          <button ref={continueButton} type="button" className={`cr-review-form-continue ${result.isAccepted ? 'cr-review-form-success' : 'cr-review-form-error'}`} aria-describedby={`${id}-result`} onClick={() => onContinue(result)} dangerouslySetInnerHTML={{ __html: result.button }} />
        )}
      </div>
    </>
  );
}
