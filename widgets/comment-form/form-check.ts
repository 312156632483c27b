// What the classic review form checks before it posts (spec §5 "Single-product form"), read from the
// server's controls: the problems found, in the order the shopper meets them, and where focus goes.
import { captchaErrorText, isCaptchaUnanswered, stableKey, UPLOADS_BUSY_MESSAGE } from '@/reviews';
import type { CommentField, CommentFormProps } from './schema';

/** Customer Reviews' own (hard-coded, untranslated) terms message. */
export const TERMS_MESSAGE = 'Please tick the checkbox to proceed';

/** What is wrong with the form, in the order the shopper meets it. */
export interface Problems {
  readonly ratings: ReadonlySet<string>;
  /** Controls of the server's form that failed, by name. */
  readonly controls: readonly string[];
  readonly messages: readonly string[];
}
export const NO_PROBLEMS: Problems = { ratings: new Set(), controls: [], messages: [] };

/** What the check needs besides the form: the rating blocks and their values, the fields, the terms, the uploads. */
export interface FormState {
  readonly ratings: CommentFormProps['ratings'];
  readonly ratingValues: Readonly<Record<string, number>>;
  readonly fields: readonly CommentField[];
  readonly needsTerms: boolean;
  readonly isUploading: boolean;
}

export type TextControl = HTMLInputElement | HTMLTextAreaElement;

export function controlOf(form: HTMLElement, name: string): TextControl | null {
  return form.querySelector<TextControl>(`[name="${CSS.escape(name)}"]`);
}

export function termsBox(form: HTMLElement): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>('.cr-review-form-terms .cr-review-form-checkbox');
}

/** The form's typed values, read from the server's controls. */
export function readTyped(form: HTMLElement, fields: readonly CommentField[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [stableKey(field.name), controlOf(form, field.name)?.value ?? '']));
}

/** The draft's value of each control where the shopper has not typed since the page loaded, else what is typed. */
export function mergeDraft(form: HTMLElement, fields: readonly CommentField[], draft: { readonly fields: Readonly<Record<string, string>> } | undefined): Record<string, string> {
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

export function isFilled(value: string | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/** Spec §5 "Single-product form", plus the captcha and the uploads; names every failing part. */
export function checkForm(form: HTMLElement, { ratings, ratingValues, fields, needsTerms, isUploading }: FormState): Problems {
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
  if (needsTerms && !termsBox(form)?.checked) {
    controls.push('terms');
    messages.push(TERMS_MESSAGE);
  }
  if (isCaptchaUnanswered(form)) messages.push(captchaErrorText());
  if (isUploading) messages.push(UPLOADS_BUSY_MESSAGE);
  return { ratings: failingRatings, controls, messages };
}

/** Focus to the first failing part, in page order. */
export function focusFirstProblem(form: HTMLElement, found: Problems): void {
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
    const captcha = form.querySelector<HTMLElement>(':is(.cr-captcha, .cr-recaptcha) :is(input, iframe, [tabindex])');
    if (captcha && found.messages.includes(captchaErrorText())) targets.push(captcha);
  }
  targets.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  targets[0]?.focus();
}

/** Marks the failing controls as the plugin did (its error class), with aria-invalid and what is wrong; returns the unmarking. */
export function markProblems(form: HTMLElement, controls: readonly string[], id: string, summaryId: string): () => void {
  const marked: { element: Element; container: Element | null; previous: string | null }[] = [];
  for (const name of controls) {
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
}
