// A Q&A form — the new question or an inline answer — rendered in place of the shop's markup with the
// same classes (so the plugin's and the theme's CSS still apply) and the shop's own texts. Validation
// as the plugin's (text, name, e-mail rule, terms), but each failing field also says so to assistive
// tech and the first one gets focus. The draft is kept while the shopper types and restored after a
// reload; a failed request keeps everything and offers a retry; the draft goes only when the shop
// accepts (code 0).
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal, flushSync } from 'react-dom';
import * as z from 'zod/mini';
import { announce } from '@/dom';
import { draftStore, isReviewEmail, PluginTermsField, restoredNote, PluginTextField, SendFailure, useDraft, useRestoredDraft, useSubmission, type DraftScope, type FormResult } from '@/reviews';
import type { FormTemplate } from './schema';

export const draftSchema = z.object({ comment: z.string(), name: z.string(), email: z.string() });
export type QnaDraft = z.infer<typeof draftSchema>;

type Field = 'comment' | 'name' | 'email' | 'terms';

/** Whether a draft is kept for this form (it is then reopened). */
export const hasDraft = (scope: DraftScope): boolean => draftStore(scope, draftSchema).load() !== undefined;

/** The plugin's checks (cr_validate_qna / cr_validate_ans), in the order of the fields; 5.64 and before had their own e-mail rule. */
export function failingFields(draft: QnaDraft, hasTerms: boolean, agreed: boolean, isEmail: (email: string) => boolean = isReviewEmail): Field[] {
  const failing: Field[] = [];
  if (!draft.comment.trim()) failing.push('comment');
  if (!draft.name.trim()) failing.push('name');
  if (!isEmail(draft.email)) failing.push('email');
  if (hasTerms && !agreed) failing.push('terms');
  return failing;
}

export const plainText = (html: string): string => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent?.replace(/\s+/g, ' ').trim() ?? '';
};

/** Takes over `container`: its server children step aside for a box React renders into (and come back on unmount). */
export function useHost(container: HTMLElement): HTMLElement {
  const [host] = useState(() => {
    const box = document.createElement('div');
    box.className = 'island-qna-block__host';
    box.style.display = 'contents';
    return box;
  });
  useLayoutEffect(() => {
    const server = [...container.childNodes];
    container.replaceChildren(host);
    container.setAttribute('data-qna-form', '');
    return () => {
      container.replaceChildren(...server);
      container.removeAttribute('data-qna-form');
      container.classList.remove('cr-review-form-submitting', 'cr-review-form-res');
    };
  }, [container, host]);
  return host;
}

export interface QnaFormProps {
  readonly kind: 'question' | 'answer';
  /** `.cr-qna-new-q-form` or the question's `.cr-qna-list-inl-answ`. */
  readonly container: HTMLElement;
  readonly template: FormTemplate;
  readonly scope: DraftScope;
  /** What a fresh form holds: the question form's data-defval (answers are prefilled with them too). */
  readonly defaults: { readonly name: string; readonly email: string };
  /** What the form holds after a success: the question form's defaults, or empty (answers). */
  readonly resetTo: { readonly name: string; readonly email: string };
  /** Bumped when the shopper opens the form: focus goes to the text box. */
  readonly focusRequest: number;
  /** Opened by the page because a draft was kept. */
  readonly wasRestored: boolean;
  readonly send: (draft: QnaDraft) => Promise<FormResult>;
  readonly onClose: () => void;
}

const BACK_ICON = (
  <svg width="28" height="28" viewBox="0 0 28 28" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">
    <path d="M16.9607 19.2506L11.0396 13.3295L16.9607 7.40833" stroke="#0E252C" strokeMiterlimit="10" />
  </svg>
);
const CLOSE_ICON = (
  <svg width="28" height="28" viewBox="0 0 28 28" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">
    <path d="M8.61914 8.62009L19.381 19.3799M8.61914 19.3799L19.381 8.62009" stroke="#0E252C" strokeMiterlimit="10" strokeLinejoin="round" />
  </svg>
);

export function QnaForm({ kind, container, template, scope, defaults, resetTo, focusRequest, wasRestored, send, onClose }: QnaFormProps) {
  const host = useHost(container);
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;

  const { store: draftKept, restored } = useRestoredDraft(scope, draftSchema);
  const [values, setValues] = useState<QnaDraft>(() => restored ?? { comment: '', ...defaults });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<readonly Field[]>([]);
  const [showsRestored, setShowsRestored] = useState(wasRestored);
  // Nothing of the shopper's own: no text, and name and e-mail as prefilled (or emptied).
  const isEmpty = useCallback((draft: QnaDraft) => !draft.comment.trim() && [defaults.name, ''].includes(draft.name) && [defaults.email, ''].includes(draft.email), [defaults.name, defaults.email]);
  const { clear } = useDraft(draftKept, values, isEmpty);
  const sendValues = useCallback(() => send(values), [send, values]);
  const { state, submit, back } = useSubmission(sendValues, clear);

  const commentRef = useRef<HTMLElement>(null);
  const nameRef = useRef<HTMLElement>(null);
  const emailRef = useRef<HTMLElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const focusField = (field: Field) => ({ comment: commentRef, name: nameRef, email: emailRef, terms: termsRef })[field].current?.focus();
  const continueRef = useRef<HTMLButtonElement>(null);
  const isBusy = state.phase === 'submitting';
  const result = state.phase === 'result' ? state.result : null;

  // The plugin's state classes live on the form's own container.
  useLayoutEffect(() => {
    container.classList.toggle('cr-review-form-submitting', isBusy);
    container.classList.toggle('cr-review-form-res', result !== null);
  }, [container, isBusy, result]);

  useEffect(() => {
    if (focusRequest) commentRef.current?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (!result) return;
    continueRef.current?.focus();
    announce(plainText(result.description), 0);
  }, [result]);

  const change = (field: 'comment' | 'name' | 'email', value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A marked field is unmarked as soon as it passes.
    if (errors.includes(field) && !failingFields(next, false, true).includes(field)) setErrors(errors.filter((error) => error !== field));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    attempt();
  };

  /** Validates and sends (again, after a failure: the fields may have changed since). */
  const attempt = () => {
    if (isBusy) return;
    const failing = failingFields(values, template.terms !== null, agreed);
    flushSync(() => setErrors(failing));
    const first = failing[0];
    if (first) {
      focusField(first);
      return;
    }
    setShowsRestored(false);
    submit();
  };

  const reset = () => {
    setValues({ comment: '', ...resetTo });
    setAgreed(false);
    setErrors([]);
  };

  const close = () => {
    if (isBusy) return;
    if (result?.isAccepted) reset();
    setShowsRestored(false);
    back();
    onClose();
  };

  const onContinue = () => {
    if (result?.isAccepted) {
      close();
      return;
    }
    // A refusal: back to the filled-in form.
    flushSync(back);
    commentRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !isBusy) {
      event.preventDefault();
      close();
    }
  };

  const noun = kind === 'question' ? 'question' : 'answer';

  return createPortal(
    // The form reacts to Escape from any of its fields (a keyboard shortcut, not an interaction of its own).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form className="island-qna-block__form" noValidate aria-labelledby={`${id}-title`} onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <div className="cr-review-form-nav">
        <div className="cr-nav-left">
          <button type="button" className="island-qna-block__nav" aria-label="Back to the questions" onClick={close}>
            {BACK_ICON}
          </button>
          <span id={`${id}-title`}>{template.title}</span>
        </div>
        <div className="cr-nav-right">
          <button type="button" className="island-qna-block__nav" aria-label="Close" onClick={close}>
            {CLOSE_ICON}
          </button>
        </div>
      </div>
      <p role="status" className="island-qna-block__restored">
        {showsRestored ? restoredNote(noun) : ''}
      </p>
      {template.item && (
        <div className="cr-review-form-item">
          <img src={template.item.image} alt={template.item.name} />
          <span>{template.item.name}</span>
          <input type="hidden" value={template.item.id} className="cr-review-form-item-id" />
        </div>
      )}
      <PluginTextField kind="comment" id={fieldId('comment')} controlRef={commentRef} label={template.comment.label} error={template.comment.error} placeholder={template.comment.placeholder} rows={template.comment.rows} value={values.comment} onChange={(value) => change('comment', value)} isInvalid={errors.includes('comment')} isReadOnly={isBusy} />
      <div className="cr-review-form-ne">
        <PluginTextField kind="name" id={fieldId('name')} controlRef={nameRef} label={template.name.label} error={template.name.error} placeholder={template.name.placeholder} value={values.name} onChange={(value) => change('name', value)} isInvalid={errors.includes('name')} isReadOnly={isBusy} />
        <PluginTextField kind="email" id={fieldId('email')} controlRef={emailRef} label={template.email.label} error={template.email.error} placeholder={template.email.placeholder} value={values.email} onChange={(value) => change('email', value)} isInvalid={errors.includes('email')} isReadOnly={isBusy} />
      </div>
      {template.terms && (
        <PluginTermsField
          id={fieldId('terms')}
          controlRef={termsRef}
          html={template.terms.html}
          error={template.terms.error}
          isChecked={agreed}
          isDisabled={isBusy}
          onChange={(isTicked) => {
            setAgreed(isTicked);
            if (isTicked) setErrors(errors.filter((error) => error !== 'terms'));
          }}
          isInvalid={errors.includes('terms')}
        />
      )}
      {template.captchaTermsHtml !== null && <div className="cr-captcha-terms" dangerouslySetInnerHTML={{ __html: template.captchaTermsHtml }} />}
      <div className="cr-review-form-buttons">
        <button type="submit" className="cr-review-form-submit" data-crcptcha={template.captchaKey} aria-disabled={isBusy || undefined}>
          <span>{template.submitText}</span>
          {/* The spinner names the button only while it shows (the plugin's CSS hides it otherwise). */}
          <img src={template.spinner.src} alt={isBusy ? template.spinner.alt : ''} />
        </button>
        <button type="button" className="cr-review-form-cancel" onClick={close}>
          {template.cancelText}
        </button>
      </div>
      <div role="alert" className="island-qna-block__failure">
        <SendFailure state={state} noun={noun} onRetry={attempt} className="woocommerce-error" buttonClassName="button" />
      </div>
      <div className="cr-review-form-result">
        {/* The shop's answer, as HTML (the plugin's .html()). */}
        <span dangerouslySetInnerHTML={{ __html: result?.description ?? '' }} />
        <button
          ref={continueRef}
          type="button"
          className={`cr-review-form-continue${result ? (result.isAccepted ? ' cr-review-form-success' : ' cr-review-form-error') : ''}`}
          onClick={onContinue}
          dangerouslySetInnerHTML={{ __html: result?.button ?? template.continueLabel }}
        />
      </div>
    </form>,
    host,
  );
}
