// Customer Reviews' captcha API (`window.crCaptcha`, js/cr-captcha.js: Turnstile, hCaptcha, reCAPTCHA v2
// and v3 behind one interface), as the review form and the classic comment form use it. Absent when the
// captcha is off or the visitor is logged in.

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

/** `window.crCaptcha` when it has the calls the forms need. */
export function captchaApi(): CaptchaApi | undefined {
  const api = (window as unknown as { crCaptcha?: Partial<CaptchaApi> }).crCaptcha;
  if (!api || typeof api.isEnabled !== 'function' || typeof api.getResponse !== 'function') return undefined;
  return api as CaptchaApi;
}

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
export function isCaptchaUnanswered(container: Element, widgets = '.cr-captcha-widget'): boolean {
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
