// The viewer of Elementor's lightbox links (./lightbox-links), fetched on the first open with what it opens
// (./lightbox-slides: the pressed link's slideshow, the URL action's picture or video): the shop's one PhotoSwipe
// with what Elementor's lightbox showed, as the kit sets it (counter, zoom, fullscreen, share links, the caption),
// and videos. Elementor's links carry no image size, which PhotoSwipe needs: a slide has the shape of its thumbnail
// (else the viewport's) until its image has loaded, then its own.
import type PhotoSwipe from 'photoswipe';
import type { SlideData } from 'photoswipe';
import { adoptStyles } from '@/dom';
import { openPhotoViewer } from '@/lightbox';
import { actionRequestOf, requestOf, type LightboxRequest, type LightboxSlide, type LightboxVideo } from './lightbox-slides';

type Texts = Readonly<Record<string, unknown>>;
type Content = NonNullable<PhotoSwipe['currSlide']>['content'];

const MAIN_CLASS = 'shop-islands-builder-lightbox';
const CSS = `.${MAIN_CLASS} .pswp__caption{position:absolute;left:0;right:0;bottom:0;padding:.75em 1em;text-align:center;color:#fff;background:rgba(0,0,0,.55);font-size:15px;line-height:1.4}
.${MAIN_CLASS} .pswp__caption p{margin:0}.${MAIN_CLASS} .pswp__caption-title{font-weight:600}.${MAIN_CLASS} .pswp__caption p:empty{display:none}
.${MAIN_CLASS} .pswp__share{position:relative}.${MAIN_CLASS} .pswp__share-menu{position:absolute;top:100%;right:0;min-width:12em;margin:0;padding:.4em 0;list-style:none;background:rgba(0,0,0,.85);border-radius:4px;font-size:15px}
.${MAIN_CLASS} .pswp__share-menu a{display:block;padding:.6em 1em;color:#fff;text-decoration:none}.${MAIN_CLASS} .pswp__share-menu a:hover,.${MAIN_CLASS} .pswp__share-menu a:focus-visible{background:rgba(255,255,255,.18);text-decoration:underline}
.${MAIN_CLASS} .pswp__video{position:absolute;inset:60px 12px;display:flex;align-items:center;justify-content:center;container-type:size}
.${MAIN_CLASS} .pswp__video>*{width:min(100cqw,100cqh * var(--ratio));aspect-ratio:var(--ratio);border:0;background:#000}`;

/** PhotoSwipe's icon markup: the shape, and its outline (`use`) for a light picture behind it. */
const icon = (id: string, path: string): string =>
  `<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><use class="pswp__icn-shadow" href="#${id}"/><path id="${id}" d="${path}"/></svg>`;
const SHARE_ICON = 'M22 19a3 3 0 0 0-2.3 1.1l-6.8-3.4a3 3 0 0 0 0-1.4l6.8-3.4A3 3 0 1 0 19 10l.1.7-6.8 3.4a3 3 0 1 0 0 3.8l6.8 3.4-.1.7a3 3 0 1 0 3-3z';
const ENTER_FULLSCREEN = 'M8 8h7v2h-5v5H8zm9 0h7v7h-2v-5h-5zM8 17h2v5h5v2H8zm14 0h2v7h-7v-2h5z';
const EXIT_FULLSCREEN = 'M13 8h2v7H8v-2h5zm4 0h2v5h5v2h-7zM8 17h7v7h-2v-5H8zm9 0h7v2h-5v5h-2z';

const label = (texts: Texts, key: string, fallback: string): string => (typeof texts[key] === 'string' && texts[key] ? (texts[key] as string) : fallback);

/** PhotoSwipe's item for a slide: a picture sized by its shape on the page for now, or a box its video goes in when shown. */
function itemOf(slide: LightboxSlide): SlideData {
  if (slide.video) return { type: 'html', html: `<div class="pswp__video" style="--ratio:${slide.ratio ?? 16 / 9}"></div>`, video: slide.video };
  const ratio = slide.ratio ?? innerWidth / innerHeight;
  const width = Math.max(innerWidth, innerHeight * ratio);
  return { src: slide.url, width: Math.round(width), height: Math.round(width / ratio), alt: slide.alt ?? '' };
}

/** The player of a video slide: the provider's embed page, or the browser's own video. */
function playerOf(video: LightboxVideo, title: string): HTMLElement {
  if (video.provider === 'hosted') {
    const player = document.createElement('video');
    const params = video.params ?? {};
    for (const [name, value] of Object.entries(params)) if (/^(loop|playsinline|preload|poster|controlslist)$/i.test(name)) player.setAttribute(name, value);
    // An attribute set after creation does not mute the element; the property does.
    player.muted = 'muted' in params;
    player.src = video.src;
    player.controls = true;
    player.autoplay = true;
    return player;
  }
  const frame = document.createElement('iframe');
  frame.src = video.src;
  frame.title = title;
  frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  return frame;
}

/** Gives a slide the size of its loaded image (it had its thumbnail's shape), and keeps it for the next time it is built. */
function fitToImage(content: Content): void {
  const image = content.element;
  if (!(image instanceof HTMLImageElement) || !image.naturalWidth || (image.naturalWidth === content.width && image.naturalHeight === content.height)) return;
  content.width = content.data.width = image.naturalWidth;
  content.height = content.data.height = image.naturalHeight;
  const { slide } = content;
  if (!slide) return;
  slide.width = content.width;
  slide.height = content.height;
  slide.calculateSize();
  slide.zoomAndPanToInitial();
  slide.applyCurrentZoomPan();
  slide.updateContentSize(true);
}

/** The share links of a slide, as Elementor's lightbox listed them: Facebook, X, Pinterest, and a picture's download. */
function shareLinksOf(slide: LightboxSlide, texts: Texts): [string, string, boolean?][] {
  const page = encodeURIComponent(location.href.replace(/#.*/, '') + (slide.hash ?? ''));
  const links: [string, string, boolean?][] = [
    [label(texts, 'shareOnFacebook', 'Share on Facebook'), `https://www.facebook.com/sharer.php?u=${page}`],
    [label(texts, 'shareOnTwitter', 'Share on X'), `https://twitter.com/intent/tweet?text=${page}`],
    [label(texts, 'pinIt', 'Pin it'), `https://www.pinterest.com/pin/create/button/?url=${page}&media=${encodeURIComponent(slide.video?.src ?? slide.url)}`],
  ];
  if (!slide.video) links.push([label(texts, 'downloadImage', 'Download image'), slide.url, true]);
  return links;
}

/** The share button and the list of links it discloses, filled for the picture shown each time it opens. */
function addShare(viewer: PhotoSwipe, slides: readonly LightboxSlide[], texts: Texts): void {
  let toggle: (isOpen: boolean) => void = () => undefined;
  viewer.ui?.registerElement({
    name: 'share',
    order: 8,
    onInit: (element) => {
      const button = document.createElement('button');
      const menu = document.createElement('ul');
      button.type = 'button';
      button.className = 'pswp__button pswp__button--share';
      button.title = label(texts, 'share', 'Share');
      button.setAttribute('aria-label', button.title);
      button.setAttribute('aria-controls', (menu.id = 'pswp__share-menu'));
      button.innerHTML = icon('pswp__icn-share', SHARE_ICON);
      menu.className = 'pswp__share-menu';
      toggle = (isOpen) => {
        const slide = slides[viewer.currIndex];
        menu.replaceChildren(
          ...(isOpen && slide ? shareLinksOf(slide, texts) : []).map(([name, href, isDownload]) => {
            const item = document.createElement('li');
            const link = item.appendChild(document.createElement('a'));
            Object.assign(link, { href, textContent: name }, isDownload ? { download: '' } : { target: '_blank', rel: 'noopener' });
            return item;
          }),
        );
        menu.hidden = !isOpen;
        button.setAttribute('aria-expanded', String(isOpen));
      };
      toggle(false);
      button.addEventListener('click', () => toggle(menu.hidden));
      element.append(button, menu);
    },
  });
  viewer.on('change', () => toggle(false));
  // Escape closes the open list first (the viewer on the next press), back on its button.
  viewer.on('keydown', (event) => {
    const button = viewer.element?.querySelector<HTMLElement>('.pswp__button--share');
    if (event.originalEvent.key !== 'Escape' || button?.getAttribute('aria-expanded') !== 'true') return;
    event.preventDefault();
    toggle(false);
    button.focus();
  });
}

/** A button that shows the viewer on the whole screen (`aria-pressed` while it is), for browsers that allow it. */
function addFullscreen(viewer: PhotoSwipe, texts: Texts): void {
  if (!document.fullscreenEnabled) return;
  const sync = (): void => {
    const button = viewer.element?.querySelector('.pswp__button--fullscreen');
    const isOn = !!viewer.element && document.fullscreenElement === viewer.element;
    button?.setAttribute('aria-pressed', String(isOn));
    button?.querySelector('path')?.setAttribute('d', isOn ? EXIT_FULLSCREEN : ENTER_FULLSCREEN);
  };
  viewer.ui?.registerElement({
    name: 'fullscreen',
    order: 15,
    isButton: true,
    title: label(texts, 'fullscreen', 'Fullscreen'),
    html: icon('pswp__icn-fullscreen', ENTER_FULLSCREEN),
    onInit: (element) => element.setAttribute('aria-pressed', 'false'),
    onClick: () => {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void viewer.element?.requestFullscreen().catch(() => undefined);
    },
  });
  document.addEventListener('fullscreenchange', sync);
  viewer.on('close', () => {
    if (viewer.element && document.fullscreenElement === viewer.element) void document.exitFullscreen();
  });
  viewer.on('destroy', () => document.removeEventListener('fullscreenchange', sync));
}

/** The caption under the picture: its title and description, as the kit's sources give them (`''` shows none). */
function addCaption(viewer: PhotoSwipe, slides: readonly LightboxSlide[], kit: Texts): void {
  const showsTitle = kit.lightbox_title_src !== '';
  const showsDescription = kit.lightbox_description_src !== '';
  if (!showsTitle && !showsDescription) return;
  viewer.ui?.registerElement({
    name: 'caption',
    order: 9,
    appendTo: 'root',
    onInit: (element) => {
      element.setAttribute('aria-live', 'polite');
      const title = element.appendChild(document.createElement('p'));
      const description = element.appendChild(document.createElement('p'));
      title.className = 'pswp__caption-title';
      description.className = 'pswp__caption-description';
      const show = (): void => {
        const slide = slides[viewer.currIndex];
        title.textContent = (showsTitle && slide?.title) || '';
        description.textContent = (showsDescription && slide?.description) || '';
        element.hidden = !title.textContent && !description.textContent;
      };
      viewer.on('change', show);
      show();
    },
  });
}

/**
 * Opens the viewer on `request`'s slides with the kit's options (Elementor's `lightbox_enable_*`: each shown only
 * when `yes`) and its texts (elementorFrontendConfig.i18n). PhotoSwipe closes on Escape and gives the focus back.
 */
export function openBuilderLightbox({ slides, index, id }: LightboxRequest, kit: Texts, texts: Texts = {}, from?: Element | null): PhotoSwipe {
  adoptStyles('builder-lightbox', CSS);
  const name = (viewer: PhotoSwipe): void => {
    viewer.element?.setAttribute('aria-modal', 'true');
    viewer.element?.setAttribute('aria-label', label(texts, 'lightbox', 'Lightbox'));
    if (viewer.element) viewer.element.id = `elementor-lightbox-slideshow-${id}`;
  };
  const viewer = openPhotoViewer(slides.map(itemOf), index, {
    options: {
      mainClass: MAIN_CLASS,
      // A link in an open modal popup: the viewer goes into its dialog, the one part of the page not inert (the top layer).
      appendToEl: from?.closest<HTMLElement>('dialog[open]') ?? document.body,
      counter: kit.lightbox_enable_counter === 'yes',
      zoom: kit.lightbox_enable_zoom === 'yes',
      ...(typeof texts.close === 'string' ? { closeTitle: `${texts.close} (Esc)` } : {}),
      ...(typeof texts.previous === 'string' ? { arrowPrevTitle: texts.previous } : {}),
      ...(typeof texts.next === 'string' ? { arrowNextTitle: texts.next } : {}),
      ...(typeof texts.zoom === 'string' ? { zoomTitle: texts.zoom } : {}),
    },
    setup: (viewer) => {
      viewer.on('uiRegister', () => {
        if (kit.lightbox_enable_share === 'yes') addShare(viewer, slides, texts);
        if (kit.lightbox_enable_fullscreen === 'yes') addFullscreen(viewer, texts);
        addCaption(viewer, slides, kit);
      });
      viewer.on('bindEvents', () => name(viewer));
      viewer.on('loadComplete', ({ content }) => fitToImage(content));
      // An image loaded ahead (before its slide was built) raises no loadComplete: its slide takes its size as it is built.
      viewer.on('slideInit', ({ slide }) => {
        if (slide.content.element instanceof HTMLImageElement && slide.content.element.complete) fitToImage(slide.content);
      });
      // A video plays only while its slide is shown: built as it comes, removed (stopped) as it goes.
      viewer.on('contentActivate', ({ content }) => {
        const box = content.element?.querySelector('.pswp__video');
        const video = content.data.video as LightboxVideo | undefined;
        if (box && video && !box.firstChild) box.append(playerOf(video, slides[content.index]?.title ?? label(texts, 'video', 'Video')));
      });
      viewer.on('contentDeactivate', ({ content }) => content.element?.querySelector('.pswp__video')?.replaceChildren());
      // The video's own controls and the share list take their presses; PhotoSwipe would start a drag.
      viewer.on('pointerDown', (event) => {
        if ((event.originalEvent.target as Element | null)?.closest?.('.pswp__video > *, .pswp__share-menu')) event.preventDefault();
      });
    },
  });
  name(viewer);
  return viewer;
}

/**
 * Opens the viewer on what a click on `link` opens (its `data-elementor-lightbox` options, its slideshow group, or its
 * picture); undefined, and nothing shown, when that is nothing the viewer can show (a video it cannot play).
 */
export function openLightboxFor(link: Element, kit: Texts, texts: Texts = {}): PhotoSwipe | undefined {
  const request = requestOf(link);
  return request?.slides.length ? openBuilderLightbox(request, kit, texts, link) : undefined;
}

/** Opens the viewer on what the `lightbox` URL action's settings name; undefined, and nothing shown, for nothing it can show. */
export function openLightboxAction(settings: Record<string, unknown>, kit: Texts, texts: Texts = {}): PhotoSwipe | undefined {
  const request = actionRequestOf(settings);
  const from = (settings.previousEvent as Event | undefined)?.target;
  return request ? openBuilderLightbox(request, kit, texts, from instanceof Element ? from : null) : undefined;
}
