import {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Carousel,
  carouselPresets,
} from "@bookwell/ui";
import { HydrationBoundary } from "@tanstack/react-query";
import { Link, useLoaderData } from "react-router";

import { Page } from "../components/page";
import { contentLoader } from "../lib/content-loader";
import { list, record, text, useContent } from "../lib/use-content";

export const loader = contentLoader("cmsRate");

export default function Rates() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <RatesContent />
    </HydrationBoundary>
  );
}

function RatesContent() {
  const page = useContent("cmsRate");
  const content = record(page.data?.content);
  const cards = list(content.cards);
  return (
    <Page title={text(content.title) || "Rates"} breadcrumb={[{ label: "Rates" }]}>
      {content.intro ? (
        <p className="mb-6 max-w-3xl text-muted-foreground">{text(content.intro)}</p>
      ) : null}
      {/* The spec's breakpoints: 6 from 3000 px, 4 from 1024, 2 from 464, 1 below. */}
      <Carousel label="Price cards" itemsPerView={carouselPresets.rates}>
        {cards.map((card, index) => {
          const item = record(card.content);
          const link = text(item.btnlink) || "/";
          return (
            <Card key={index} className="m-2 flex h-full flex-col">
              <CardHeader>
                <CardTitle as="h2">{text(card.title)}</CardTitle>
              </CardHeader>
              <CardContent className="flex-1">
                {card.image ? (
                  <img
                    src={text(card.image)}
                    alt=""
                    width={240}
                    height={140}
                    loading="lazy"
                    className="mb-3 w-full"
                  />
                ) : null}
                <p>{text(item.name)}</p>
                <p className="mt-2 text-2xl font-bold text-primary">
                  {text(item.price)}{" "}
                  <span className="text-sm font-normal text-muted-foreground">
                    {text(item.unit)}
                  </span>
                </p>
              </CardContent>
              <CardFooter>
                <Link
                  to={link}
                  className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground"
                  aria-label={`Book Now: ${text(card.title)}, ${text(item.name)}`}
                >
                  Book Now
                </Link>
              </CardFooter>
            </Card>
          );
        })}
      </Carousel>
      {content.note ? (
        <p className="mt-6 text-sm text-muted-foreground">{text(content.note)}</p>
      ) : null}
    </Page>
  );
}
