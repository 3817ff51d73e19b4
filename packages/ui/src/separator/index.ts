export { Separator } from "./separator";
