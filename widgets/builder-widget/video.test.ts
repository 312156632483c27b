// builder-widget: Elementor's video widget — the provider's player only once the shopper presses Play.
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';
import { embedUrl } from './video';

const widget = (id: string): HTMLElement => document.querySelector(`[data-id="${id}"]`)!;

async function started(): Promise<void> {
  loadMarkup('builder-widget/videos.html');
  startMounts();
  await flushIslands();
}

describe('embedUrl', () => {
  it('reads the id from every YouTube and Vimeo address form and asks the player to play, muted and looping as set', () => {
    for (const url of ['https://www.youtube.com/watch?v=XHOmBV4js_E', 'https://youtu.be/XHOmBV4js_E', 'https://www.youtube.com/shorts/XHOmBV4js_E', 'https://m.youtube.com/watch?feature=share&v=XHOmBV4js_E', 'youtube.com/embed/XHOmBV4js_E']) {
      expect(embedUrl('youtube', url, {}), url).toBe('https://www.youtube.com/embed/XHOmBV4js_E?autoplay=1&rel=0&controls=1&mute=0');
    }
    expect(embedUrl('youtube', 'https://youtu.be/abc', { mute: 'yes', loop: 'yes', controls: 'no', yt_privacy: 'yes' })).toBe('https://www.youtube-nocookie.com/embed/abc?autoplay=1&rel=0&controls=0&mute=1&loop=1&playlist=abc');
    expect(embedUrl('vimeo', 'https://vimeo.com/235215203', { mute: 'yes' })).toBe('https://player.vimeo.com/video/235215203?autoplay=1&muted=1&loop=0');
    expect(embedUrl('vimeo', 'https://player.vimeo.com/video/76979871', {})).toContain('/video/76979871?');
    expect(embedUrl('youtube', 'https://example.com/not-a-video', {})).toBeUndefined();
    expect(embedUrl('dailymotion', 'https://www.dailymotion.com/video/x7tgad0', {})).toBeUndefined();
  });
});

describe('video widget', () => {
  it('loads no player at start: a Play button stands in for a YouTube player printed without an overlay', async () => {
    await started();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    const play = within(widget('v3')).getByRole('button', { name: 'Play Video' });
    await userEvent.setup().click(play);
    const frame = widget('v3').querySelector('iframe')!;
    expect(frame.src).toBe('https://www.youtube.com/embed/XHOmBV4js_E?autoplay=1&rel=0&controls=1&mute=0');
    expect(frame.title).toBe('YouTube video player');
  });

  it('plays inline from its image overlay, by keyboard too: the overlay gives way to the player', async () => {
    await started();
    const play = within(widget('v2')).getByRole('button', { name: 'Play Video' });
    play.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(widget('v2').querySelector('.elementor-custom-embed-image-overlay')).toBeNull();
    expect(widget('v2').querySelector('iframe')!.src).toContain('youtube.com/embed/XHOmBV4js_E?autoplay=1&rel=0&controls=1&mute=1&loop=1&playlist=XHOmBV4js_E');
  });

  it('plays a hosted video behind its overlay', async () => {
    const played = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await started();
    await userEvent.setup().click(within(widget('v1')).getByRole('button', { name: 'Play Video' }));
    expect(widget('v1').querySelector('.elementor-custom-embed-image-overlay')).toBeNull();
    expect(played).toHaveBeenCalled();
  });

  it('says so when the address is not a video it can play, and loads nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMarkup('builder-widget/videos.html');
    widget('v3').setAttribute('data-settings', '{"video_type":"youtube","youtube_url":"https://example.com/clip"}');
    startMounts();
    await flushIslands();
    expect(logged).toHaveBeenCalledWith('[shop-islands] builder-widget: the video widget has no youtube address it can play ("https://example.com/clip")', widget('v3'));
    expect(within(widget('v3')).queryByRole('button')).toBeNull();
  });
});
