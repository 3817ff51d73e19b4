import type { Handlers } from "../app";
import type { Owners } from "./index";

/** The account area's calls (account-area.md section 7). */
export const accountAreaHandlers: Handlers = {};

/** The owner of each record these calls name; see `Owners`. */
export const accountAreaOwners: Owners = {};
