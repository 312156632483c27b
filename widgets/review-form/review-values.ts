// The ajax review form's values: what its draft holds, where they start (what the shopper typed before
// the island, then the draft, then the shop's defaults), and the fields that fail its checks.
import * as z from 'zod/mini';
import { isCaptchaUnanswered, isReviewEmail, CAPTCHA_BOXES, stableKey, uploadsDraftShape } from '@/reviews';
import type { OnsiteQuestion, RatingBlock, ReviewFormProps } from './schema';

export const draftSchema = z.object({
  ratings: z.record(z.string(), z.number()),
  comment: z.string(),
  name: z.string(),
  email: z.string(),
  answers: z.record(z.string(), z.string()),
  terms: z.boolean(),
  ...uploadsDraftShape,
});
export type Draft = z.infer<typeof draftSchema>;

export interface Values {
  /** By the field's stable key (the name without the per-render hash). */
  readonly ratings: Readonly<Record<string, number>>;
  readonly comment: string;
  readonly name: string;
  readonly email: string;
  readonly answers: Readonly<Record<string, string>>;
  readonly terms: boolean;
}

export const ratingField = (block: RatingBlock) => `rating:${stableKey(block.valueName)}`;
export const questionField = (question: OnsiteQuestion) => `q:${stableKey(question.valueName)}`;

export function initialValues(props: ReviewFormProps, draft: Draft | undefined): Values {
  const { typed } = props;
  const answers: Record<string, string> = { ...draft?.answers };
  for (const question of props.questions) {
    const typedAnswer = typed.answers[question.valueName];
    if (typedAnswer) answers[stableKey(question.valueName)] = typedAnswer;
  }
  // Text typed into the server's form before the island took over wins over an older draft.
  return {
    ratings: draft?.ratings ?? {},
    comment: typed.comment || draft?.comment || '',
    name: typed.name && typed.name !== props.name.value ? typed.name : (draft?.name ?? props.name.value),
    email: typed.email && typed.email !== props.email.value ? typed.email : (draft?.email ?? props.email.value),
    answers,
    terms: typed.terms || (draft?.terms ?? false),
  };
}

/** Spec §5 "Review form (ajax variant)": the failing fields, in the order they appear. */
export function failingFields(wrap: HTMLElement, { ratings, questions, terms, captcha }: ReviewFormProps, values: Values): string[] {
  const failing: string[] = [];
  for (const block of ratings) if (block.isRequired && !values.ratings[stableKey(block.valueName)]) failing.push(ratingField(block));
  for (const question of questions) if (question.isRequired && !(values.answers[stableKey(question.valueName)] ?? '').trim()) failing.push(questionField(question));
  if (!values.comment.trim()) failing.push('comment');
  if (!values.name.trim()) failing.push('name');
  if (!isReviewEmail(values.email)) failing.push('email');
  if (terms && !values.terms) failing.push('terms');
  if (captcha && isCaptchaUnanswered(wrap, `.cr-review-form-captcha :is(${CAPTCHA_BOXES})`)) failing.push('captcha');
  return failing;
}

/** Focus to a field: a rating group's tab stop, the captcha's control, or the field itself. */
export function focusField(wrap: HTMLElement, field: string): void {
  const control = wrap.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!control) return;
  const target = control.matches('[role="radiogroup"]') ? control.querySelector<HTMLElement>('[tabindex="0"]') : field === 'captcha' ? (control.querySelector<HTMLElement>('input, iframe, button, [tabindex]:not([tabindex="-1"])') ?? control) : control;
  target?.focus();
}
