// Props of the review form (templates/cr-review-form.php): the item it is about, its rating blocks
// and on-site questions with the names the shop expects back, the optional blocks (media, terms,
// captcha), the server's texts (translated), and the upload rules from `cr_ajax_object`.
import * as z from 'zod/mini';
import { uploadSettingsSchema } from '@/reviews';

const text = z.string();
const nonEmpty = z.string().check(z.minLength(1, 'must not be empty'));
/** `cr_onsite_<hash><index>` / `cr_typ_lab_<hash><index>`: what onsiteQuestions is keyed by. */
const onsiteName = (prefix: string) => z.string().check(z.regex(new RegExp(`^${prefix}\\w+$`), `must be a ${prefix}… field name`));

const rating = z.object({
  label: nonEmpty,
  isRequired: z.boolean(),
  /** The overall rating (`…ovrl`): posted as `rating` too. */
  isOverall: z.boolean(),
  valueName: onsiteName('cr_onsite_'),
  typeName: onsiteName('cr_typ_lab_'),
  /** The type-label JSON the shop decodes (`{"type":"ovrl"}`, `{"title","type":"rating","label"}`). */
  typeValue: text,
  errorText: text,
});

const question = z.object({
  label: nonEmpty,
  isRequired: z.boolean(),
  type: z.enum(['text', 'number']),
  isFullWidth: z.boolean(),
  valueName: onsiteName('cr_onsite_'),
  typeName: onsiteName('cr_typ_lab_'),
  typeValue: text,
  errorText: text,
});

export const propsSchema = z.object({
  /** A product id, or -1 for a review of the shop. */
  itemId: z.string().check(z.regex(/^(-1|\d+)$/, 'must be a product id or -1')),
  itemName: text,
  itemPic: text,
  /** The wrap's `data-nonce` (action cr-upload-images-frontend), sent with each upload. */
  nonce: text,
  navTitle: text,
  /** The overall block's class: `cr-review-form-rating-ovonly` when there are no criteria. */
  isOverallOnly: z.boolean(),
  ratings: z.array(rating).check(z.minLength(1, 'needs the overall rating')),
  questions: z.array(question),
  comment: z.object({ label: text, error: text }),
  name: z.object({ label: text, error: text, value: text }),
  email: z.object({ label: text, error: text, value: text }),
  media: z.nullable(z.object({ description: text, accept: text })),
  /** The terms label (this page's markup, may hold links) and its error. */
  terms: z.nullable(z.object({ html: text, error: text })),
  /** The captcha block: the server's widget markup (the provider renders into it) and its error. */
  captcha: z.nullable(z.object({ widgetHtml: text, isInvisible: z.boolean(), error: text })),
  submitText: text,
  cancelText: text,
  spinnerSrc: text,
  uploads: uploadSettingsSchema,
  /** What the wrap was typed into before the island took it over (nothing a shopper typed is lost). */
  typed: z.object({
    comment: text,
    name: z.optional(text),
    email: z.optional(text),
    answers: z.record(z.string(), text),
    terms: z.boolean(),
    /** The class of the control that had focus, to give it back. */
    focused: z.optional(text),
  }),
});

export type ReviewFormProps = z.infer<typeof propsSchema>;
export type RatingBlock = z.infer<typeof rating>;
export type OnsiteQuestion = z.infer<typeof question>;
