// `form#commentform` of a product page (WordPress comment_form(), as Customer Reviews and WooCommerce
// fill it) → raw props, with `cr_ajax_object`'s upload rules and WooCommerce's rating text.
import { readReviewsSettings } from '@/dom';
import { labelText } from '@/reviews';

/** What both the adapter and the component treat as one rating block, in page order. */
export const RATING_BLOCKS = '.cr-review-form-rating, .comment-form-rating';

/** A star value 1–5 as printed, else 0 (none chosen). */
const starValue = (value: string | undefined): number => (/^[1-5]$/.test(value ?? '') ? Number(value) : 0);

/** A control's name for messages: its label, else what names it otherwise (themes print placeholder-only fields). */
function labelOf(form: HTMLElement, control: Element): string {
  const id = control.getAttribute('id');
  const label = id ? form.querySelector(`label[for="${CSS.escape(id)}"]`) : null;
  return labelText(label ?? control.closest('label') ?? control.closest('.cr-onsite-question')?.querySelector('label')) || control.getAttribute('aria-label') || control.getAttribute('placeholder') || (control.getAttribute('name') ?? '');
}

function readRating(form: HTMLElement, block: Element) {
  const select = block.querySelector<HTMLSelectElement>('select');
  if (select) {
    // WooCommerce's own rating (no rating criteria): a select the stars stand in for.
    return { label: labelOf(form, select), isRequired: select.required, valueName: select.name, errorText: '', value: starValue(select.value) };
  }
  const type = block.querySelector<HTMLInputElement>('input[type="hidden"][name^="cr_typ_lab_"]');
  const input = block.querySelector<HTMLInputElement>('.cr-review-form-rating-inp');
  return {
    label: labelText(block.querySelector('.cr-review-form-rating-label')) ?? '',
    isRequired: block.querySelector('.cr-review-form-rating-cont')?.classList.contains('cr-review-form-rating-req') ?? false,
    valueName: input?.name,
    typeName: type?.name,
    typeValue: type?.value,
    errorText: block.querySelector('.cr-review-form-field-error')?.textContent?.trim() ?? '',
    value: starValue(input?.value),
  };
}

function readFields(form: HTMLElement) {
  const fields = [];
  for (const input of form.querySelectorAll<HTMLInputElement>('.cr-onsite-question .cr-onsite-question-inp')) {
    fields.push({ name: input.name, label: labelOf(form, input), isRequired: input.closest('.cr-onsite-question')!.classList.contains('cr-review-form-que-req'), kind: 'question' });
  }
  // Spec §5: every text box of the form must be filled (the review's textarea).
  for (const box of form.querySelectorAll<HTMLTextAreaElement>('.cr-review-form-textbox, textarea[name="comment"]')) {
    fields.push({ name: box.name, label: labelOf(form, box), isRequired: true, kind: 'comment' });
  }
  // Logged-in shoppers get neither: WordPress knows who they are.
  for (const kind of ['author', 'email'] as const) {
    const input = form.querySelector<HTMLInputElement>(`input[name="${kind}"]`);
    if (input) fields.push({ name: kind, label: labelOf(form, input), isRequired: input.required || input.getAttribute('aria-required') === 'true', kind });
  }
  return fields;
}

function readMedia(form: HTMLElement, initial: string) {
  const input = form.querySelector<HTMLInputElement>('#cr_review_image');
  if (!input) return null;
  return {
    nonce: input.dataset.nonce,
    postId: input.dataset.postid,
    inputName: input.name,
    accept: input.getAttribute('accept') ?? '',
    capture: input.getAttribute('capture') ?? '',
    isMultiple: input.multiple,
    initialText: form.querySelector('.cr-upload-images-status')?.textContent?.trim() || initial,
  };
}

/** wc_single_product_params' rating text, where WooCommerce localized it. */
function ratingRequiredText(): string {
  const params = (window as unknown as { wc_single_product_params?: { i18n_required_rating_text?: unknown } }).wc_single_product_params;
  return typeof params?.i18n_required_rating_text === 'string' && params.i18n_required_rating_text ? params.i18n_required_rating_text : 'Please select a rating';
}

export function readProps(form: HTMLElement): unknown {
  const settings = readReviewsSettings();
  const media = readMedia(form, settings.uploadInitial);
  return {
    postId: form.querySelector<HTMLInputElement>('input[name="comment_post_ID"]')?.value,
    action: form.getAttribute('action') ?? '',
    ratings: [...form.querySelectorAll(RATING_BLOCKS)].map((block) => readRating(form, block)),
    fields: readFields(form),
    terms: form.querySelector('.cr-review-form-terms .cr-review-form-checkbox') !== null,
    media,
    uploads: {
      limit: settings.uploadLimit,
      maxSize: settings.uploadMaxSize,
      tooMany: settings.uploadErrorTooMany,
      fileType: settings.uploadErrorFileType,
      fileSize: settings.uploadErrorFileSize,
    },
    ratingRequiredText: ratingRequiredText(),
    afterPost: new URLSearchParams(location.search).get('unapproved') ?? '',
  };
}
