// What Elementor's lightbox opens (its lightbox.js, 3.33), read from the page once the shopper asks: the slideshow a
// pressed link belongs to, a link's printed options (one image, or a video), the `lightbox` URL action's settings, and
// the video addresses in them. Only the viewer (./builder-lightbox, fetched on the first open) imports this file, so
// none of it is in the page builder's chunk; the click rule (./lightbox-links) runs there.
import { parseDataJson } from '@/dom';

export interface LightboxVideo {
  readonly provider: 'youtube' | 'vimeo' | 'hosted';
  /** The address played: the provider's embed page, or the video file. */
  readonly src: string;
  /** A hosted video's attributes (the video widget's `videoParams`: muted, loop, poster…). */
  readonly params?: Readonly<Record<string, string>>;
}

export interface LightboxSlide {
  /** The picture, or for a video its link's address. */
  readonly url: string;
  readonly title?: string;
  readonly description?: string;
  readonly alt?: string;
  /** The link's `data-e-action-hash`: the address of this picture, which the share links point to. */
  readonly hash?: string;
  /** Width ÷ height of the picture on the page (the linked thumbnail) or of the video: the viewer's shape for it until the image has loaded. */
  readonly ratio?: number;
  readonly video?: LightboxVideo;
}

export interface LightboxRequest {
  readonly slides: readonly LightboxSlide[];
  readonly index: number;
  /** What Elementor's modal is named after (`elementor-lightbox-slideshow-<id>`): the slideshow group, `single-img`, or `video`. */
  readonly id: string;
}

/** The elements a slideshow is gathered from: those the click rule answers to (LINKS in ./lightbox-links). */
const LINKS = 'a, [data-elementor-lightbox]';
// Elementor 3.33's video id patterns (utils/video-api), as printed there.
const YOUTUBE_ID = /^(?:https?:\/\/)?(?:www\.)?(?:m\.)?(?:youtu\.be\/|youtube\.com\/(?:(?:watch)?\?(?:.*&)?vi?=|(?:embed|v|vi|user|shorts)\/))([^?&"'>]+)/;
const VIMEO_ID = /^(?:https?:\/\/)?(?:www|player\.)?(?:vimeo\.com\/)?(?:video\/|external\/)?(\d+)([^.?&#"'>]?)/;
const YOUTUBE_HOST = /^(?:https?:\/\/)?(?:www\.)?(?:m\.)?(?:youtu\.be\/|youtube\.com|youtube-nocookie\.com)/;
/** The embed pages Elementor's PHP prints (includes/embed.php): played as printed, privacy host, start time and player options kept. */
const EMBED_PAGE = /^https:\/\/(?:www\.youtube(?:-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/)/;
/** The video widget's `videoAspectRatio` (its `aspect_ratio` control) → width ÷ height, as lightbox.js's getRatioDictionry. */
const VIDEO_RATIOS: Readonly<Record<string, number>> = { 219: 21 / 9, 169: 16 / 9, 43: 4 / 3, 32: 3 / 2, 11: 1, 916: 9 / 16 };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The provider's embed page for a YouTube or Vimeo address, playing at once with `autoplay`; undefined for any other address. */
export function videoOf(url: string, autoplay: boolean): LightboxVideo | undefined {
  const provider = url.includes('vimeo.com') ? 'vimeo' : YOUTUBE_HOST.test(url) ? 'youtube' : undefined;
  if (!provider) return undefined;
  const id = (provider === 'vimeo' ? VIMEO_ID : YOUTUBE_ID).exec(url)?.[1];
  if (!id && !EMBED_PAGE.test(url)) return undefined;
  const src = new URL(EMBED_PAGE.test(url) ? url : provider === 'vimeo' ? `https://player.vimeo.com/video/${id}` : `https://www.youtube.com/embed/${id}`);
  if (autoplay) src.searchParams.set('autoplay', '1');
  return { provider, src: src.href };
}

/** Width ÷ height of the picture a link shows on the page, when it has one with a size. */
function ratioOf(link: Element): number | undefined {
  const image = link.querySelector('img');
  const width = image?.naturalWidth || Number(image?.getAttribute('width'));
  const height = image?.naturalHeight || Number(image?.getAttribute('height'));
  return width > 0 && height > 0 ? width / height : undefined;
}

/** One picture (or video) of a link, as lightbox.js reads it from the link's attributes. */
function slideOf(link: Element): LightboxSlide {
  const video = link.getAttribute('data-elementor-lightbox-video');
  return {
    url: link instanceof HTMLAnchorElement ? link.href : '',
    title: text(link.getAttribute('data-elementor-lightbox-title')),
    description: text(link.getAttribute('data-elementor-lightbox-description')),
    alt: text(link.querySelector('img')?.alt) ?? text(link.getAttribute('data-elementor-lightbox-title')),
    hash: text(link.getAttribute('data-e-action-hash')),
    ratio: ratioOf(link),
    // Elementor plays a slideshow's video as soon as it is shown.
    video: video ? videoOf(video, true) : undefined,
  };
}

/**
 * The slideshow `id`: every link of that group on the page (Swiper's and slick's clones of a looping carousel left out),
 * ordered by `data-elementor-lightbox-index` or else page order; opened on `initial` (the link pressed, or a picture's
 * or video's address).
 */
export function gatherSlideshow(id: string, initial: Element | string): LightboxRequest {
  const links = [...document.querySelectorAll(LINKS)].filter((link) => link.getAttribute('data-elementor-lightbox-slideshow') === id && !link.parentElement?.matches('.swiper-slide-duplicate') && !link.closest('.slick-cloned'));
  const ordered = links.map((link, position) => ({ link, index: Number(link.getAttribute('data-elementor-lightbox-index') ?? position) })).sort((a, b) => a.index - b.index);
  const isInitial = (link: Element): boolean => (typeof initial === 'string' ? (link instanceof HTMLAnchorElement && link.href === initial) || link.getAttribute('data-elementor-lightbox-video') === initial : link === initial);
  // A clone pressed (the original is the one kept) is found by its address.
  const byAddress = initial instanceof HTMLAnchorElement ? initial.getAttribute('data-elementor-lightbox-video') || initial.href : undefined;
  let index = ordered.findIndex(({ link }) => isInitial(link));
  if (index < 0 && byAddress) index = ordered.findIndex(({ link }) => (link instanceof HTMLAnchorElement && link.href === byAddress) || link.getAttribute('data-elementor-lightbox-video') === byAddress);
  return { slides: ordered.map(({ link }) => slideOf(link)), index: Math.max(index, 0), id };
}

/**
 * What a lightbox's options open (lightbox.js showModal): one image, or a video; undefined for another type, an address
 * that does not start with `http` (Elementor's guard: the options may come from the page's address) or a video it cannot play.
 */
function modalOf(options: Record<string, unknown>): LightboxRequest | undefined {
  const url = text(options.url);
  if (!url?.startsWith('http')) return undefined;
  if (options.type === 'image') return { slides: [{ url, title: text(options.title), description: text(options.description), alt: text(options.title) }], index: 0, id: 'single-img' };
  if (options.type !== 'video') return undefined;
  const aspect = ((options.modalOptions ?? {}) as Record<string, unknown>).videoAspectRatio ?? 169;
  const ratio = VIDEO_RATIOS[String(aspect)] ?? (Number(aspect) || 16 / 9);
  const params = Object.fromEntries(Object.entries((options.videoParams ?? {}) as Record<string, unknown>).map(([name, value]) => [name, String(value)]));
  const video = options.videoType === 'hosted' ? { provider: 'hosted' as const, src: url, params } : videoOf(url, options.autoplay === 'yes');
  return video && { slides: [{ url, video, ratio }], index: 0, id: 'video' };
}

/**
 * What a click on `link` opens (lightbox.js createLightbox): its `data-elementor-lightbox` options, its slideshow group,
 * or the picture alone. Throws a SyntaxError naming the attribute when the options are not JSON.
 */
export function requestOf(link: Element): LightboxRequest | undefined {
  const printed = link.getAttribute('data-elementor-lightbox');
  if (printed) {
    const options = parseDataJson(printed, 'data-elementor-lightbox', 'object') as Record<string, unknown>;
    if (options.type && options.type !== 'slideshow') return modalOf(options);
  }
  const slideshow = link.getAttribute('data-elementor-lightbox-slideshow');
  if (slideshow !== null) return gatherSlideshow(slideshow, link);
  return { slides: [slideOf(link)], index: 0, id: 'single-img' };
}

/**
 * What Elementor's `lightbox` URL action (url-actions.js) opens: `{ slideshow, url }` that slideshow on that picture,
 * `{ id, url }` the picture alone, else the video widget's `{ type: 'video', videoType, url, autoplay, modalOptions,
 * videoParams }`. Undefined for an address not starting with `http`, as Elementor's lightbox ignored it.
 */
export function actionRequestOf(settings: Record<string, unknown>): LightboxRequest | undefined {
  const url = text(settings.url);
  if (!url?.startsWith('http')) return undefined;
  if (settings.slideshow) {
    const request = gatherSlideshow(String(settings.slideshow), url);
    // A slideshow no longer on the page: its picture alone.
    return request.slides.length ? request : { slides: [{ url }], index: 0, id: String(settings.slideshow) };
  }
  return modalOf(settings.id ? { ...settings, type: 'image' } : settings);
}
