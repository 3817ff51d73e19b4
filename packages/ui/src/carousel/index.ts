export { Carousel, type CarouselProps } from "./carousel";
export {
  CAROUSEL_BREAKPOINTS,
  carouselPresets,
  itemsForWidth,
  type ItemsPerView,
} from "./items-per-view";
