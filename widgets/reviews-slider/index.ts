// reviews-slider: the widget's public surface (lazy chunk).
import swiperCss from 'swiper/css?inline';
import sliderCss from './reviews-slider.css?inline';
export { readProps } from './read-props';
export { ReviewsSlider as Component } from './reviews-slider';
export { propsSchema } from './schema';
/** Added to the page once, before the island's first render. */
export const styles = { swiper: swiperCss, 'reviews-slider': sliderCss };
