import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../lib/cn";

export const linkVariants = cva(
  "rounded-sm underline underline-offset-4 transition-colors duration-(--duration-fast) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  {
    variants: {
      tone: {
        primary: "text-primary hover:no-underline",
        muted: "text-muted-foreground hover:text-foreground",
        inherit: "text-inherit hover:no-underline",
      },
    },
    defaultVariants: { tone: "primary" },
  },
);

export type TextLinkProps = React.ComponentProps<"a"> & {
  /**
   * Colour:
   * - `primary`: the brand colour, for a link that stands on its own in running text
   * - `muted`: a quieter link among secondary text (a footer, a hint)
   * - `inherit`: the surrounding text's colour, e.g. inside a banner or a coloured badge
   * @default "primary"
   */
  tone?: VariantProps<typeof linkVariants>["tone"];
  /**
   * Render the child (for example a router's link) with the link styles.
   * @default false
   */
  asChild?: boolean;
};

/** An inline link in running text. A site passes its router's link with `asChild`. */
export function TextLink({ className, tone, asChild = false, ...props }: TextLinkProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp data-slot="text-link" className={cn(linkVariants({ tone }), className)} {...props} />
  );
}
