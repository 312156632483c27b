// The captcha calls the review forms make, over Customer Reviews 5.117's `window.crCaptcha` and over the
// reCAPTCHA box of 5.60 – 5.116, which had no API of the plugin's: Google's `grecaptcha` and the answer
// Google keeps in the box's `g-recaptcha-response` textarea.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubRecaptcha } from '../../fixtures/test-utils';
import { captchaApi, captchaField, captchaToken, isCaptchaEnabled, isCaptchaUnanswered, renderCaptcha, resetCaptcha } from './captcha';

const legacyForm = (id: string) => `<form id="${id}"><div class="cr-review-form-captcha"><div class="cr-recaptcha" data-sitekey="key-${id}" data-crcaptchaid="${id}"></div></div></form>`;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('captcha: Customer Reviews 5.60 – 5.116 (the reCAPTCHA box, through grecaptcha)', () => {
  it('is on only where the old box is printed; 5.117’s box waits for its own API', () => {
    expect(isCaptchaEnabled()).toBe(false);
    expect(captchaField()).toBe('cr_captcha_response');
    document.body.innerHTML = '<div class="cr-recaptcha cr-captcha cr-captcha-widget" data-crcaptcha-type="recaptcha" data-sitekey="k"></div>';
    expect(isCaptchaEnabled()).toBe(false);
    document.body.innerHTML = legacyForm('a');
    expect(captchaField()).toBe('g-recaptcha-response');
    // Google's script not there (blocked): nothing to answer, the form is not held back for it.
    expect(isCaptchaEnabled()).toBe(false);
    expect(isCaptchaUnanswered(document.querySelector('#a')!)).toBe(false);
    stubRecaptcha();
    expect(isCaptchaEnabled()).toBe(true);
    expect(isCaptchaUnanswered(document.querySelector('#a')!)).toBe(true);
  });

  it('api.js defines grecaptcha.ready before render: the box is rendered once Google’s code has come', () => {
    document.body.innerHTML = legacyForm('a');
    const waiting: (() => void)[] = [];
    vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => waiting.push(callback) });
    renderCaptcha(document.querySelector('#a')!, 'review-form');
    renderCaptcha(document.querySelector('#a')!, 'review-form');
    const { google } = stubRecaptcha();
    for (const callback of waiting) callback();
    expect(google.render).toHaveBeenCalledTimes(1);
    expect(document.querySelector('#a textarea[name="g-recaptcha-response"]')).not.toBeNull();
  });

  it('the plugin’s own API wins when it is there', () => {
    document.body.innerHTML = legacyForm('a');
    const api = { isEnabled: () => true, isInvisible: () => false, render: vi.fn(), getResponse: () => 'own', reset: vi.fn(), execute: vi.fn() };
    vi.stubGlobal('crCaptcha', api);
    expect(captchaApi()).toBe(api);
    expect(captchaField()).toBe('cr_captcha_response');
  });

  it('renders each empty box once with its site key, and only once Google’s script is there', () => {
    document.body.innerHTML = legacyForm('a') + legacyForm('b');
    const [a, b] = ['#a', '#b'].map((form) => document.querySelector(form)!);
    expect(() => renderCaptcha(a!, 'review-form')).not.toThrow();
    const { google } = stubRecaptcha();
    renderCaptcha(a!, 'review-form');
    renderCaptcha(a!, 'review-form');
    expect(google.render).toHaveBeenCalledTimes(1);
    expect(google.render).toHaveBeenCalledWith(a!.querySelector('.cr-recaptcha'), { sitekey: 'key-a' });
    renderCaptcha(b!, 'review-form');
    expect(google.render).toHaveBeenLastCalledWith(b!.querySelector('.cr-recaptcha'), { sitekey: 'key-b' });
  });

  it('reads each form’s own answer, hands it over as the token, and resets that box by its id', async () => {
    document.body.innerHTML = legacyForm('a') + legacyForm('b');
    const [a, b] = ['#a', '#b'].map((form) => document.querySelector(form)!);
    const { google, answers } = stubRecaptcha();
    renderCaptcha(a!, 'review-form');
    renderCaptcha(b!, 'review-form');
    expect(isCaptchaUnanswered(b!)).toBe(true);
    answers[1]!.value = 'token-b';
    expect(isCaptchaUnanswered(b!)).toBe(false);
    expect(isCaptchaUnanswered(a!)).toBe(true);
    await expect(captchaToken(b!)).resolves.toBe('token-b');
    await expect(captchaToken(a!)).resolves.toBe('');
    resetCaptcha(b!);
    expect(google.reset).toHaveBeenCalledWith(1);
  });

  it('a box Google rendered at load: its answer is read from it, and a reset goes to the page’s first box, as the plugin did', async () => {
    document.body.innerHTML = '<form id="commentform"><div class="cr-recaptcha g-recaptcha" data-sitekey="k"><div></div><textarea name="g-recaptcha-response">token</textarea></div></form>';
    const form = document.querySelector('#commentform')!;
    const { google } = stubRecaptcha();
    renderCaptcha(form, 'comment-form');
    expect(google.render).not.toHaveBeenCalled();
    await expect(captchaToken(form)).resolves.toBe('token');
    resetCaptcha(form);
    expect(google.reset).toHaveBeenCalledWith(undefined);
  });
});
