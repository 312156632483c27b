// `div#cr_qna.cr-qna-block[data-attributes][data-nonce]` (qna-tab.php; before 5.65 without data-nonce, its forms in an overlay) → raw props: the product, the
// show-more button's page data, the shortcode attributes, and the new-question form's texts (this
// shop's translations), item and default name and email. The inline answer forms print the same kind
// of markup per question; `readFormTemplate` reads those when a question is opened (they may arrive
// later, with show more). Also the one global the forms use: Google's reCAPTCHA v3, at submit.
import { parseDataJson } from '@/dom';

/** Trimmed text of the first `selector` in `root`. */
function text(root: Element, selector: string): string | undefined {
  return root.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
}

/**
 * The form part of a `.cr-qna-new-q-form` or `.cr-qna-list-inl-answ`: its texts and options, or null
 * when the shop printed no fields there (the "You must be logged in" box, or questions switched off).
 */
export function readFormTemplate(container: Element): unknown {
  const comment = container.querySelector('.cr-review-form-comment');
  if (!comment) return null;
  const textarea = comment.querySelector('textarea');
  const field = (selector: string) => {
    const box = container.querySelector(selector);
    return {
      label: box ? text(box, '.cr-review-form-lbl') : undefined,
      placeholder: box?.querySelector('input, textarea')?.getAttribute('placeholder') ?? '',
      error: box ? text(box, '.cr-review-form-field-error') : undefined,
    };
  };
  const terms = container.querySelector('.cr-review-form-terms');
  const submit = container.querySelector('.cr-review-form-submit');
  const item = container.querySelector('.cr-review-form-item');
  return {
    title: text(container, '.cr-review-form-nav .cr-nav-left span') ?? '',
    item: item
      ? {
          id: item.querySelector<HTMLInputElement>('input.cr-review-form-item-id')?.value,
          name: text(item, 'span') ?? '',
          image: item.querySelector('img')?.getAttribute('src') ?? '',
        }
      : null,
    comment: { ...field('.cr-review-form-comment'), rows: Number(textarea?.getAttribute('rows')) || 4 },
    name: field('.cr-review-form-name'),
    email: field('.cr-review-form-email'),
    terms: terms ? { html: terms.querySelector('label span')?.innerHTML.trim() ?? '', error: text(terms, '.cr-review-form-field-error') } : null,
    captchaTermsHtml: container.querySelector('.cr-captcha-terms')?.innerHTML.trim() ?? null,
    captchaKey: submit?.getAttribute('data-crcptcha') ?? '',
    submitText: submit ? text(submit, 'span') : undefined,
    spinner: { src: submit?.querySelector('img')?.getAttribute('src') ?? '', alt: submit?.querySelector('img')?.getAttribute('alt') ?? 'Loading' },
    cancelText: text(container, '.cr-review-form-cancel'),
    continueLabel: container.querySelector('.cr-review-form-continue')?.getAttribute('aria-label') ?? 'Continue',
  };
}

function readAttributes(block: HTMLElement): unknown {
  const raw = block.getAttribute('data-attributes');
  // The plugin prints '' when the block has no shortcode attributes (a product tab): posted as ''.
  return raw?.trim() ? parseDataJson(raw, 'data-attributes') : '';
}

/**
 * A form of the overlay of 5.64 and before (`.cr-qna-new-q-overlay .cr-qna-new-q-form`, qna-tab.php up to 5.64.1): its
 * texts and placeholders, and its submit button's per-product nonce, product and reCAPTCHA key; null without one.
 */
export function readOverlayForm(form: Element | null): unknown {
  const input = form?.querySelector('.cr-qna-new-q-form-input');
  const submit = input?.querySelector('.cr-qna-new-q-form-s-b:not(.cr-qna-new-q-form-s-p)');
  if (!input || !submit) return null;
  const placeholder = (selector: string) => input.querySelector(selector)?.getAttribute('placeholder') ?? '';
  const spinner = input.querySelector('.cr-qna-new-q-form-s-p img');
  return {
    title: text(input, '.cr-qna-new-q-form-title') ?? '',
    text: text(input, '.cr-qna-new-q-form-text') ?? '',
    placeholders: { comment: placeholder('.cr-qna-new-q-form-q'), name: placeholder('.cr-qna-new-q-form-name'), email: placeholder('.cr-qna-new-q-form-email') },
    rows: Number(input.querySelector('.cr-qna-new-q-form-q')?.getAttribute('rows')) || 3,
    captchaTermsHtml: input.querySelector('.cr-qna-new-q-form-s p')?.innerHTML.trim() ?? null,
    captchaKey: submit.getAttribute('data-crcptcha') ?? '',
    nonce: submit.getAttribute('data-nonce') ?? undefined,
    productId: submit.getAttribute('data-product') ?? undefined,
    submitText: text(input, '.cr-qna-new-q-form-s-b:not(.cr-qna-new-q-form-s-p)') ?? 'Submit',
    spinner: { src: spinner?.getAttribute('src') ?? '', alt: spinner?.getAttribute('alt') || 'Loading' },
  };
}

export function readProps(block: HTMLElement): unknown {
  const more = block.querySelector('#cr-show-more-q-id, .cr-show-more-que');
  const overlay = block.querySelector(':scope > .cr-qna-new-q-overlay');
  if (overlay) {
    const question = readOverlayForm(overlay.querySelector('.cr-qna-new-q-form:not(.cr-qna-new-a-form)')) as { nonce?: string; productId?: string } | null;
    const answer = readOverlayForm(overlay.querySelector('.cr-qna-new-a-form')) as { nonce?: string; productId?: string } | null;
    const value = (selector: string) => overlay.querySelector(`.cr-qna-new-q-form:not(.cr-qna-new-a-form) ${selector}`)?.getAttribute('value') ?? '';
    return {
      productId: (more ? more.getAttribute('data-product') : null) ?? question?.productId ?? answer?.productId ?? '0',
      permalink: more?.getAttribute('data-permalink') ?? '',
      // No block nonce before 5.65: each form posts its own (`security`).
      nonce: question?.nonce ?? answer?.nonce,
      attributes: readAttributes(block),
      questionForm: null,
      overlay: { question, answer },
      defaults: { name: value('.cr-qna-new-q-form-name'), email: value('.cr-qna-new-q-form-email') },
    };
  }
  const form = block.querySelector('.cr-qna-new-q-form');
  const defval = (selector: string) => form?.querySelector(`${selector} .cr-review-form-txt`)?.getAttribute('data-defval') ?? '';
  const itemId = form?.querySelector<HTMLInputElement>('input.cr-review-form-item-id')?.value;
  return {
    // The list's product (show more), else the form's, else none: a block without questions and without a form is read-only.
    productId: more ? (more.getAttribute('data-product') ?? undefined) : (itemId ?? '0'),
    permalink: more?.getAttribute('data-permalink') ?? '',
    nonce: block.getAttribute('data-nonce') ?? undefined,
    attributes: readAttributes(block),
    questionForm: form ? readFormTemplate(form) : null,
    defaults: { name: defval('.cr-review-form-name'), email: defval('.cr-review-form-email') },
  };
}

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/**
 * The Q&A forms' reCAPTCHA v3 token (`cptcha`): '' without a site key or without Google's script (the
 * shop then answers "reCAPTCHA response is missing."; the legacy answer form threw a ReferenceError).
 */
export function reCaptchaToken(siteKey: string): Promise<string> {
  const grecaptcha = (window as { grecaptcha?: ReCaptcha }).grecaptcha;
  if (!siteKey || typeof grecaptcha?.execute !== 'function') return Promise.resolve('');
  return new Promise((resolve) => {
    const run = () => {
      try {
        grecaptcha.execute(siteKey, { action: 'submit' }).then(resolve, () => resolve(''));
      } catch {
        resolve('');
      }
    };
    if (typeof grecaptcha.ready === 'function') grecaptcha.ready(run);
    else run();
  });
}
