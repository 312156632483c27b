// Elementor Pro's Facebook widgets (`facebook-button`, `facebook-comments`, `facebook-embed`, `facebook-page`, W20
// social embeds): their markup is Facebook's XFBML (`div.fb-like`, `div.fb-comments`, `div.fb-post`, `div.fb-page`
// … with `data-href`), which Facebook's SDK draws. As Pro's social handler: the SDK
// (`https://connect.facebook.net/<ElementorProFrontendConfig.facebook_sdk.lang>/sdk.js`) is loaded once for the
// page, initialised with `facebook_sdk.app_id` (version v2.10, no automatic parse), and each widget parsed. Only when
// a widget comes into view (Pro loaded it at load on every page with one).
// Better than the script it replaces: when the SDK cannot load (blocked, offline) the widget says so with a link to
// what it embeds (Pro left an empty box), and the console says why, once.
import { readProConfig } from '@/builder';

interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml: boolean }): void;
  XFBML: { parse(element: Element): void };
}

export const SDK_FAILED = 'This Facebook content could not be loaded.';

let sdk: Promise<FacebookSdk> | undefined;

/** Loads Facebook's SDK once for the page. */
export function loadFacebookSdk(): Promise<FacebookSdk> {
  const { lang, appId } = readProConfig('facebook').facebookSdk;
  sdk ??= new Promise<FacebookSdk>((resolve, reject) => {
    const present = (window as { FB?: FacebookSdk }).FB;
    if (present) return resolve(present);
    const script = document.createElement('script');
    script.src = `https://connect.facebook.net/${lang}/sdk.js`;
    script.async = true;
    script.onload = () => {
      const FB = (window as { FB?: FacebookSdk }).FB;
      if (!FB) return reject(new Error('the SDK ran but defined no window.FB'));
      FB.init({ appId, version: 'v2.10', xfbml: false });
      resolve(FB);
    };
    script.onerror = () => reject(new Error(`${script.src} did not load`));
    document.head.append(script);
  });
  return sdk;
}

/** For tests: the next widget loads the SDK again. */
export function resetFacebookSdk(): void {
  sdk = undefined;
}

export function attachFacebook(widget: HTMLElement, type: string): () => void {
  let isStopped = false;
  loadFacebookSdk()
    .then((FB) => !isStopped && FB.XFBML.parse(widget))
    .catch((error: unknown) => {
      if (isStopped || widget.querySelector('.shop-islands-facebook-failed')) return;
      console.error(`[shop-islands] ${type}: Facebook's SDK did not load (${(error as Error).message}); the widget shows a link instead`);
      const href = widget.querySelector('[data-href]')?.getAttribute('data-href');
      const note = document.createElement('p');
      note.className = 'shop-islands-facebook-failed';
      note.textContent = `${SDK_FAILED} `;
      if (href && /^https:\/\//.test(href)) {
        const link = Object.assign(document.createElement('a'), { href, textContent: 'See it on Facebook', rel: 'noopener' });
        note.append(link);
      }
      widget.append(note);
    });
  return () => {
    isStopped = true;
  };
}
