// The coming-soon footer banner (LaunchYourStore.php), shown to shop managers while the shop is in
// "coming soon" mode. WooCommerce prints its dismiss link with no href, text or role, so it is made a
// named, focusable button here. Dismissing saves the choice through the REST API
// (woocommerce_meta.coming_soon_banner_dismissed = "yes" on the current user) and hides the banner;
// when that fails the banner stays and a growl message says why.
import { growl } from '@/dom';
import type { ComingSoonProps } from './schema';

export const DISMISS_LABEL = 'Dismiss the coming soon banner';
export const BANNER_LABEL = 'Coming soon mode';
export const DISMISSED_MESSAGE = 'The coming soon banner is dismissed.';
export const FAILED_MESSAGE = 'The banner could not be dismissed.';

interface Described {
  readonly message: string;
  describe?: () => string;
}

export function attach(banner: HTMLElement, { restUrl, restNonce }: ComingSoonProps): () => void {
  const found = banner.querySelector<HTMLElement>('a.coming-soon-footer-banner-dismiss');
  if (!found) return () => undefined;
  const link: HTMLElement = found;
  // WooCommerce's banner is not a landmark: name it, so its text is not content outside every region.
  const bannerAdded = ['role', 'aria-label'].filter((name) => !banner.hasAttribute(name));
  if (bannerAdded.includes('role')) banner.setAttribute('role', 'region');
  if (bannerAdded.includes('aria-label')) banner.setAttribute('aria-label', BANNER_LABEL);
  const added = ['role', 'tabindex', 'aria-label'].filter((name) => !link.hasAttribute(name));
  if (added.includes('role')) link.setAttribute('role', 'button');
  if (added.includes('tabindex') && !link.hasAttribute('href')) link.setAttribute('tabindex', '0');
  if (added.includes('aria-label') && !link.textContent?.trim()) link.setAttribute('aria-label', DISMISS_LABEL);

  let isBusy = false;
  async function dismiss(): Promise<void> {
    if (isBusy) return;
    isBusy = true;
    link.setAttribute('aria-disabled', 'true');
    banner.setAttribute('aria-busy', 'true');
    try {
      const { rest } = await import('@/api');
      await rest({ url: restUrl, method: 'POST', nonce: restNonce, data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } });
      banner.style.display = 'none';
      growl(DISMISSED_MESSAGE);
    } catch (caught) {
      const error = caught as Described;
      console.error(`[shop-islands] coming-soon: ${error.describe?.() ?? String(caught)}; the banner stays`);
      growl(`${FAILED_MESSAGE} ${error.message}`, 'error');
    } finally {
      isBusy = false;
      link.removeAttribute('aria-disabled');
      banner.removeAttribute('aria-busy');
    }
  }
  const onClick = (event: MouseEvent): void => {
    if (!(event.target as Element).closest('a.coming-soon-footer-banner-dismiss')) return;
    event.preventDefault();
    void dismiss();
  };
  // Enter too, on the dismiss link: it must not follow its href (so not @/dom's pressOnKey, which is also
  // in the islands' chunk, one a page behaviour does not load).
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.target !== link || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    void dismiss();
  };
  banner.addEventListener('click', onClick);
  banner.addEventListener('keydown', onKeyDown);
  return () => {
    banner.removeEventListener('click', onClick);
    banner.removeEventListener('keydown', onKeyDown);
    for (const name of added) link.removeAttribute(name);
    for (const name of bannerAdded) banner.removeAttribute(name);
  };
}
