// product-gallery on the variation gallery plugin's markup, with the mock shop (msw/node).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockShop } from '../../fixtures/msw-server';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts, stubShopGlobals } from '../../fixtures/test-utils';
import { emitOn, rememberShownVariation } from '../../src/dom';

const image = (color: string, n: number) => ({
  image_id: n,
  title: `${color}-${n}`,
  caption: '',
  alt: `Trail Sneaker ${color} view ${n}`,
  src: `/img/${color}-${n}-416.svg`,
  src_w: 416,
  src_h: 416,
  srcset: '',
  sizes: '',
  full_src: `/img/${color}-${n}-800.svg`,
  full_src_w: 800,
  full_src_h: 800,
  gallery_thumbnail_src: `/img/${color}-${n}-100.svg`,
  gallery_thumbnail_src_w: 100,
  gallery_thumbnail_src_h: 100,
});

const calls: string[] = [];
function answerGalleries(defaultAnswer: Parameters<typeof HttpResponse.json>[0] = [image('grey', 1), image('grey', 2), image('grey', 3), image('grey', 4)]): void {
  calls.length = 0;
  mockShop.use(
    http.post('*/', async ({ request }) => {
      const endpoint = new URL(request.url).searchParams.get('wc-ajax') ?? '';
      calls.push(`${endpoint}?${await request.text()}`);
      if (endpoint === 'get_default_gallery') return HttpResponse.json(defaultAnswer);
      if (endpoint === 'get_variation_gallery') return HttpResponse.json([image('red', 1)]);
      return undefined;
    }),
  );
}

async function mount(): Promise<void> {
  stubShopGlobals({ woo_variation_gallery_options: { gallery_reset_on_variation_change: '', enable_gallery_lightbox: '1', enable_gallery_preload: '1', thumbnail_position: 'left' } });
  loadMarkup('product-gallery/ok.html');
  startMounts();
  // The shopper's pointer over the gallery starts it.
  gallery().dispatchEvent(new Event('pointerover', { bubbles: true }));
  await flushIslands();
}

const gallery = (): HTMLElement => document.querySelector<HTMLElement>('.woo-variation-product-gallery')!;

const slides = () => [...document.querySelectorAll<HTMLImageElement>('.woo-variation-gallery-slider .wvg-gallery-image img')].map((img) => img.getAttribute('src'));

describe('product-gallery before the shopper comes', () => {
  it('is shown at scan (the plugin prints it loading); nothing loads or is asked for', async () => {
    answerGalleries();
    stubShopGlobals({ woo_variation_gallery_options: {} });
    loadMarkup('product-gallery/ok.html');
    startMounts();
    await flushIslands();
    expect(document.querySelector('.woo-variation-gallery-wrapper')).not.toHaveClass('loading-gallery');
    expect(gallery()).toHaveAttribute('data-island-state', 'pending');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calls).toEqual([]);
    expect(document.querySelector('.wvg-loaded')).toBeNull();
  });

  it('a pressed thumbnail shows its image at once, and the gallery, once running, shows it too', async () => {
    answerGalleries();
    stubShopGlobals({ woo_variation_gallery_options: {} });
    loadMarkup('product-gallery/ok.html');
    startMounts();
    const shownSlide = (): number => [...document.querySelectorAll<HTMLElement>('.woo-variation-gallery-slider > .wvg-gallery-image')].findIndex((slide) => slide.style.display === 'block');
    document.querySelectorAll<HTMLElement>('.wvg-gallery-thumbnail-image img')[2]!.click();
    expect(shownSlide()).toBe(2);
    await flushIslands();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show image 3: Trail Sneaker grey view 3' })).toHaveAttribute('aria-current', 'true'));
  });

  it('starts by itself, in view, when the variation form has a default choice (the form shows that variation on its own)', async () => {
    answerGalleries();
    stubShopGlobals({ woo_variation_gallery_options: {} });
    loadMarkup('product-gallery/ok.html');
    document.querySelector('form')!.insertAdjacentHTML('afterbegin', '<table class="variations"><tr><td><select name="attribute_pa_color"><option value="">Choose</option><option value="red" selected>Red</option></select></td></tr></table>');
    startMounts();
    await flushIslands();
    await waitFor(() => expect(document.querySelector('.woo-variation-gallery-wrapper')).toHaveClass('wvg-loaded'));
  });

  it("a touch of the variation form starts it, and it shows the variation the form already showed when it ran first", async () => {
    answerGalleries();
    stubShopGlobals({ woo_variation_gallery_options: {} });
    loadMarkup('product-gallery/ok.html');
    startMounts();
    const form = document.querySelector('form')!;
    // The form island ran first on the same press and showed a variation (it remembers it for the gallery).
    rememberShownVariation(form, { variation_id: 101, variation_gallery_images: [image('red', 1), image('red', 2)] });
    form.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flushIslands();
    await waitFor(() => expect(slides()).toEqual(['/img/red-1-416.svg', '/img/red-2-416.svg']));
  });
});

describe('product-gallery', () => {
  it('keeps the server images, names every thumbnail, and announces the image a thumbnail shows', async () => {
    answerGalleries();
    await mount();
    expect(slides()).toEqual([1, 2, 3, 4].map((n) => `/wp-content/uploads/demo/img/grey-${n}-416x416.svg`));
    expect(document.querySelector('.wvg-gallery-image img')).toHaveAttribute('width', '416');
    expect(document.querySelector('.woo-variation-gallery-wrapper')).toHaveClass('wvg-loaded', 'woo-variation-gallery-thumbnail-position-left-bottom');
    const third = screen.getByRole('button', { name: 'Show image 3: Trail Sneaker grey view 3' });
    await userEvent.click(third);
    await waitFor(() => expect(third).toHaveAttribute('aria-current', 'true'));
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Image 3 of 4: Trail Sneaker grey view 3');
    expect(screen.getByRole('link', { name: 'View full-screen image gallery' })).toHaveAttribute('href', '/wp-content/uploads/demo/img/grey-3-800x800.svg');
  });

  it("the shop's gallery answer (other addresses for the same images) keeps the shown image", async () => {
    answerGalleries();
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3: Trail Sneaker grey view 3' }));
    await waitFor(() => expect(calls).toContain('get_default_gallery?product_id=50'), { timeout: 2000 });
    await waitFor(() => expect(slides()[0]).toBe('/img/grey-1-416.svg'));
    expect(screen.getByRole('button', { name: /^Show image 3:/ })).toHaveAttribute('aria-current', 'true');
  });

  it("shows the chosen variation's images, and the product's again on Clear", async () => {
    answerGalleries();
    await mount();
    const form = document.querySelector('form')!;
    emitOn(document.querySelector('.single_variation')!, 'show_variation', { variation_id: 101, variation_gallery_images: [image('red', 1), image('red', 2)] }, true);
    await waitFor(() => expect(slides()).toEqual(['/img/red-1-416.svg', '/img/red-2-416.svg']));
    expect(screen.getByRole('button', { name: 'Show image 2: Trail Sneaker red view 2' })).toBeInTheDocument();
    await userEvent.click(form.querySelector('.reset_variations')!);
    await waitFor(() => expect(slides()).toHaveLength(4));
  });

  it('asks for the default gallery and the variation images for preloading 500 ms after mount', async () => {
    answerGalleries();
    await mount();
    expect(calls).toEqual([]);
    await waitFor(() => expect(calls).toEqual(['get_default_gallery?product_id=50', 'get_variation_gallery?product_id=50']), { timeout: 2000 });
  });

  it('keeps the gallery and logs one console error when the default gallery answer is empty', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerGalleries(false);
    await mount();
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('get_default_gallery answered no images for product 50')), { timeout: 2000 });
    expect(slides()).toHaveLength(4);
    expect(document.querySelector('.woo-variation-product-gallery')).toHaveClass('woo-variation-gallery-has-product-thumbnail');
  });

  it('keeps the gallery when the gallery call fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockShop.use(http.post('*/', () => new HttpResponse('oops', { status: 500 })));
    await mount();
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringMatching(/product-gallery: product 50: get_default_gallery failed: http \(HTTP 500\)/)), { timeout: 2000 });
    expect(slides()).toHaveLength(4);
  });

  it.each(['props-missing', 'props-invalid', 'props-corrupted'])('%s: one console error, the server images stay', async (fixture) => {
    await expectInvalidProps('product-gallery', fixture);
    expect(document.querySelector('img')).toBeInTheDocument();
  });
});
