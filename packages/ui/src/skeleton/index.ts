export { Skeleton } from "./skeleton";
