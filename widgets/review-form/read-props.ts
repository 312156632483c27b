// `div.cr-review-form-wrap` (templates/cr-review-form.php) → raw props, and the two globals the form
// uses: `cr_ajax_object`'s upload rules (the captcha API, `window.crCaptcha`, is read by @/reviews).
import { readReviewsSettings } from '@/dom';
import { CAPTCHA_BOXES, labelText } from '@/reviews';

const UPLOAD_KEYS = ['cr_images_upload_limit', 'cr_images_upload_max_size', 'cr_upload_error_too_many', 'cr_upload_error_file_type', 'cr_upload_error_file_size'];
let isUploadWarningShown = false;

const textOf = (root: ParentNode, selector: string): string | undefined => root.querySelector(selector)?.textContent?.trim();

/** The hidden `cr_typ_lab_…` input next to a rating or question. */
function typeLabel(block: Element): HTMLInputElement | null {
  return block.querySelector<HTMLInputElement>('input[type="hidden"][name^="cr_typ_lab_"]');
}

function readRating(block: Element) {
  const type = typeLabel(block);
  return {
    label: labelText(block.querySelector('.cr-review-form-rating-label')),
    isRequired: block.querySelector('.cr-review-form-rating-cont')?.classList.contains('cr-review-form-rating-req') ?? false,
    isOverall: block.closest('.cr-review-form-rating-overall') !== null,
    valueName: block.querySelector('.cr-review-form-rating-inp')?.getAttribute('name') ?? undefined,
    typeName: type?.getAttribute('name') ?? undefined,
    typeValue: type?.value,
    errorText: textOf(block, '.cr-review-form-field-error') ?? '',
  };
}

function readQuestion(block: Element) {
  const input = block.querySelector<HTMLInputElement>('.cr-onsite-question-inp');
  const type = typeLabel(block);
  return {
    label: labelText(block.querySelector('label')),
    isRequired: block.classList.contains('cr-review-form-que-req'),
    type: input?.type,
    isFullWidth: block.classList.contains('cr-full-width'),
    valueName: input?.getAttribute('name') ?? undefined,
    typeName: type?.getAttribute('name') ?? undefined,
    typeValue: type?.value,
    errorText: textOf(block, '.cr-review-form-field-error') ?? '',
  };
}

/**
 * The captcha widget as the server printed it: a provider that already rendered into it (on DOM ready)
 * is undone, so it renders again into the island's copy (the old one's listeners stay behind). A box of
 * Customer Reviews before 5.117 loses `g-recaptcha` too: Google's api.js, arriving late, would render it
 * on its own, and the island renders it (@/reviews, captcha.ts).
 */
function unrenderedCaptcha(element: Element): Element {
  const copy = element.cloneNode(true) as Element;
  for (const widget of [copy, ...copy.querySelectorAll(CAPTCHA_BOXES)]) {
    if (!widget.matches(CAPTCHA_BOXES)) continue;
    widget.removeAttribute('data-crcaptcha-rendered');
    widget.classList.remove('g-recaptcha');
    widget.replaceChildren();
  }
  copy.querySelectorAll<HTMLInputElement>('.cr-captcha-response').forEach((input) => input.setAttribute('value', ''));
  return copy;
}

/** Where focus was inside the server's form when the island took over. */
function focusedField(wrap: HTMLElement): string | undefined {
  const active = document.activeElement;
  if (!active || !wrap.contains(active)) return undefined;
  if (active.matches('.cr-review-form-comment-txt')) return 'comment';
  if (active.closest('.cr-review-form-name')) return 'name';
  if (active.closest('.cr-review-form-email')) return 'email';
  if (active.matches('.cr-onsite-question-inp')) return `q:${active.getAttribute('name') ?? ''}`;
  if (active.matches('.cr-review-form-checkbox')) return 'terms';
  return undefined;
}

/** cr_ajax_object's upload rules; pages that localize only ajax_url (all reviews, grid) get the plugin's defaults, said once. */
function readUploadRules(hasMedia: boolean) {
  const settings = readReviewsSettings();
  const raw = (window as unknown as { cr_ajax_object?: Record<string, unknown> }).cr_ajax_object;
  const missing = raw && typeof raw === 'object' ? UPLOAD_KEYS.filter((key) => raw[key] === undefined) : [];
  if (hasMedia && missing.length && !isUploadWarningShown) {
    isUploadWarningShown = true;
    console.warn(`[shop-islands] review-form: window.cr_ajax_object has no ${missing.join(', ')}; using the plugin's defaults (${settings.uploadLimit} files, ${Math.round(settings.uploadMaxSize / 1048576)} MB)`);
  }
  return {
    limit: settings.uploadLimit,
    maxSize: settings.uploadMaxSize,
    tooMany: settings.uploadErrorTooMany,
    fileType: settings.uploadErrorFileType,
    fileSize: settings.uploadErrorFileSize,
  };
}

export function readProps(wrap: HTMLElement): unknown {
  const field = (box: string) => {
    const container = wrap.querySelector(box);
    const input = container?.querySelector<HTMLInputElement>('.cr-review-form-txt');
    return { label: textOf(wrap, `${box} .cr-review-form-lbl`) ?? '', error: textOf(wrap, `${box} .cr-review-form-field-error`) ?? '', value: input?.getAttribute('value') ?? '', typed: input?.value };
  };
  const name = field('.cr-review-form-name');
  const email = field('.cr-review-form-email');
  const mediaBox = wrap.querySelector('.cr-form-item-media');
  const termsBox = wrap.querySelector('.cr-review-form-terms');
  const captchaBox = wrap.querySelector('.cr-review-form-captcha');
  const questionBlocks = [...wrap.querySelectorAll('.cr-onsite-question')];
  const answers: Record<string, string> = {};
  for (const input of wrap.querySelectorAll<HTMLInputElement>('.cr-onsite-question-inp')) if (input.value) answers[input.name] = input.value;
  const captchaWidget = captchaBox ? [...captchaBox.children].filter((child) => !child.classList.contains('cr-review-form-field-error')).map(unrenderedCaptcha) : [];
  return {
    itemId: wrap.querySelector<HTMLInputElement>('.cr-review-form-item-id')?.getAttribute('value') ?? undefined,
    itemName: textOf(wrap, '.cr-review-form-item span') ?? '',
    itemPic: wrap.querySelector('.cr-review-form-item img')?.getAttribute('src') ?? '',
    nonce: wrap.getAttribute('data-nonce') ?? '',
    navTitle: textOf(wrap, '.cr-nav-left span') ?? '',
    isOverallOnly: wrap.querySelector('.cr-review-form-rating-overall')?.classList.contains('cr-review-form-rating-ovonly') ?? false,
    ratings: [...wrap.querySelectorAll('.cr-review-form-rating')].map(readRating),
    questions: questionBlocks.map(readQuestion),
    comment: { label: textOf(wrap, '.cr-review-form-comment .cr-review-form-lbl') ?? '', error: textOf(wrap, '.cr-review-form-comment .cr-review-form-field-error') ?? '' },
    name: { label: name.label, error: name.error, value: name.value },
    email: { label: email.label, error: email.error, value: email.value },
    media: mediaBox
      ? {
          description: textOf(mediaBox, '.cr-form-item-media-none span') || mediaBox.querySelector('.cr-form-item-media-none')?.getAttribute('aria-label') || '',
          accept: mediaBox.querySelector('.cr-form-item-media-file')?.getAttribute('accept') ?? '',
        }
      : null,
    terms: termsBox ? { html: termsBox.querySelector('label span')?.innerHTML.trim() ?? '', error: textOf(termsBox, '.cr-review-form-field-error') ?? '' } : null,
    captcha: captchaBox
      ? {
          widgetHtml: captchaWidget.map((child) => child.outerHTML).join(''),
          isInvisible: captchaBox.classList.contains('cr-review-form-captcha-invisible') || captchaBox.querySelector('.cr-captcha-invisible') !== null,
          error: textOf(captchaBox, '.cr-review-form-field-error') ?? '',
        }
      : null,
    submitText: textOf(wrap, '.cr-review-form-submit span') ?? '',
    cancelText: textOf(wrap, '.cr-review-form-cancel') ?? '',
    spinnerSrc: wrap.querySelector('.cr-review-form-submit img')?.getAttribute('src') ?? '',
    uploads: readUploadRules(mediaBox !== null),
    typed: {
      comment: wrap.querySelector<HTMLTextAreaElement>('.cr-review-form-comment-txt')?.value ?? '',
      name: name.typed,
      email: email.typed,
      answers,
      terms: wrap.querySelector<HTMLInputElement>('.cr-review-form-checkbox')?.checked ?? false,
      focused: focusedField(wrap),
    },
  };
}
