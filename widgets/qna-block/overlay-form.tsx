// One form of Customer Reviews' Q&A overlay (5.64 and before): its input part rendered with the plugin's classes,
// the server's thank-you and error parts shown as the shop answers. Nothing typed is cleared until the shop accepts
// it: a refusal offers the way back to the filled form, a failed request a retry (see overlay-forms.tsx).
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { announce } from '@/dom';
import { restoredNote, SendFailure, useDraft, useRestoredDraft, useSubmission } from '@/reviews';
import { draftSchema, failingFields, plainText, useHost, type QnaDraft, type QnaFormProps } from './qna-form';
import type { OverlayTemplate } from './schema';

export type Kind = 'question' | 'answer';
type Field = 'comment' | 'name' | 'email';

const FIELD_ERRORS: Record<Field, string> = { comment: 'Please write your text.', name: 'Please enter your name.', email: 'Please enter a valid email address.' };

/** A question whose answer is being written: its id and product (the answer button's data-question, data-post) and its text. */
export interface AnswerTarget {
  readonly questionId: string;
  readonly productId: string;
  readonly questionText: string;
}

/** 5.64's e-mail rule (frontend.js crValidateEmail), laxer than later versions'. */
const isLegacyEmail = (email: string): boolean => /\S+@\S+\.\S+/.test(email.trim());

/** As the inline form's (qna-form.tsx): its draft's scope, what it holds fresh, focus requests, send and close. */
export interface OverlayFormProps extends Pick<QnaFormProps, 'scope' | 'defaults' | 'focusRequest' | 'send' | 'onClose'> {
  readonly kind: Kind;
  /** `.cr-qna-new-q-form` (or `.cr-qna-new-a-form`) in the overlay. */
  readonly place: HTMLElement;
  /** Ids of what is rendered here: `<prefix>-title` names the dialog, `<prefix>-text` (its intro, or the question answered) describes it. */
  readonly idPrefix: string;
  readonly template: OverlayTemplate;
  readonly target: AnswerTarget | null;
  readonly isOpen: boolean;
  /** Tells the dialogs (overlay-forms.tsx) what this form does as it closes; false while it is being sent (it stays open). */
  readonly onClosing: (kind: Kind, closer: () => boolean) => void;
}

/** The server's three parts of a form of the overlay. */
const partsOf = (place: HTMLElement) => ({
  input: place.querySelector<HTMLElement>('.cr-qna-new-q-form-input') ?? place,
  ok: place.querySelector<HTMLElement>('.cr-qna-new-q-form-ok'),
  error: place.querySelector<HTMLElement>('.cr-qna-new-q-form-error'),
});

/** One form of the overlay: its input part rendered here, its thank-you and error parts the server's. */
export function OverlayForm({ kind, place, idPrefix, template, target, scope, defaults, isOpen, focusRequest, send, onClose, onClosing }: OverlayFormProps) {
  const host = useHost(partsOf(place).input);
  const id = useId();
  const { store, restored } = useRestoredDraft(scope, draftSchema);
  const [values, setValues] = useState<QnaDraft>(() => restored ?? { comment: '', ...defaults });
  const [errors, setErrors] = useState<readonly Field[]>([]);
  const [showsRestored, setShowsRestored] = useState(restored !== undefined);
  const isEmpty = useCallback((draft: QnaDraft) => !draft.comment.trim() && [defaults.name, ''].includes(draft.name) && [defaults.email, ''].includes(draft.email), [defaults.name, defaults.email]);
  const { clear } = useDraft(store, values, isEmpty);
  const sendValues = useCallback(() => send(values), [send, values]);
  const { state, submit, back } = useSubmission(sendValues, clear);
  const isBusy = state.phase === 'submitting';
  const result = state.phase === 'result' ? state.result : null;
  const refs = { comment: useRef<HTMLTextAreaElement>(null), name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };
  const submitRef = useRef<HTMLButtonElement>(null);
  const spinnerRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const [errorHost] = useState(() => document.createElement('div'));

  useEffect(() => {
    if (focusRequest) refs.comment.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refs are stable
  }, [focusRequest]);

  // The server's parts, one at a time as the plugin's script showed them; the shop's reason in the error part. Their
  // title and text describe the button focused in them (OK, or the way back), so a screen reader reads them with it.
  useLayoutEffect(() => {
    const { input, ok, error } = partsOf(place);
    for (const [part, name] of [[ok, 'ok'], [error, 'error']] as const) {
      part?.querySelector('.cr-qna-new-q-form-title')?.setAttribute('id', `${idPrefix}-${name}-title`);
      part?.querySelector('.cr-qna-new-q-form-text')?.setAttribute('id', `${idPrefix}-${name}-text`);
    }
    ok?.querySelector('button')?.setAttribute('aria-describedby', `${idPrefix}-ok-title ${idPrefix}-ok-text`);
    input.style.display = result ? 'none' : 'block';
    if (ok) ok.style.display = result?.isAccepted ? 'block' : 'none';
    if (error) {
      error.style.display = result && !result.isAccepted ? 'block' : 'none';
      const reason = error.querySelector('.cr-qna-new-q-form-text-additional');
      if (reason) reason.textContent = result && !result.isAccepted ? plainText(result.description) : '';
      error.append(errorHost);
    }
  }, [place, result, errorHost, idPrefix]);
  useLayoutEffect(
    () => () => {
      const { input, ok, error } = partsOf(place);
      for (const part of [input, ok, error]) part?.style.removeProperty('display');
      for (const named of [...place.querySelectorAll(`[id^="${idPrefix}-"]`)]) named.removeAttribute('id');
      ok?.querySelector('button')?.removeAttribute('aria-describedby');
      errorHost.remove();
    },
    [place, errorHost, idPrefix],
  );

  // Closed (by its OK, ×, Escape or the backdrop): after an accepted one the text box is emptied (name and e-mail
  // stay, as the plugin's script left them); after a refusal or a failure the filled form waits. Not while it is sent:
  // the shop's answer must find the dialog open.
  useLayoutEffect(() => {
    onClosing(kind, () => {
      if (isBusy) return false;
      if (result?.isAccepted) {
        setValues((current) => ({ ...current, comment: '' }));
        setErrors([]);
      }
      setShowsRestored(false);
      back();
      return true;
    });
  });

  // The thank-you part's OK button (the server's) closes the dialog.
  useEffect(() => {
    const button = partsOf(place).ok?.querySelector('button');
    if (!button) return;
    const onClick = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  }, [place, onClose]);

  // Focus follows the request: the spinner while it is sent, then the answer's button, or the submit button again after a failure.
  useEffect(() => {
    if (!isOpen) return;
    if (isBusy) spinnerRef.current?.focus();
    else if (result) {
      const { ok, error } = partsOf(place);
      (result.isAccepted ? ok?.querySelector('button') : backRef.current)?.focus();
      // The part's title and text (not its button); after a refusal its text holds the shop's reason.
      const words = (part: HTMLElement | null) => [...(part?.querySelectorAll('.cr-qna-new-q-form-title, .cr-qna-new-q-form-text') ?? [])].map((line) => line.textContent?.replace(/\s+/g, ' ').trim()).join(' ');
      announce(words(result.isAccepted ? ok : error) || plainText(result.description), 0);
    } else if (state.phase === 'failed') submitRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a change of phase only
  }, [state.phase]);

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors.includes(field) && !failingFields(next, false, true, isLegacyEmail).includes(field)) setErrors(errors.filter((error) => error !== field));
  };

  const attempt = () => {
    if (isBusy) return;
    const failing = failingFields(values, false, true, isLegacyEmail) as Field[];
    flushSync(() => setErrors(failing));
    if (failing[0]) {
      refs[failing[0]].current?.focus();
      return;
    }
    setShowsRestored(false);
    submit();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    attempt();
  };
  const returnToForm = () => {
    flushSync(back);
    refs.comment.current?.focus();
  };

  const noun = kind;
  const isComplete = failingFields(values, false, true, isLegacyEmail).length === 0;
  const control = (field: Field) => ({
    ref: refs[field] as never,
    value: values[field],
    placeholder: template.placeholders[field],
    'aria-label': template.placeholders[field] || field,
    readOnly: isBusy,
    // The plugin's invalid look (a red border) needs both classes.
    className: `cr-qna-new-q-form-${field === 'comment' ? 'q' : field}${errors.includes(field) ? ' cr-qna-new-q-form-notinit cr-qna-new-q-form-invalid' : ''}`,
    ...(errors.includes(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {}),
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
  });
  const fieldError = (field: Field) =>
    errors.includes(field) && (
      <span id={`${id}-${field}-error`} className="island-qna-block__field-error">
        {FIELD_ERRORS[field]}
      </span>
    );

  return (
    <>
      {createPortal(
        <form noValidate onSubmit={onSubmit} className="island-qna-block__overlay-form">
          <p className="cr-qna-new-q-form-title" id={`${idPrefix}-title`}>
            {template.title}
          </p>
          <p className="cr-qna-new-q-form-text" id={`${idPrefix}-text`}>
            {kind === 'answer' ? (target?.questionText ?? '') : template.text}
          </p>
          <p role="status" className="island-qna-block__restored">
            {showsRestored && isOpen ? restoredNote(noun) : ''}
          </p>
          <textarea name="question" rows={template.rows} {...control('comment')} />
          {fieldError('comment')}
          <input type="text" name="name" autoComplete="name" {...control('name')} />
          {fieldError('name')}
          <input type="email" name="email" autoComplete="email" {...control('email')} />
          {fieldError('email')}
          <div role="alert" className="island-qna-block__failure">
            <SendFailure state={state} noun={noun} onRetry={attempt} className="woocommerce-error" buttonClassName="button" />
          </div>
          <div className="cr-qna-new-q-form-s">
            {template.captchaTermsHtml !== null && <p dangerouslySetInnerHTML={{ __html: template.captchaTermsHtml }} />}
            <button ref={submitRef} type="submit" className={`cr-qna-new-q-form-s-b${isComplete ? ' cr-q-active' : ''}`} data-crcptcha={template.captchaKey} style={{ display: isBusy ? 'none' : 'inline-block' }}>
              {template.submitText}
            </button>
            <button ref={spinnerRef} type="button" className="cr-qna-new-q-form-s-b cr-qna-new-q-form-s-p" aria-disabled="true" tabIndex={-1} style={{ display: isBusy ? 'inline-block' : 'none' }}>
              <img src={template.spinner.src} alt={isBusy ? template.spinner.alt : ''} />
            </button>
          </div>
        </form>,
        host,
      )}
      {result &&
        !result.isAccepted &&
        createPortal(
          <div className="cr-qna-new-q-form-s">
            <button ref={backRef} type="button" className="cr-qna-new-q-form-s-b" aria-describedby={`${idPrefix}-error-title ${idPrefix}-error-text`} onClick={returnToForm}>
              {`Back to your ${noun}`}
            </button>
          </div>,
          errorHost,
        )}
    </>
  );
}

