"use client";
import type { FooterContent, NavigationItem } from "@bookwell/contract";
import { cn } from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import * as React from "react";
import {
  AmericanExpress,
  Maestro,
  Mastercard,
  Visa,
} from "react-svg-credit-card-payment-icons/icons/flat-rounded";

import { useKit } from "../kit-context";
import { contentQuery } from "../queries/content-queries";
import { ShellLink, splitInHalves, type ShellLinkComponent } from "./shell-links";

/** The card brands whose logos the footer can show. */
export type CardBrand = "visa" | "mastercard" | "amex" | "maestro";

const cardLogos: Record<
  CardBrand,
  { name: string; Logo: React.ComponentType<React.SVGProps<SVGSVGElement>> }
> = {
  visa: { name: "Visa", Logo: Visa },
  mastercard: { name: "Mastercard", Logo: Mastercard },
  amex: { name: "American Express", Logo: AmericanExpress },
  maestro: { name: "Maestro", Logo: Maestro },
};

/** The footer's optional CMS extras (the spec names them; their fields are ours). */
interface FooterExtras {
  social?: NavigationItem[];
  review?: { title: string; image: string; link?: string };
  copyright?: string;
}

export interface SiteFooterViewProps {
  /** `cms/footer` content: General and Our Services columns, contact details, extras. */
  content: (FooterContent & FooterExtras) | null;
  /** The newsletter sign-up (the kit's `NewsletterForm`, or the brand's own). */
  newsletter?: React.ReactNode;
  /**
   * The card logos shown under "We accept".
   * @default ["visa", "mastercard", "amex", "maestro"]
   */
  cardBrands?: readonly CardBrand[];
  LinkComponent?: ShellLinkComponent;
  className?: string;
}

function LinkColumn({
  title,
  items,
  LinkComponent,
}: {
  title: string;
  items: readonly NavigationItem[];
  LinkComponent?: ShellLinkComponent;
}) {
  const id = React.useId();
  const halves = splitInHalves(items);
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-base font-semibold text-foreground">
        {title}
      </h2>
      <div className="grid grid-cols-2 gap-x-4">
        {halves.map((half, index) => (
          <ul key={index} className="space-y-1" data-slot="site-footer-half">
            {half.map((item) => (
              <li key={item.link}>
                <ShellLink
                  href={item.link}
                  LinkComponent={LinkComponent}
                  className="inline-block min-h-6 text-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
                >
                  {item.title}
                </ShellLink>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}

/** The site footer as plain props. `SiteFooter` feeds it from `cms/footer`. */
export function SiteFooterView({
  content,
  newsletter,
  cardBrands = ["visa", "mastercard", "amex", "maestro"],
  LinkComponent,
  className,
}: SiteFooterViewProps) {
  const contactId = React.useId();
  const findUs = content?.find_us_here;
  return (
    <footer
      data-slot="site-footer"
      className={cn("mt-12 border-t border-border bg-muted/40 text-foreground", className)}
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2 lg:grid-cols-4">
        <LinkColumn title="General" items={content?.general ?? []} LinkComponent={LinkComponent} />
        <LinkColumn
          title="Our Services"
          items={content?.our_Services ?? []}
          LinkComponent={LinkComponent}
        />
        <section aria-labelledby={contactId}>
          <h2 id={contactId} className="mb-2 text-base font-semibold">
            Find us here
          </h2>
          {findUs ? (
            <address className="space-y-2 text-sm not-italic text-muted-foreground">
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {findUs.addr}
              </p>
              <p className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <a
                  href={`tel:${findUs.phone.replace(/[^\d+]/g, "")}`}
                  className="underline-offset-4 hover:underline"
                >
                  {findUs.phone}
                </a>
              </p>
              <p className="flex gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <a href={`mailto:${findUs.email}`} className="underline-offset-4 hover:underline">
                  {findUs.email}
                </a>
              </p>
              <p className="flex gap-2">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {findUs.hours}
              </p>
            </address>
          ) : null}
          {content?.social?.length ? (
            <ul className="mt-3 flex flex-wrap gap-3 text-sm" aria-label="Follow us">
              {content.social.map((item) => (
                <li key={item.link}>
                  <a
                    href={item.link}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-block min-h-6 font-medium underline-offset-4 hover:underline"
                  >
                    {item.title}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <div className="space-y-4" data-slot="site-footer-newsletter">
          {newsletter}
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 border-t border-border px-4 py-4">
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted-foreground">We accept</span>
          <ul className="flex gap-2" aria-label="Payment cards we accept">
            {cardBrands.map((brand) => {
              const { name, Logo } = cardLogos[brand];
              return (
                <li key={brand}>
                  <Logo role="img" aria-label={name} width={44} height={28} />
                </li>
              );
            })}
          </ul>
        </div>
        {content?.review ? (
          <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
            {content.review.link ? (
              <a href={content.review.link} target="_blank" rel="noreferrer">
                <img
                  src={content.review.image}
                  alt={content.review.title}
                  width={120}
                  height={32}
                  loading="lazy"
                />
              </a>
            ) : (
              <img
                src={content.review.image}
                alt={content.review.title}
                width={120}
                height={32}
                loading="lazy"
              />
            )}
          </p>
        ) : null}
        {content?.copyright ? (
          <p className="w-full text-xs text-muted-foreground">{content.copyright}</p>
        ) : null}
      </div>
    </footer>
  );
}

export type SiteFooterProps = Omit<SiteFooterViewProps, "content">;

/** The connected footer: `cms/footer` content, with the newsletter form in its slot. */
export function SiteFooter(props: SiteFooterProps) {
  const { client } = useKit();
  const footer = useQuery(contentQuery(client, "cmsFooter"));
  return (
    <SiteFooterView
      {...props}
      content={(footer.data?.content as (FooterContent & FooterExtras) | undefined) ?? null}
    />
  );
}
