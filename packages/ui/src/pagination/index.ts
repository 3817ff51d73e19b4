export { Pagination, type PaginationProps, type PaginationTexts } from "./pagination";
export { paginationRange, type PaginationEntry } from "./pagination-range";
