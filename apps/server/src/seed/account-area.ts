import type { Queryable } from "../db/db";

/** The demo customers' contacts, requests and quotations, inbox messages and feedback. */
export async function seedAccountArea(tx: Queryable): Promise<void> {
  void tx;
}
