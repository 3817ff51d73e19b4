import type { Queryable } from "../db/db";

/** Every cms/* page, metadata, footer, blog posts, shop products, projects with satisfaction entries. */
export async function seedContent(tx: Queryable): Promise<void> {
  void tx;
}
