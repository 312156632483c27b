// The fields Customer Reviews' review, question and answer forms print alike (cr-review-form.php,
// qna-tab.php, qna-list.php): the comment, name and e-mail boxes and the terms checkbox, with the
// plugin's classes and its static error line, which its CSS shows under `cr-review-form-error`. A
// failing control is `aria-invalid` and described by that line. The forms keep their own state.
import type { Ref } from 'react';

export type TextFieldKind = 'comment' | 'name' | 'email';

interface TextFieldProps {
  readonly kind: TextFieldKind;
  /** The control's id; its error line is `<id>-error`. */
  readonly id: string;
  readonly label: string;
  readonly error: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly isInvalid: boolean;
  readonly placeholder?: string;
  /** The comment box's height. */
  readonly rows?: number;
  readonly isRequired?: boolean;
  /** While the form is being sent. */
  readonly isReadOnly?: boolean;
  /** For focusing the control (after a failed check, on opening). */
  readonly controlRef?: Ref<HTMLElement>;
}

const invalidProps = (isInvalid: boolean, errorId: string) => (isInvalid ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});

/** `div.cr-review-form-comment|name|email` > label, the control, the error line. */
export function PluginTextField({ kind, id, label, error, value, onChange, isInvalid, placeholder, rows = 5, isRequired, isReadOnly, controlRef }: TextFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    // The control is an input or a textarea; callers only focus it.
    ref: controlRef as Ref<HTMLInputElement & HTMLTextAreaElement> | undefined,
    placeholder,
    value,
    required: isRequired,
    readOnly: isReadOnly,
    'data-field': kind,
    ...invalidProps(isInvalid, errorId),
  };
  return (
    <div className={`cr-review-form-${kind}${isInvalid ? ' cr-review-form-error' : ''}`}>
      <label className="cr-review-form-lbl" htmlFor={id}>
        {label}
      </label>
      {kind === 'comment' ? (
        <textarea {...common} rows={rows} name="cr_review_form_comment_txt" className="cr-review-form-comment-txt" onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input {...common} type={kind === 'email' ? 'email' : 'text'} name={`cr_review_form_${kind}`} className="cr-review-form-txt" autoComplete={kind} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      <div className="cr-review-form-field-error" id={errorId}>
        {error}
      </div>
    </div>
  );
}

interface TermsFieldProps {
  readonly id: string;
  /** The shop's own label, as HTML (its settings allow links). */
  readonly html: string;
  readonly error: string;
  readonly isChecked: boolean;
  readonly onChange: (isChecked: boolean) => void;
  readonly isInvalid: boolean;
  readonly isDisabled?: boolean;
  readonly controlRef?: Ref<HTMLInputElement>;
}

/** `div.cr-review-form-terms` > label (checkbox + the shop's text), the error line. */
export function PluginTermsField({ id, html, error, isChecked, onChange, isInvalid, isDisabled, controlRef }: TermsFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`cr-review-form-terms${isInvalid ? ' cr-review-form-error' : ''}`}>
      <label>
        <input
          ref={controlRef}
          id={id}
          type="checkbox"
          className="cr-review-form-checkbox"
          name="cr_review_form_checkbox"
          data-field="terms"
          checked={isChecked}
          disabled={isDisabled}
          onChange={(event) => onChange(event.currentTarget.checked)}
          {...invalidProps(isInvalid, errorId)}
        />
        <span dangerouslySetInnerHTML={{ __html: html }} />
      </label>
      <div className="cr-review-form-field-error" id={errorId}>
        {error}
      </div>
    </div>
  );
}
