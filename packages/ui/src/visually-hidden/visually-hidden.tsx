import * as VisuallyHiddenPrimitive from "@radix-ui/react-visually-hidden";
import type * as React from "react";

/**
 * Content for screen readers only: a label an icon cannot give, an "Error:" prefix.
 * Prefer visible text when it fits.
 */
export function VisuallyHidden(props: React.ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root data-slot="visually-hidden" {...props} />;
}
