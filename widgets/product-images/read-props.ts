// `div.woocommerce-product-gallery` (single-product/product-image.php) → raw props.
export function readProps(gallery: HTMLElement): unknown {
  return {
    columns: gallery.dataset.columns,
    slideCount: gallery.querySelectorAll('.woocommerce-product-gallery__image').length,
  };
}
