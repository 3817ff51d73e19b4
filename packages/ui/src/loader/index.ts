export { Loader, type LoaderProps } from "./loader";
