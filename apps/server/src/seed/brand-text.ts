import { brandDomain, moneyText, type Brand } from "@bookwell/contract";

import type { Queryable } from "../db/db";

/**
 * The demo content is written once, as Bookwell UK's; another brand's demo reads its own name,
 * legal name, domain and currency symbol in every text the seed writes (the CMS pages, the
 * footer, page titles, blog posts, inbox senders). For Bookwell UK it changes nothing.
 */
export function brandText(brand: Brand): (text: string) => string {
  const symbol = moneyText(100, brand.currency).replace(/[\d.,\s-]/g, "");
  const handle = brand.name.toLowerCase().replace(/[^a-z0-9]+/g, "");
  const swaps: readonly [RegExp, string][] = [
    [/bookwell\.co\.uk/g, brandDomain(brand)],
    [/Bookwell Ltd/g, brand.legal.name],
    [/Bookwell/g, brand.name],
    // Handles and slugs: facebook.com/bookwellcleaning, /blog/bookwell-renews-...
    [/bookwell/g, handle],
    [/£/g, symbol],
  ];
  return (text) => swaps.reduce((value, [find, put]) => value.replace(find, () => put), text);
}

/** `tx` with every text parameter in the brand's words (JSON documents included). */
export function brandedQueries(tx: Queryable, brand: Brand): Queryable {
  const inBrand = brandText(brand);
  return {
    query: ((sql: string, params?: unknown[]) =>
      tx.query(
        sql,
        params?.map((param) => (typeof param === "string" ? inBrand(param) : param)),
      )) as Queryable["query"],
  };
}
