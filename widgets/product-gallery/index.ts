// product-gallery: the widget's public surface (lazy chunk).
import swiperCss from 'swiper/css?inline';
import galleryCss from './product-gallery.css?inline';
export { ProductGallery as Component } from './product-gallery';
export { readProps } from './read-props';
export { propsSchema } from './schema';
/** Added to the page once, before the island's first render. */
export const styles = { swiper: swiperCss, 'product-gallery': galleryCss };
