// Customer Reviews' captcha API (`window.crCaptcha`, js/cr-captcha.js: Turnstile, hCaptcha, reCAPTCHA v2
// and v3 behind one interface), as the review form and the classic comment form use it. Absent when the
// captcha is off or the visitor is logged in. Before 5.117 the plugin had no such API: its forms printed a
// reCAPTCHA v2 box (`.cr-recaptcha`, rendered by Google's api.js) and frontend.js called `grecaptcha`
// itself; the same interface is given over `grecaptcha` for those pages (below).

export interface CaptchaApi {
  isEnabled(): boolean;
  isInvisible(): boolean;
  render(container?: Element): void;
  getResponse(container?: Element): string;
  reset(container?: Element): void;
  execute(container: Element, callback: (token: string) => void): void;
  errorText?(): string;
}

/** The plugin's default for `crCaptchaConfig.errorText` (spec §5, comment form with captcha enabled). */
export const CAPTCHA_ERROR_TEXT = 'Please confirm that you are not a robot';

/** How long an invisible captcha may take to hand over a token before the form goes without one. */
const CAPTCHA_TIMEOUT_MS = 15_000;

/**
 * Customer Reviews 5.60 – 5.116's reCAPTCHA v2 box: `div.cr-recaptcha[data-sitekey]` (with `g-recaptcha` when Google's
 * api.js renders it at load), after the classic form's fields and in the review form's `.cr-review-form-captcha`.
 * 5.117 prints `.cr-recaptcha.cr-captcha` for its own API. Google keeps a box's answer in the `g-recaptcha-response`
 * textarea it adds to it, which is also what a form post sends.
 */
const RECAPTCHA_BOX = '.cr-recaptcha:not(.cr-captcha)';

/** A visible captcha box of either generation: 5.117's provider widget, or the reCAPTCHA box before it. */
export const CAPTCHA_BOXES = `.cr-captcha-widget, ${RECAPTCHA_BOX}`;

interface ReCaptcha {
  render(box: Element, options: { sitekey: string }): number;
  reset(id?: number): void;
  /** api.js defines it first and `render` once Google's code has come. */
  ready(callback: () => void): void;
}

/** The boxes rendered here (a copy the review form made of the server's box) and their reCAPTCHA ids. */
const recaptchaIds = new WeakMap<Element, number>();

const boxIn = (container?: Element): Element | null | undefined => (container?.matches(RECAPTCHA_BOX) ? container : (container ?? document).querySelector(RECAPTCHA_BOX));
const recaptchaAnswer = (container?: Element): string => boxIn(container)?.querySelector<HTMLTextAreaElement>('textarea[name="g-recaptcha-response"]')?.value ?? '';
const google = (): Partial<ReCaptcha> | undefined => (window as unknown as { grecaptcha?: Partial<ReCaptcha> }).grecaptcha;

const recaptchaApi: CaptchaApi = {
  // Without Google's code (blocked, or not come yet) there is no box to answer: the form is not held back for it, and
  // the shop refuses what it must, as the plugin's own check let it through.
  isEnabled: () => typeof google()?.render === 'function',
  isInvisible: () => false,
  render(container) {
    const grecaptcha = google();
    if (typeof grecaptcha?.render !== 'function') {
      grecaptcha?.ready?.(() => recaptchaApi.render(container));
      return;
    }
    for (const box of (container ?? document).querySelectorAll(RECAPTCHA_BOX)) {
      const sitekey = box.getAttribute('data-sitekey');
      if (!box.firstElementChild && sitekey) recaptchaIds.set(box, grecaptcha.render(box, { sitekey }));
    }
  },
  getResponse: recaptchaAnswer,
  // A box Google rendered at load has no id here: the plugin reset the page's first one, as this does.
  reset(container) {
    const box = boxIn(container);
    if (box?.firstElementChild) google()?.reset?.(recaptchaIds.get(box));
  },
  // A v2 box is answered by the shopper: there is nothing to run.
  execute: (container, callback) => callback(recaptchaAnswer(container)),
};

/** `window.crCaptcha` when it has the calls the forms need; else, on a page of Customer Reviews 5.60 – 5.116 with its captcha on, `grecaptcha` behind the same calls. */
export function captchaApi(): CaptchaApi | undefined {
  const api = (window as unknown as { crCaptcha?: Partial<CaptchaApi> }).crCaptcha;
  if (!api || typeof api.isEnabled !== 'function' || typeof api.getResponse !== 'function') return document.querySelector(RECAPTCHA_BOX) ? recaptchaApi : undefined;
  return api as CaptchaApi;
}

/** The field the shop reads the captcha's answer from: 5.117's own, or Google's before it (`CR_Reviews::ping_captcha`). */
export const captchaField = (): string => (captchaApi() === recaptchaApi ? 'g-recaptcha-response' : 'cr_captcha_response');

/** Whether the captcha is on for this visitor (a throwing provider counts as off: the shop still checks). */
export function isCaptchaEnabled(): boolean {
  try {
    return captchaApi()?.isEnabled() ?? false;
  } catch {
    return false;
  }
}

/** Whether the captcha is the invisible kind (reCAPTCHA v3: a token is fetched at submit). */
export function isCaptchaInvisible(): boolean {
  try {
    const api = captchaApi();
    return typeof api?.isInvisible === 'function' && api.isInvisible();
  } catch {
    return false;
  }
}

/** The visible captcha's answer inside `container`; '' when there is none. */
export function captchaResponse(container: Element): string {
  try {
    return captchaApi()?.getResponse(container) ?? '';
  } catch {
    return '';
  }
}

/**
 * Whether a visible captcha widget inside `container` waits for its answer (the invisible kind is asked
 * at submit instead); `widgets` picks the form's widget elements.
 */
export function isCaptchaUnanswered(container: Element, widgets = CAPTCHA_BOXES): boolean {
  return isCaptchaEnabled() && !isCaptchaInvisible() && container.querySelector(widgets) !== null && !captchaResponse(container);
}

/** Lets the provider render into the widgets inside `container`; a failure is logged, the form still works (the shop checks). */
export function renderCaptcha(container: Element, widget: string): void {
  try {
    captchaApi()?.render(container);
  } catch (error) {
    console.error(`[shop-islands] ${widget}: the captcha did not render`, error);
  }
}

/** The shop's translated "not a robot" text, or the plugin's default. */
export function captchaErrorText(): string {
  try {
    return captchaApi()?.errorText?.() || CAPTCHA_ERROR_TEXT;
  } catch {
    return CAPTCHA_ERROR_TEXT;
  }
}

/** A token for `container` (the invisible kind runs now), with a time limit: it may never load. */
export function captchaToken(container: Element): Promise<string> {
  const api = captchaApi();
  if (!isCaptchaEnabled() || !api) return Promise.resolve('');
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(''), CAPTCHA_TIMEOUT_MS);
    try {
      api.execute(container, (token) => {
        clearTimeout(timer);
        resolve(token || '');
      });
    } catch {
      clearTimeout(timer);
      resolve('');
    }
  });
}

/** Resets the captcha in `container` (tokens are single-use). */
export function resetCaptcha(container: Element): void {
  try {
    if (isCaptchaEnabled()) captchaApi()?.reset(container);
  } catch {
    // A provider failing to reset leaves its widget as it was; the next check still reads its answer.
  }
}
