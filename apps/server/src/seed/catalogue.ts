import type { Queryable } from "../db/db";

/** Services, questionnaires, packages of every pType, add-on groups, promo codes, the demo customers' saved locations, carts, bookings and credit. */
export async function seedCatalogue(tx: Queryable): Promise<void> {
  void tx;
}
