// Elementor's image lightbox (its lightbox-manager.js, 3.33) without Elementor's scripts: a click on a link Elementor
// would open in its lightbox opens the shop's one PhotoSwipe on the same pictures (the link's slideshow group), and so
// does the `lightbox` URL action. This file runs with the page builder at load, so it holds only what decides a click:
// what the link opens is read by the viewer's code (./builder-lightbox with ./lightbox-slides, and PhotoSwipe), fetched
// on the first open; should it fail to load, the link is followed as if there were no script.
import { oncePerPage, readBuilderConfig, type BuilderConfig } from '@/builder';
import { parseDataJson } from '@/dom';
import type * as Viewer from './builder-lightbox';

type Kit = Readonly<Record<string, unknown>>;

const LINKS = 'a, [data-elementor-lightbox]';
const IMAGE_FILE = /^[^?]+\.(png|jpe?g|gif|svg|webp|avif)(\?.*)?$/i;
/** Pictures with a viewer of their own: WooCommerce's product gallery (and the variation gallery), Customer Reviews' blocks. */
const OWN_VIEWERS = '.woocommerce-product-gallery, .woo-variation-product-gallery, .cr-reviews-ajax-reviews, .cr-all-reviews-shortcode, .cr-reviews-grid, .cr-reviews-slider';

/**
 * Whether Elementor opens `element` in its lightbox (lightbox-manager.js isLightboxLink): a link to an image file
 * (not a download) or to a video, or any `[data-elementor-lightbox]` element; then `data-elementor-open-lightbox="yes"`,
 * or the kit's `global_image_lightbox` unless the attribute says `no`.
 */
export function isLightboxLink(element: Element, kit: Kit): boolean {
  // An SVG <a> has no string href: never a picture link, as in Elementor.
  const href = element instanceof HTMLAnchorElement ? element.href : '';
  if (element.tagName.toLowerCase() === 'a' && (element.hasAttribute('download') || !IMAGE_FILE.test(href)) && !element.getAttribute('data-elementor-lightbox-video')) return false;
  const open = element.getAttribute('data-elementor-open-lightbox');
  return open === 'yes' || (!!kit.global_image_lightbox && open !== 'no');
}

/** In the editor's preview, Elementor opens the lightbox only when the editor's `lightbox_in_editor` preference is on (its default). */
export function isLightboxAllowed({ isEditMode, raw }: Pick<BuilderConfig, 'isEditMode' | 'raw'>): boolean {
  const preferences = (raw.settings as { editorPreferences?: Record<string, unknown> } | undefined)?.editorPreferences;
  return !isEditMode || !!(preferences?.lightbox_in_editor ?? 'yes');
}

/** An address lightbox options may open: one starting with `http` (Elementor's guard: the options may come from the page's address). */
const isWebAddress = (url: unknown): boolean => typeof url === 'string' && url.startsWith('http');

/**
 * Whether a lightbox's options for one image or video (lightbox.js showModal) may open it: an image or a video at a web
 * address. Whether the video's address is one the viewer can play is known once its code has come (videoOf, ./lightbox-slides).
 */
const isModalShown = (options: Record<string, unknown>): boolean => isWebAddress(options.url) && (options.type === 'image' || options.type === 'video');

/** Goes where the link points, as the browser would have without the script. */
function follow(link?: Element): void {
  if (link instanceof HTMLAnchorElement && link.href) location.assign(link.href);
}

let isOpening = false;

/**
 * Fetches the viewer (its file and PhotoSwipe's at once, not one after the other) and has `show` open it; follows
 * `link` should they not load, or should what it opens be nothing the viewer can show (a video it cannot play).
 */
function open(show: (viewer: typeof Viewer, kit: Kit, texts: Kit) => unknown, link?: Element): void {
  if (isOpening) return;
  isOpening = true;
  // PhotoSwipe gives the focus back to the element that had it: the link (Safari does not focus a clicked link).
  if (link instanceof HTMLElement && link.tabIndex >= 0) link.focus({ preventScroll: true });
  Promise.all([import('./builder-lightbox'), import('@/lightbox')])
    .then(([viewer]) => {
      const { kit, raw } = readBuilderConfig();
      if (!show(viewer, kit, (raw.i18n ?? {}) as Kit)) follow(link);
    })
    .catch((error: unknown) => {
      console.error(`[shop-islands] page-builder: the lightbox did not load (${String(error)})`);
      follow(link);
    })
    .finally(() => (isOpening = false));
}

/** The lightbox link a click landed in: the innermost of the links around its target that Elementor would open. */
function lightboxLinkOf(target: EventTarget | null, kit: Kit): Element | undefined {
  for (let link = target instanceof Element ? target.closest(LINKS) : null; link; link = link.parentElement?.closest(LINKS) ?? null) {
    if (isLightboxLink(link, kit)) return link;
  }
  return undefined;
}

function onClick(event: MouseEvent): void {
  // A modified or middle click opens the picture in a tab, as the shopper asked.
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const config = readBuilderConfig();
  const link = lightboxLinkOf(event.target, config.kit);
  if (!link || link.closest(OWN_VIEWERS)) return;
  if (!isLightboxAllowed(config)) return event.preventDefault();
  let options: Record<string, unknown> = {};
  try {
    const printed = link.getAttribute('data-elementor-lightbox');
    if (printed) options = parseDataJson(printed, 'data-elementor-lightbox', 'object') as Record<string, unknown>;
  } catch (error) {
    // Left to the browser: a link goes to its picture.
    console.error(`[shop-islands] page-builder: ${(error as Error).message}; the lightbox does not open`, link);
    return;
  }
  // Options for one image or video that cannot open anything: left to the browser as well.
  if (options.type && options.type !== 'slideshow' && !isModalShown(options)) return;
  event.preventDefault();
  open((viewer, kit, texts) => viewer.openLightboxFor(link, kit, texts), link);
}

/**
 * Opens Elementor's lightbox links in the viewer: one click listener for the page, however many builder documents
 * start it. Returns the stop of this start; the listener goes with the last.
 */
export const startLightboxLinks = oncePerPage(() => {
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
});

/**
 * Elementor's `lightbox` URL action (url-actions.js): `{ slideshow, url }` opens that slideshow on that picture,
 * `{ id, url }` the picture alone, else the video widget's `{ type: 'video', videoType, url, autoplay, modalOptions,
 * videoParams }`. An address not starting with `http` is ignored, as Elementor's lightbox did.
 */
export function runLightboxAction(settings: Record<string, unknown>): void {
  const isShown = settings.slideshow || settings.id ? isWebAddress(settings.url) : isModalShown(settings);
  if (isShown) open((viewer, kit, texts) => viewer.openLightboxAction(settings, kit, texts));
}
