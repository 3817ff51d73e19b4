import { useKit } from "@bookwell/booking-kit/provider";
import { Button, Carousel, carouselPresets, Field, Money, Select } from "@bookwell/ui";
import { HydrationBoundary } from "@tanstack/react-query";
import * as React from "react";
import { Form, useLoaderData } from "react-router";

import { Page } from "../components/page";
import { contentLoader } from "../lib/content-loader";
import { useContent } from "../lib/use-content";

export const loader = contentLoader("shopProducts");

/** The spec's static category names. */
const CATEGORIES = ["Cleaning Products", "Laundry Care", "Tools and Accessories", "Gift Vouchers"];
/** The base a product's relative address is read against (its own page on this site). */
const SITE = "http://site.invalid";
const QUANTITIES = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }));

export default function Shop() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <ShopContent />
    </HydrationBoundary>
  );
}

function ShopContent() {
  const products = useContent("shopProducts").data ?? [];
  const { currency } = useKit().settings;
  const [category, setCategory] = React.useState<string | null>(null);
  const shown = category ? products.filter((product) => product.catname === category) : products;
  return (
    <Page title="Shop" breadcrumb={[{ label: "Shop" }]}>
      <Carousel
        label="Categories"
        itemsPerView={{ ...carouselPresets.home, mobile: 2 }}
        className="mb-6"
      >
        {[null, ...CATEGORIES].map((name) => (
          <div key={name ?? "all"} className="p-1">
            <Button
              variant={category === name ? "primary" : "outline"}
              className="w-full"
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
            >
              {name ?? "All products"}
            </Button>
          </div>
        ))}
      </Carousel>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((product) => {
          // Buy Now sends the product's address with the quantity chosen (`qty`): a form, so
          // the quantity is the one on screen even before the page's script has run.
          const target = new URL(product.redirecturl, SITE);
          const action =
            target.origin === SITE ? target.pathname : `${target.origin}${target.pathname}`;
          return (
            <li
              key={product.matnum}
              className="flex flex-col overflow-hidden rounded-xl border border-border"
            >
              <img
                src={product.imageurl}
                alt=""
                width={320}
                height={240}
                loading="lazy"
                className="aspect-4/3 w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h2 className="font-semibold">{product.matname}</h2>
                <p className="text-sm text-muted-foreground">{product.catname}</p>
                <Money
                  amount={product.price}
                  currency={currency}
                  className="text-lg font-bold text-primary"
                />
                {product.stockqty > 0 ? (
                  <Form method="get" action={action} className="mt-auto flex flex-col gap-2">
                    {[...target.searchParams].map(([key, value]) => (
                      <input key={key} type="hidden" name={key} value={value} />
                    ))}
                    <Field label={`Quantity of ${product.matname}`}>
                      <Select name="qty" defaultValue="1" options={QUANTITIES} />
                    </Field>
                    <Button type="submit" aria-label={`Buy Now, ${product.matname}`}>
                      Buy Now
                    </Button>
                  </Form>
                ) : (
                  <p className="mt-auto font-medium text-destructive">Out of stock</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
