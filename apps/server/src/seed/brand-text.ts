import { brandDomain, moneyText, type Brand } from "@bookwell/contract";

import type { Queryable } from "../db/db";
import { placeTexts } from "./brand-places";

/**
 * The demo content is written once, as Bookwell UK's; another brand's demo reads its own name,
 * legal name, domain, currency symbol, tax and service fee in every text the seed writes (the
 * CMS pages, the footer, page titles, blog posts, inbox senders), and its own places and laws
 * (`brand-places.ts`). A brand with its own tokens theme has its own demo images
 * (`apps/site/scripts/demo-images.ts` draws them in its palette): its content names them under
 * `/images/<theme>/`. For Bookwell UK it changes nothing.
 */
export function brandText(brand: Brand): (text: string) => string {
  const symbol = moneyText(100, brand.currency).replace(/[\d.,\s-]/g, "");
  const handle = brand.name.toLowerCase().replace(/[^a-z0-9]+/g, "");
  const fee = moneyText(brand.serviceFee, brand.currency);
  const { taxName, taxBasisPoints } = brand.invoice;
  const swaps: readonly [RegExp, string][] = [
    ...placeTexts(brand),
    // The prices' tax and service fee as the brand charges them.
    [/VAT at 20%/g, `${taxName} at ${taxBasisPoints / 100}%`],
    [/VAT is added at 20%/g, `${taxName} is added at ${taxBasisPoints / 100}%`],
    [/£5\.00 service fee/g, `${fee} service fee`],
    [/flat £5\.00 per booking/g, `flat ${fee} per booking`],
    [/bookwell\.co\.uk/g, brandDomain(brand)],
    // "Bookwell Ltd." at a sentence's end: one full stop after a legal name that ends in one.
    [/Bookwell Ltd\./g, brand.legal.name.endsWith(".") ? brand.legal.name : `${brand.legal.name}.`],
    [/Bookwell Ltd/g, brand.legal.name],
    [/Bookwell/g, brand.name],
    // Handles and slugs: facebook.com/bookwellcleaning, /blog/bookwell-renews-...
    [/bookwell/g, handle],
    [/£/g, symbol],
    ...(brand.theme ? [[/\/images\//g, `/images/${brand.theme}/`] as [RegExp, string]] : []),
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
