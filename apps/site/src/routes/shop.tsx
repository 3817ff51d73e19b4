import { useKit } from "@bookwell/booking-kit/provider";
import { Button, Carousel, carouselPresets, Field, Money, Select } from "@bookwell/ui";
import { HydrationBoundary } from "@tanstack/react-query";
import * as React from "react";
import { useLoaderData } from "react-router";

import { Page } from "../components/page";
import { contentLoader } from "../lib/content-loader";
import { useContent } from "../lib/use-content";

export const loader = contentLoader("shopProducts");

/** The spec's static category names. */
const CATEGORIES = ["Cleaning Products", "Laundry Care", "Tools and Accessories", "Gift Vouchers"];
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
  const [quantities, setQuantities] = React.useState<Record<string, string>>({});
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
          const quantity = quantities[product.matnum] ?? "1";
          const href = `${product.redirecturl}${product.redirecturl.includes("?") ? "&" : "?"}qty=${quantity}`;
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
                  <>
                    <Field label={`Quantity of ${product.matname}`}>
                      <Select
                        value={quantity}
                        onChange={(event) =>
                          setQuantities((all) => ({ ...all, [product.matnum]: event.target.value }))
                        }
                        options={QUANTITIES}
                      />
                    </Field>
                    <a
                      href={href}
                      className="mt-auto rounded-md bg-primary px-4 py-2 text-center font-semibold text-primary-foreground"
                      aria-label={`Buy ${product.matname}`}
                    >
                      Buy Now
                    </a>
                  </>
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
