// Elementor's video widget (W6): hosted, YouTube and Vimeo, inline or in a lightbox, with or without an image
// overlay. The provider's player is never loaded before the shopper asks: an embed shows its overlay, or a
// "Play video" button in place of the player Elementor's script built at load, and the player (the provider's
// embed page in an iframe, no API script) comes with the press, playing — muted and looping as the widget says.
// In a lightbox it plays in a modal dialog (Escape or Close closes it and the focus returns). A hosted video is the
// browser's own `<video>`; its overlay, pressed, gives way and the video plays.

import { adoptStyles } from '@/dom';
import css from './video.css?inline';

/** The two providers' address patterns, as Elementor's frontend read a video id from them. */
const YOUTUBE = /^(?:https?:\/\/)?(?:www\.)?(?:m\.)?(?:youtu\.be\/|youtube(?:-nocookie)?\.com\/(?:(?:watch)?\?(?:.*&)?vi?=|(?:embed|v|vi|user|shorts)\/))([^?&"'>]+)/;
const VIMEO = /^(?:https?:\/\/)?(?:www|player\.)?(?:vimeo\.com\/)?(?:video\/|external\/)?(\d+)/;

const yes = (value: unknown): boolean => value === 'yes';

/** The provider's embed address for the press: playing at once, with the widget's mute, loop and controls. */
export function embedUrl(type: string, url: string, settings: Record<string, unknown>): string | undefined {
  if (type === 'youtube') {
    const id = YOUTUBE.exec(url)?.[1];
    if (!id) return undefined;
    const query = new URLSearchParams({ autoplay: '1', rel: '0', controls: settings.controls === 'no' ? '0' : '1', mute: yes(settings.mute) ? '1' : '0' });
    // YouTube loops a single video only as a playlist of itself.
    if (yes(settings.loop)) {
      query.set('loop', '1');
      query.set('playlist', id);
    }
    const host = yes(settings.yt_privacy) ? 'www.youtube-nocookie.com' : 'www.youtube.com';
    return `https://${host}/embed/${id}?${query}`;
  }
  if (type === 'vimeo') {
    const id = VIMEO.exec(url)?.[1];
    if (!id) return undefined;
    const query = new URLSearchParams({ autoplay: '1', muted: yes(settings.mute) ? '1' : '0', loop: yes(settings.loop) ? '1' : '0' });
    return `https://player.vimeo.com/video/${id}?${query}`;
  }
  return undefined;
}

function player(type: string, source: string, settings: Record<string, unknown>, title: string): HTMLElement {
  if (type === 'hosted') {
    const video = document.createElement('video');
    video.src = source;
    video.controls = settings.controls !== 'no';
    video.muted = yes(settings.mute);
    video.loop = yes(settings.loop);
    video.autoplay = true;
    video.playsInline = true;
    video.className = 'elementor-video';
    return video;
  }
  const frame = document.createElement('iframe');
  frame.className = 'elementor-video-iframe';
  frame.src = source;
  frame.title = title;
  frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  frame.allowFullscreen = true;
  return frame;
}

/** A modal dialog playing `media`; closed by Escape, its Close button or a click outside; the focus goes back. */
function openLightbox(media: HTMLElement, closeLabel: string, returnTo: HTMLElement | null): void {
  const dialog = document.createElement('dialog');
  dialog.className = 'shop-islands-video-lightbox elementor-lightbox';
  dialog.setAttribute('aria-label', media.title || 'Video');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'shop-islands-video-lightbox__close';
  close.textContent = closeLabel;
  const frame = document.createElement('div');
  frame.className = 'shop-islands-video-lightbox__frame';
  frame.append(media);
  dialog.append(close, frame);
  document.body.append(dialog);
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    returnTo?.focus();
  });
  dialog.showModal();
  close.focus();
}

export function attachVideo(widget: HTMLElement, _type: string, settings: Record<string, unknown>): () => void {
  const wrapper = widget.querySelector<HTMLElement>('.elementor-wrapper');
  if (!wrapper) return () => {};
  const type = typeof settings.video_type === 'string' ? settings.video_type : 'youtube';
  const hosted = wrapper.querySelector<HTMLVideoElement>('video');
  const url = typeof settings[`${type}_url`] === 'string' ? (settings[`${type}_url`] as string) : '';
  const overlay = wrapper.querySelector<HTMLElement>('.elementor-custom-embed-image-overlay');
  const isLightbox = wrapper.classList.contains('elementor-open-lightbox') || overlay?.dataset.elementorOpenLightbox === 'yes';
  const i18n = ((window as { elementorFrontendConfig?: { i18n?: Record<string, string> } }).elementorFrontendConfig?.i18n ?? {}) as Record<string, string>;
  const title = `${type === 'vimeo' ? 'Vimeo' : type === 'youtube' ? 'YouTube' : ''} video player`.trim();
  const source = type === 'hosted' ? hosted?.currentSrc || hosted?.src || '' : embedUrl(type, url, settings);
  if (!source) {
    console.error(`[shop-islands] builder-widget: the video widget has no ${type} address it can play (${JSON.stringify(url)})`, widget);
    return () => {};
  }
  const slot = wrapper.querySelector<HTMLElement>('div.elementor-video') ?? wrapper;
  adoptStyles('builder-video', css);

  // An embed with no overlay: Elementor built the player at load; here a button stands in until the press.
  let facade: HTMLButtonElement | undefined;
  if (!overlay && type !== 'hosted') {
    facade = document.createElement('button');
    facade.type = 'button';
    facade.className = 'elementor-custom-embed-play shop-islands-video-play';
    facade.textContent = i18n.playVideo || 'Play Video';
    slot.append(facade);
  }
  const play = (): void => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (isLightbox) return openLightbox(player(type, source, settings, title), i18n.close || 'Close', returnTo);
    overlay?.remove();
    facade?.remove();
    if (type === 'hosted') {
      void hosted?.play().catch(() => undefined);
      hosted?.focus();
      return;
    }
    const frame = player(type, source, settings, title);
    slot.replaceChildren(frame);
    frame.focus();
  };
  const trigger = overlay ?? facade;
  const onClick = (event: MouseEvent): void => {
    if (!trigger?.contains(event.target as Node)) return;
    event.preventDefault();
    play();
  };
  const onKey = (event: KeyboardEvent): void => {
    if (!trigger?.contains(event.target as Node) || (event.key !== 'Enter' && event.key !== ' ') || event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    play();
  };
  // The overlay's play icon is printed as role=button with a name; the overlay itself is what Elementor listened to.
  const playIcon = overlay?.querySelector<HTMLElement>('.elementor-custom-embed-play');
  if (playIcon && !playIcon.hasAttribute('tabindex')) playIcon.tabIndex = 0;
  wrapper.addEventListener('click', onClick);
  wrapper.addEventListener('keydown', onKey);
  return () => {
    wrapper.removeEventListener('click', onClick);
    wrapper.removeEventListener('keydown', onKey);
    facade?.remove();
  };
}
