"use client";
import type * as React from "react";

import { Button } from "../button/button";
import { cn } from "../lib/cn";
import { splitRate } from "./split-rate";

export type PackageCardProps = Omit<React.ComponentProps<"article">, "children"> & {
  /** Name of the package; also completes the action names ("Select Deep clean"). */
  name: string;
  /** Image URL. @default undefined */
  image?: string;
  /**
   * Alternative text of the image; empty when it only repeats the name.
   * @default ""
   */
  imageAlt?: string;
  /**
   * How soon the image loads: `"high"` for a card at the top of the page (its image is
   * likely the largest paint), `"lazy"` for cards further down, which load as they near
   * the viewport.
   * @default "auto"
   */
  imageLoading?: "high" | "auto" | "lazy";
  /**
   * Text before the emphasised price, e.g. "From ".
   * @default ""
   */
  textBefore?: string;
  /**
   * The price, emphasised, e.g. "£45.00". Without it the rate line shows only its texts.
   * @default ""
   */
  price?: React.ReactNode;
  /**
   * Text after the emphasised price, e.g. " per visit".
   * @default ""
   */
  textAfter?: string;
  /**
   * Shorthand for the three above: a rate text with the price between `**`, as the API sends
   * it ("From **£45.00** per visit"), split with `splitRate`. Ignored when `price`,
   * `textBefore` or `textAfter` is given.
   * @default undefined
   */
  rate?: string;
  /**
   * Description: text, or rich content that is ALREADY sanitised (wrap CMS HTML in SafeHtml).
   * @default undefined
   */
  description?: React.ReactNode;
  /**
   * Called by the Details action; when omitted the action is not shown.
   * @default undefined
   */
  onDetails?: () => void;
  /**
   * Called by the Select action; when omitted the action is not shown.
   * @default undefined
   */
  onSelect?: () => void;
  /**
   * Visible text of the details action.
   * @default "Details"
   */
  detailsLabel?: string;
  /**
   * Visible text of the select action.
   * @default "Select"
   */
  selectLabel?: string;
  /**
   * Heading level of the name.
   * @default "h3"
   */
  headingLevel?: "h2" | "h3" | "h4";
};

/**
 * A service package: image, name, rate with its price emphasised, description (text or an
 * already-sanitised node, e.g. SafeHtml) and Details / Select actions whose accessible
 * names include the package name ("Select Deep clean").
 */
export function PackageCard({
  name,
  image,
  imageAlt = "",
  imageLoading = "auto",
  textBefore,
  price,
  textAfter,
  rate,
  description,
  onDetails,
  onSelect,
  detailsLabel = "Details",
  selectLabel = "Select",
  headingLevel: Heading = "h3",
  className,
  ...props
}: PackageCardProps) {
  const explicit = textBefore !== undefined || price !== undefined || textAfter !== undefined;
  const parts = explicit
    ? { textBefore: textBefore ?? "", price: price ?? "", textAfter: textAfter ?? "" }
    : rate
      ? splitRate(rate)
      : null;
  return (
    <article
      data-slot="package-card"
      aria-label={name}
      className={cn(
        "flex flex-col overflow-hidden rounded-md border border-border bg-background text-foreground shadow-sm",
        className,
      )}
      {...props}
    >
      {image ? (
        <img
          src={image}
          alt={imageAlt}
          className="aspect-video w-full object-cover"
          {...(imageLoading === "high" ? { fetchPriority: "high" } : {})}
          {...(imageLoading === "lazy" ? { loading: "lazy", decoding: "async" } : {})}
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-semibold">{name}</Heading>
        {parts ? (
          <p data-slot="package-card-rate" className="text-sm">
            {parts.textBefore}
            {parts.price ? (
              <strong className="text-lg font-bold text-primary">{parts.price}</strong>
            ) : null}
            {parts.textAfter}
          </p>
        ) : null}
        {description ? <div className="flex-1 text-sm">{description}</div> : null}
        {onDetails || onSelect ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {onDetails ? (
              <Button variant="outline" onClick={onDetails}>
                {detailsLabel}
                <span className="sr-only"> {name}</span>
              </Button>
            ) : null}
            {onSelect ? (
              <Button onClick={onSelect}>
                {selectLabel}
                <span className="sr-only"> {name}</span>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
