export { TextLink, linkVariants, type TextLinkProps } from "./text-link";
