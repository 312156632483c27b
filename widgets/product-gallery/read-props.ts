// `div.woo-variation-product-gallery` (woo-variation-gallery's templates/product-images.php) → raw props.
import type { Slide } from './schema';

type RawSlide = { [K in keyof Slide]?: unknown };

export function readProps(root: HTMLElement): unknown {
  const thumbs = [...root.querySelectorAll<HTMLImageElement>('.wvg-gallery-thumbnail-image img')];
  const images: RawSlide[] = [...root.querySelectorAll('.wvg-gallery-image')].map((slide, index) => {
    const image = slide.querySelector('img');
    const link = slide.querySelector('a');
    const thumb = thumbs[index];
    return {
      src: image?.getAttribute('src') ?? undefined,
      srcset: image?.getAttribute('srcset') ?? undefined,
      sizes: image?.getAttribute('sizes') ?? undefined,
      alt: image?.getAttribute('alt') ?? undefined,
      title: image?.getAttribute('title') ?? undefined,
      caption: image?.getAttribute('data-caption') ?? undefined,
      width: image?.getAttribute('width') ?? undefined,
      height: image?.getAttribute('height') ?? undefined,
      fullSrc: image?.getAttribute('data-large_image') ?? link?.getAttribute('href') ?? image?.getAttribute('src') ?? undefined,
      fullWidth: image?.getAttribute('data-large_image_width') ?? undefined,
      fullHeight: image?.getAttribute('data-large_image_height') ?? undefined,
      thumbSrc: thumb?.getAttribute('src') ?? image?.getAttribute('src') ?? undefined,
      thumbWidth: thumb?.getAttribute('width') ?? undefined,
      thumbHeight: thumb?.getAttribute('height') ?? undefined,
    };
  });
  const wrapper = root.querySelector('.woo-variation-gallery-wrapper');
  const columns = /woo-variation-product-gallery-thumbnail-columns-(\d+)/.exec(root.className)?.[1];
  // A thumbnail pressed while the chunk loaded showed its slide at once (mounts/product-gallery.ts): start there.
  const start = [...root.querySelectorAll<HTMLElement>('.woo-variation-gallery-slider > .wvg-gallery-image')].findIndex((slide) => slide.style.display === 'block');
  return {
    productId: root.dataset.product_id,
    images,
    start: Math.max(0, start),
    columns,
    wrapperClassName: wrapper ? [...wrapper.classList].filter((name) => name !== 'loading-gallery').join(' ') : undefined,
  };
}
