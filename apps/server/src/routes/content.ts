import type { Handlers } from "../app";

/** CMS, home, blogs, shop and the visitor forms (visitor-and-entry.md section 7). */
export const contentHandlers: Handlers = {};
