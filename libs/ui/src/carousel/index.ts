export { Carousel, type CarouselProps } from './carousel';
export type { PerView } from './carousel-styles';
