// Props of the Q&A block: the product, the nonce and show-more data the shop expects back, its
// shortcode attributes, and the new-question form (texts, item, default name and email).
import * as z from 'zod/mini';
import { shortcodeAttributesSchema } from '@/reviews';

const text = z.string();

const field = z.object({ label: text, placeholder: text, error: text });

/** A Q&A form's server texts and options (see read-props `readFormTemplate`). */
export const formTemplateSchema = z.object({
  /** The nav title: "Ask a question" / "Add an answer". */
  title: text,
  /** The new-question form's product (the answer forms have none). */
  item: z.nullable(z.object({ id: z.string().check(z.regex(/^\d+$/, 'must be a post id (digits)')), name: text, image: text })),
  comment: z.object({ label: text, placeholder: text, error: text, rows: z.number().check(z.int(), z.positive()) }),
  name: field,
  email: field,
  /** The terms checkbox's label (this shop's markup, may hold links) and its error; null when off. */
  terms: z.nullable(z.object({ html: text, error: text })),
  captchaTermsHtml: z.nullable(text),
  /** `data-crcptcha`: the reCAPTCHA v3 site key, '' when the Q&A captcha is off. */
  captchaKey: text,
  submitText: text,
  spinner: z.object({ src: text, alt: text }),
  cancelText: text,
  continueLabel: text,
});

export type FormTemplate = z.infer<typeof formTemplateSchema>;

const digits = (what: string) => z.string().check(z.regex(/^\d+$/, `must be ${what} (digits)`));

/** A form of the overlay of 5.64 and before (see read-props `readOverlayForm`). */
export const overlayTemplateSchema = z.object({
  title: text,
  /** The question form's intro; the answer form's is the question, put in when it opens. */
  text,
  placeholders: z.object({ comment: text, name: text, email: text }),
  rows: z.number().check(z.int(), z.positive()),
  captchaTermsHtml: z.nullable(text),
  captchaKey: text,
  /** Its submit button's per-product nonce (`cr_qna_<id>` or `cr_qna_a_<id>`), posted as `security`. */
  nonce: z.string().check(z.regex(/^[\w-]+$/, 'must be a WordPress nonce (letters and digits)')),
  /** Its submit button's `data-product`: the page's product, posted as currentPostID. */
  productId: digits('a product id'),
  submitText: text,
  spinner: z.object({ src: text, alt: text }),
});

export type OverlayTemplate = z.infer<typeof overlayTemplateSchema>;

export const propsSchema = z.object({
  productId: z.string().check(z.regex(/^\d+$/, 'must be a product id (digits)')),
  permalink: text,
  /** WordPress nonce for cr_qna (sent as crNonce). */
  nonce: z.string().check(z.regex(/^[\w-]+$/, 'must be a WordPress nonce (letters and digits)')),
  /** The shortcode attributes (posted as cr_attributes), or '' on a product tab. */
  attributes: z.union([z.literal(''), shortcodeAttributesSchema]),
  /** The new-question form, or null when the shop shows a login box or nothing there. */
  questionForm: z.nullable(formTemplateSchema),
  /** Customer Reviews 5.64 and before: the two forms of its overlay (no inline forms, no questionForm). */
  overlay: z.optional(z.object({ question: z.nullable(overlayTemplateSchema), answer: z.nullable(overlayTemplateSchema) })),
  /** `data-defval` of the new-question form's name and email (the logged-in customer's, or ''); before 5.65, their values. */
  defaults: z.object({ name: text, email: text }),
});

export type QnaBlockProps = z.infer<typeof propsSchema>;
