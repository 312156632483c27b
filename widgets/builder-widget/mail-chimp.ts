// ElementsKit's MailChimp newsletter form (`elementskit-mail-chimp`, W14), as its mail-chimp.js sent it: on
// submit, GET `<elementskit.resturl>widget/mailchimp/sendmail/?listed=<data-listed>&<the form's fields>` with the
// header `X-WP-Nonce: <data-nonce>`. The answer `{success: {body: "<Mailchimp's JSON>"}, error: "…"}` is shown in
// the form's `.ekit-mail-message` (classes `success` / `error`, ElementsKit's CSS colours them):
// - a non-empty `error` → "Found error : <error>";
// - status `subscribed` → the form's `data-success-message`; `pending` → its `data-success-opt-in-message`;
// - any other status → Mailchimp's `title`.
// Better than the script it replaces: one request at a time (a second submit while one is on its way is ignored),
// the fields keep what was typed whatever happens, a failed request says so (the script showed nothing), and the
// message is a live region, read out when it changes. No client-side validation, as the spec says.
import { BuilderRequestError, getBuilderJson } from '@/builder';
import { elementskitRestUrl } from './nav-menu';

export const SUCCESS_CLASS = 'success';
export const ERROR_CLASS = 'error';
/** The text before a server error, as the spec words it. */
export const ERROR_PREFIX = 'Found error : ';

interface SendmailAnswer {
  readonly error: string;
  /** Mailchimp's answer as JSON text (`success.body`). */
  readonly body: string;
}

/** `{success: {body}, error}`, read by hand; anything else is not ElementsKit's answer. */
function readSendmail(raw: unknown): SendmailAnswer {
  const answer = raw as { success?: { body?: unknown }; error?: unknown } | null;
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) throw new BuilderRequestError('invalid-response', `mailchimp/sendmail: expected {success, error}, got ${JSON.stringify(raw)}`);
  return { error: typeof answer.error === 'string' ? answer.error : '', body: typeof answer.success?.body === 'string' ? answer.success.body : '' };
}

/** Mailchimp's member JSON: its status and, when refused, its title. */
function readMember(body: string): { status?: unknown; title?: unknown } {
  try {
    return (JSON.parse(body || '{}') as { status?: unknown; title?: unknown } | null) ?? {};
  } catch {
    return {};
  }
}

export function attachMailChimp(widget: HTMLElement): () => void {
  const forms = [...widget.querySelectorAll<HTMLFormElement>('form.ekit-mailChimpForm')];
  const cleanups = forms.map((form) => {
    const message = form.querySelector<HTMLElement>(':scope > .ekit-mail-message') ?? form.appendChild(Object.assign(document.createElement('div'), { className: 'ekit-mail-message' }));
    // A live region before anything is said in it, so the outcome is read out.
    message.setAttribute('role', 'status');
    let isSending = false;

    const show = (text: string, isSuccess: boolean, isHtml = false): void => {
      message.classList.remove(SUCCESS_CLASS, ERROR_CLASS);
      message.classList.add(isSuccess ? SUCCESS_CLASS : ERROR_CLASS);
      // The form's own messages are the shop's (HTML, as ElementsKit inserted them); Mailchimp's are text.
      if (isHtml) message.innerHTML = text;
      else message.textContent = text;
      message.style.display = 'block';
    };

    const onSubmit = async (event: SubmitEvent): Promise<void> => {
      event.preventDefault();
      if (isSending) return;
      const base = elementskitRestUrl('elementskit-mail-chimp');
      if (!base) return;
      const url = new URL('widget/mailchimp/sendmail/', base);
      url.searchParams.set('listed', form.dataset.listed ?? '');
      for (const [name, value] of new FormData(form)) if (typeof value === 'string') url.searchParams.append(name, value);
      isSending = true;
      form.setAttribute('aria-busy', 'true');
      try {
        const { error, body } = readSendmail(await getBuilderJson(url, 'mailchimp/sendmail', { headers: { 'X-WP-Nonce': form.dataset.nonce ?? '' } }));
        if (error) return show(ERROR_PREFIX + error, false);
        const { status, title } = readMember(body);
        if (status === 'subscribed') show(form.dataset.successMessage ?? '', true, true);
        else if (status === 'pending') show(form.dataset.successOptInMessage ?? '', true, true);
        else show(typeof title === 'string' ? title : '', false);
      } catch (failure) {
        const error = failure instanceof BuilderRequestError ? failure : new BuilderRequestError('http', String(failure));
        console.error(`[shop-islands] elementskit-mail-chimp: the subscription was not sent — ${error.detail}`);
        show(error.message, false);
      } finally {
        isSending = false;
        form.removeAttribute('aria-busy');
      }
    };
    const listener = (event: Event): void => void onSubmit(event as SubmitEvent);
    form.addEventListener('submit', listener);
    return () => form.removeEventListener('submit', listener);
  });
  return () => cleanups.forEach((cleanup) => cleanup());
}
