// product-images on WooCommerce's own gallery markup: what the bootstrap does at once, and the island
// the shopper starts (slider, thumbnails, trigger, events, zoom, the variation form's reset).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { collectEvents, expectInvalidProps, flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';
import { emitOn, resetShopSettings } from '../../src/dom';
import { beforeRender } from './lightbox-loader';

// The viewer itself is tested in the browser (product-images.e2e.ts): here its code is a stand-in, whichever test loads it first.
vi.mock('./lightbox', () => ({ openLightbox: vi.fn() }));

const gallery = () => document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
const slides = () => [...document.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')];
const thumbs = () => screen.getAllByRole('button', { name: /^Show image \d of 3$/ });

function load(params: Record<string, unknown> = { flexslider_enabled: '1', zoom_enabled: '1', photoswipe_enabled: '1', i18n_product_gallery_trigger_text: 'View full-screen image gallery' }): void {
  vi.stubGlobal('wc_single_product_params', params);
  loadMarkup('product-images/ok.html');
  startMounts();
}

async function start(): Promise<void> {
  load();
  await userEvent.hover(slides()[0]!);
  await flushIslands();
  await waitFor(() => expect(gallery()).toHaveAttribute('data-island-state', 'mounted'));
}

describe('product-images', () => {
  it('at scan, before any chunk: the photo is shown (no opacity 0), only the first slide, and a thumbnail strip', () => {
    load();
    expect(gallery().style.opacity).toBe('1');
    expect(slides().map((slide) => slide.style.display)).toEqual(['', 'none', 'none']);
    expect(thumbs().map((thumb) => thumb.getAttribute('src'))).toEqual(slides().map((slide) => slide.dataset.thumb));
    expect(thumbs()[0]).toHaveClass('flex-active');
    expect(document.querySelector('ol.flex-control-nav.flex-control-thumbs')).toBeInTheDocument();
    expect(gallery()).toHaveAttribute('data-island-state', 'pending');
  });

  it('with flexslider off, the photo is shown and the slides stay as printed', () => {
    load({ flexslider_enabled: '' });
    expect(gallery().style.opacity).toBe('1');
    expect(slides().map((slide) => slide.style.display)).toEqual(['', '', '']);
    expect(document.querySelector('.flex-control-thumbs')).toBeNull();
  });

  it("a product without an image (WooCommerce's placeholder): shown at once, no strip, and no error when touched", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('wc_single_product_params', { flexslider_enabled: '1', zoom_enabled: '1', photoswipe_enabled: '1' });
    loadMarkup('product-images/without-images.html');
    startMounts();
    expect(gallery().style.opacity).toBe('1');
    expect(document.querySelector('.flex-control-thumbs')).toBeNull();
    await userEvent.click(screen.getByRole('img', { name: 'Awaiting product image' }));
    await flushIslands();
    expect(gallery()).toHaveAttribute('data-island-state', 'pending');
    expect(errors).not.toHaveBeenCalled();
  });

  it('starts on a pointer over the gallery and fires the gallery events around its start', async () => {
    const before = collectEvents('wc-product-gallery-before-init');
    const after = collectEvents('wc-product-gallery-after-init');
    await start();
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'View full-screen image gallery' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.querySelector('.island-gallery-viewport > .island-gallery-track')).toBe(document.querySelector('.woocommerce-product-gallery__wrapper'));
  });

  it('a thumbnail pressed before the island runs shows its photo at once', async () => {
    load();
    thumbs()[2]!.click();
    expect(slides().map((slide) => slide.style.display)).toEqual(['none', 'none', 'block']);
    expect(thumbs()[2]).toHaveClass('flex-active');
    expect(thumbs()[0]).not.toHaveClass('flex-active');
    await waitFor(() => expect(thumbs()[2]).toHaveAttribute('aria-current', 'true'));
    expect(gallery()).toHaveAttribute('data-island-state', 'mounted');
  });

  it('a photo pressed before the island runs dims at once', () => {
    load();
    slides()[0]!.querySelector('img')!.click();
    expect(slides()[0]!.style.opacity).toMatch(/^0?\.7$/);
  });

  it("the viewer's code comes before the island's first render only for a photo pressed before it ran, with the viewer on", async () => {
    load();
    expect(beforeRender(gallery())).toBeUndefined();
    slides()[0]!.style.setProperty('opacity', '.7');
    await expect(beforeRender(gallery())).resolves.toHaveProperty('openLightbox');
    // The settings are read once per page: as on a new page here.
    resetShopSettings();
    try {
      vi.stubGlobal('wc_single_product_params', { photoswipe_enabled: '' });
      expect(beforeRender(gallery())).toBeUndefined();
    } finally {
      resetShopSettings();
    }
  });

  it('a thumbnail shows its slide, marks itself and takes the others out of reach; Enter works too', async () => {
    await start();
    await userEvent.click(thumbs()[2]!);
    await waitFor(() => expect(thumbs()[2]).toHaveClass('flex-active'));
    expect(thumbs()[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbs()[0]).not.toHaveClass('flex-active');
    expect(slides().map((slide) => slide.inert)).toEqual([true, true, false]);
    thumbs()[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(thumbs()[1]).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByText('Image 2 of 3: Holdout Simple Tee, back')).toBeInTheDocument();
  });

  it('woocommerce_gallery_reset_slide_position (the variation form changed the image) goes back to the first slide', async () => {
    await start();
    await userEvent.click(thumbs()[2]!);
    await waitFor(() => expect(thumbs()[2]).toHaveClass('flex-active'));
    emitOn(gallery(), 'woocommerce_gallery_reset_slide_position');
    await waitFor(() => expect(thumbs()[0]).toHaveClass('flex-active'));
    expect(slides()[0]!.inert).toBe(false);
  });

  it('a click on the photo is kept from leaving the page for the image file', async () => {
    await start();
    const link = slides()[0]!.querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('zoom: a mouse over the shown photo adds the full-size picture, which leaves with the mouse', async () => {
    await start();
    vi.spyOn(slides()[0]!, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 400));
    slides()[0]!.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse', clientX: 200, clientY: 200 }));
    const zoomed = slides()[0]!.querySelector<HTMLImageElement>('img.zoomImg')!;
    expect(zoomed).toHaveAttribute('src', slides()[0]!.querySelector('img')!.getAttribute('data-large_image'));
    expect(zoomed.style.left).toBe('-200px');
    slides()[0]!.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    expect(slides()[0]!.querySelector('img.zoomImg')).toBeNull();
  });

  it.each(['props-missing', 'props-invalid', 'props-corrupted'])('%s: one console error, the photo stays', async (fixture) => {
    await expectInvalidProps('product-images', fixture);
    expect(document.querySelector('img')).toBeVisible();
    // The bootstrap showed the photo though the island never ran (the legacy markup's opacity 0 is gone).
    if (fixture === 'props-invalid') expect(gallery().style.opacity).toBe('1');
  });
});
