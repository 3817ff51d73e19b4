export {
  RatingStars,
  RatingStarsInput,
  ratingLabel,
  starLabel,
  type RatingStarsInputProps,
  type RatingStarsProps,
} from "./rating-stars";
