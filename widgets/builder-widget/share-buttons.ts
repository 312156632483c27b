// Elementor Pro's share buttons (`share-buttons`, W20): each `.elementor-share-btn.elementor-share-btn_<network>`
// (printed as a `div` with role="button" and tabindex 0) opens that network's share page, as Pro's share-link
// library did: a centred 640 × 480 window for a web address, the same window for e-mail (`mailto:`), the print
// dialog for print. What is shared: `data-settings.share_url.url` when the widget sets one, otherwise the page's
// address (a `u` parameter pointing off the site dropped, as Pro did), with Elementor's post title, excerpt and
// featured image (`elementorFrontendConfig.post`).
// Better than the script it replaces: the values are encoded into the share addresses (Pro put them in raw, so a
// title with `&` or `#` broke the link), a network without an address (Pro's `mix`) is reported rather than throwing,
// and no library is fetched.
import { readBuilderConfig } from '@/builder';
import { listeners } from './listeners';

/** The share window's size (share-link's defaults). */
const WINDOW = { width: 640, height: 480 };

/** Each network's share address; `{url}`, `{title}`, `{text}`, `{image}` are filled in, encoded. */
export const SHARE_URLS: Readonly<Record<string, string>> = {
  facebook: 'https://www.facebook.com/sharer.php?u={url}',
  twitter: 'https://twitter.com/intent/tweet?text={text}%20{url}',
  'x-twitter': 'https://x.com/intent/tweet?text={text}%20{url}',
  threads: 'https://threads.net/intent/post?text={text}%20{url}',
  linkedin: 'https://www.linkedin.com/shareArticle?mini=true&url={url}&title={title}&summary={text}&source={url}',
  pinterest: 'https://www.pinterest.com/pin/create/button/?url={url}&media={image}',
  reddit: 'https://reddit.com/submit?url={url}&title={title}',
  vk: 'https://vkontakte.ru/share.php?url={url}&title={title}&description={text}&image={image}',
  odnoklassniki: 'https://connect.ok.ru/offer?url={url}&title={title}&imageUrl={image}',
  tumblr: 'https://tumblr.com/share/link?url={url}',
  digg: 'https://digg.com/submit?url={url}',
  skype: 'https://web.skype.com/share?url={url}',
  stumbleupon: 'https://www.stumbleupon.com/submit?url={url}',
  telegram: 'https://telegram.me/share/url?url={url}&text={text}',
  pocket: 'https://getpocket.com/edit?url={url}',
  xing: 'https://www.xing.com/spi/shares/new?url={url}',
  whatsapp: 'https://api.whatsapp.com/send?text=*{title}*%0A{text}%0A{url}',
  email: 'mailto:?subject={title}&body={text}%0A{url}',
};

/** Elementor prints the post title URL-encoded on single posts and pages, raw elsewhere. */
function decoded(value: unknown): string {
  if (typeof value != 'string') return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The page's address without a `u` parameter that is not an address on this site (Pro's parameter-pollution check). */
function pageUrl(): string {
  const url = new URL(location.href);
  const u = url.searchParams.get('u');
  if (u !== null) {
    try {
      if (new URL(u).hostname != url.hostname) url.searchParams.delete('u');
    } catch {
      url.searchParams.delete('u');
    }
  }
  return url.href;
}

/** What a share carries. */
export function shareData(settings: Record<string, unknown>): { url: string; title: string; text: string; image: string } {
  const custom = (settings.share_url as { url?: unknown } | undefined)?.url;
  if (typeof custom == 'string' && custom) return { url: custom, title: '', text: '', image: '' };
  const post = (readBuilderConfig().raw.post ?? {}) as { title?: unknown; excerpt?: unknown; featuredImage?: unknown };
  return { url: pageUrl(), title: decoded(post.title) || document.title, text: typeof post.excerpt == 'string' ? post.excerpt : '', image: typeof post.featuredImage == 'string' ? post.featuredImage : '' };
}

/** A network's share address for `data`, or undefined for a network without one. */
export function shareUrl(network: string, data: ReturnType<typeof shareData>): string | undefined {
  const template = SHARE_URLS[network];
  return template?.replace(/\{(url|title|text|image)\}/g, (_match, key: keyof typeof data) => encodeURIComponent(data[key]));
}

export function attachShareButtons(widget: HTMLElement, _type: string, settings: Record<string, unknown>): () => void {
  const { listen, stop } = listeners();
  const share = (button: HTMLElement): void => {
    const network = [...button.classList].find((name) => name.startsWith('elementor-share-btn_'))?.slice('elementor-share-btn_'.length) ?? '';
    if (network == 'print') return void window.print();
    const address = shareUrl(network, shareData(settings));
    if (!address) return void console.error(`[shop-islands] share-buttons: no share address is known for the network "${network}"`);
    if (address.startsWith('mailto:')) return void location.assign(address);
    const left = Math.round(screen.width / 2 - WINDOW.width / 2);
    const top = Math.round(screen.height / 2 - WINDOW.height / 2);
    window.open(address, '', `toolbar=0,status=0,width=${WINDOW.width},height=${WINDOW.height},top=${top},left=${left},noopener`);
  };
  listen(widget, 'click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('.elementor-share-btn');
    if (button) share(button);
  });
  // The buttons are divs: Enter and Space press them.
  listen(widget, 'keydown', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('.elementor-share-btn');
    if (!button || (event.key != 'Enter' && event.key != ' ')) return;
    event.preventDefault();
    share(button);
  });
  return stop;
}
