import { ContactForm } from "@bookwell/booking-kit/forms";
import { useKit } from "@bookwell/booking-kit/provider";
import { LocationMap } from "@bookwell/ui/map";
import { HydrationBoundary } from "@tanstack/react-query";
import { useLoaderData, useSearchParams, type AppLoadContext } from "react-router";

import { FormSlot, Page } from "../components/page";
import { contentLoader } from "../lib/content-loader";
import { list, record, text, useContent, type Loose } from "../lib/use-content";

const contactContent = contentLoader("cmsContactUs");
const withShop = contentLoader("cmsContactUs", "shopProducts");

/** The page's content; opened from the shop's Buy Now (`?product=`), the products too. */
export function loader(args: { request: Request; context: AppLoadContext }) {
  const opened = new URL(args.request.url);
  return opened.searchParams.has("product") ? withShop(args) : contactContent(args);
}

/** The shop's quantities (1 to 5): anything else in the address reads as 1. */
function quantityOf(value: string | null): number {
  const quantity = Number(value);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= 5 ? quantity : 1;
}

/** The product of the shop's Buy Now (`?product={matnum}&qty=`), if the shop lists it. */
function useShopProduct(): { name: string; quantity: number } | undefined {
  const [params] = useSearchParams();
  const matnum = params.get("product");
  const products = useContent("shopProducts", { enabled: Boolean(matnum) }).data;
  const product = matnum ? products?.find((item) => item.matnum === matnum) : undefined;
  return product ? { name: product.matname, quantity: quantityOf(params.get("qty")) } : undefined;
}

/** London, when the CMS gives no position. */
const LONDON = { lat: 51.5074, lon: -0.1278 };

export default function ContactUs() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <ContactContent />
    </HydrationBoundary>
  );
}

function Office({ office }: { office: Loose }) {
  if (!office.title && !office.addr) return null;
  return (
    <section className="rounded-xl border border-border p-4">
      <h2 className="font-semibold">{text(office.title)}</h2>
      <address className="mt-1 space-y-1 text-sm not-italic text-muted-foreground">
        <p>{text(office.addr)}</p>
        {office.phone ? (
          <p>
            <a href={`tel:${text(office.phone).replace(/[^\d+]/g, "")}`} className="underline">
              {text(office.phone)}
            </a>
          </p>
        ) : null}
        {office.email ? (
          <p>
            <a href={`mailto:${text(office.email)}`} className="underline">
              {text(office.email)}
            </a>
          </p>
        ) : null}
        {office.hours ? <p>{text(office.hours)}</p> : null}
      </address>
    </section>
  );
}

function ContactContent() {
  const page = useContent("cmsContactUs");
  const content = record(page.data?.content);
  const lat = typeof content.map_lat === "number" ? content.map_lat : LONDON.lat;
  const lon = typeof content.map_long === "number" ? content.map_long : LONDON.lon;
  const tiles = useKit().settings.map;
  const product = useShopProduct();
  return (
    <Page title="Contact Us" breadcrumb={[{ label: "Contact Us" }]}>
      {content.intro ? <p className="mb-6 text-muted-foreground">{text(content.intro)}</p> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <Office office={record(content.generaloffice)} />
          {list(content.generalofficelist).length ? (
            <ul className="space-y-1 text-sm">
              {list(content.generalofficelist).map((item) => (
                <li key={text(item.label)}>
                  {text(item.label)}:{" "}
                  <a href={text(item.link)} className="font-medium underline">
                    {text(item.value)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Office office={record(content.office1)} />
            <Office office={record(content.office2)} />
          </div>
        </div>
        {/*
         * The crew map's component (Leaflet, loaded with the map only) on the brand's tiles:
         * MAP_TILE_URL and its credit, or OpenStreetMap's by default.
         */}
        <LocationMap
          lat={lat}
          lng={lon}
          zoom={15}
          label="Map of our London office"
          markerLabel={text(record(content.generaloffice).title) || "Our office"}
          {...(tiles
            ? {
                tileUrl: tiles.tileUrl,
                attribution: tiles.attribution,
                attributionUrl: tiles.attributionUrl ?? "",
              }
            : {})}
        />
      </div>
      <FormSlot name="contact">
        {/* Keyed: the product's message is the form's starting value. */}
        <ContactForm key={product?.name ?? ""} variant="contact" product={product} />
      </FormSlot>
    </Page>
  );
}
