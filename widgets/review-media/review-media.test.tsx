// review-media on a review's photos and video: broken pictures, external media, invalid markup.
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Reviews from '@/reviews';
import { expectInvalidProps, flushIslands, loadMarkup, mountTouched, recordSiteAjaxPosts, startMounts, stubShopGlobals } from '../../fixtures/test-utils';

const { openLightbox } = vi.hoisted(() => ({ openLightbox: vi.fn() }));
vi.mock('@/reviews', async (original) => ({ ...(await original<typeof Reviews>()), openLightbox }));

const CR = { cr_ajax_object: { ajax_url: '/wp-admin/admin-ajax.php' } };

describe('review-media', () => {
  it("a picture that fails to load says 'The image could not be loaded.' and no longer opens the viewer", async () => {
    await mountTouched('review-media/ok.html', CR);
    const image = document.querySelector<HTMLImageElement>('a.cr-comment-a img')!;
    image.dispatchEvent(new Event('error'));
    const note = image.nextElementSibling!;
    expect(note).toHaveTextContent('The image could not be loaded.');
    expect(note).toHaveAccessibleName(`${image.alt}: The image could not be loaded.`);
    expect(image).not.toBeVisible();
  });

  it('a tap on a picture before the island runs is held, not followed, and opens that picture once it runs', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(): void {}
        unobserve(): void {}
        disconnect(): void {}
      },
    );
    stubShopGlobals(CR);
    loadMarkup('review-media/ok.html');
    // happy-dom loads no pictures; these have.
    for (const image of document.querySelectorAll('img')) Object.defineProperty(image, 'naturalWidth', { value: 1000 });
    startMounts();
    const box = document.querySelector<HTMLElement>('.cr-comment-images')!;
    await flushIslands();
    expect(box).toHaveAttribute('data-island-state', 'pending');
    const second = document.querySelectorAll<HTMLAnchorElement>('a.cr-comment-a')[1]!;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    second.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    await waitFor(() => expect(openLightbox).toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ src: second.getAttribute('href') })]), 1, '201'));
    expect(box).toHaveAttribute('data-island-state', 'mounted');
    vi.unstubAllGlobals();
  });

  it("a grid card's count of its media (over the cover) opens its pictures from the first, as the plugin's script did", async () => {
    openLightbox.mockClear();
    stubShopGlobals(CR);
    loadMarkup('reviews-grid/ok.html');
    for (const image of document.querySelectorAll('img')) Object.defineProperty(image, 'naturalWidth', { value: 1000 });
    startMounts();
    const row = [...document.querySelectorAll<HTMLElement>('.image-row')].find((each) => each.querySelectorAll('img.image-row-img').length > 1)!;
    const count = row.querySelector<HTMLElement>('.media-row-count')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    count.dispatchEvent(click);
    const cover = row.querySelector<HTMLImageElement>('img.image-row-img')!;
    await waitFor(() => expect(openLightbox).toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ src: cover.src })]), 0, row.closest('[data-reviewid]')!.getAttribute('data-reviewid')));
    expect(openLightbox.mock.lastCall![0]).toHaveLength(row.querySelectorAll('img.image-row-img').length);
  });

  it('video icons become named buttons', async () => {
    stubShopGlobals(CR);
    loadMarkup('review-media/ok.html');
    startMounts();
    await flushIslands();
    const icon = document.querySelector('.cr-comment-videoicon')!;
    expect(icon).toHaveAttribute('role', 'button');
    expect(icon).toHaveAccessibleName(/^Play Video #1 from /);
  });

  it('media hosted elsewhere asks the shop once to download it, with the review id', async () => {
    const posts = recordSiteAjaxPosts();
    stubShopGlobals(CR);
    loadMarkup('review-media/ok.html');
    document.querySelector('.iv-comment-image')!.classList.add('cr-comment-image-ext');
    startMounts();
    await flushIslands();
    await waitFor(() => expect(posts.map((post) => Object.fromEntries(post))).toEqual([{ action: 'cr_auto_download_media_frontend', reviewID: '201' }]));
  });

  it.each(['props-missing', 'props-corrupted', 'props-invalid'])('%s: the media stay plain links', async (fixture) => {
    stubShopGlobals(CR);
    await expectInvalidProps('review-media', fixture);
  });
});
