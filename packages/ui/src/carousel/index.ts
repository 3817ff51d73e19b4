export { Carousel, type CarouselProps, type CarouselTexts } from "./carousel";
export {
  CAROUSEL_BREAKPOINTS,
  carouselPresets,
  itemsForWidth,
  type ItemsPerView,
} from "./items-per-view";
