"use client";
import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { Button } from "../button";
import { cn } from "../lib/cn";

export const bannerVariants = cva(
  "flex flex-col gap-3 border p-4 sm:flex-row sm:items-center sm:justify-between",
  {
    variants: {
      tone: {
        neutral: "border-border bg-card text-card-foreground",
        info: "border-info bg-background text-foreground",
        success: "border-success bg-background text-foreground",
        warning: "border-warning bg-background text-foreground",
      },
      position: {
        inline: "rounded-lg",
        top: "sticky top-0 z-40 border-x-0 border-t-0 shadow-sm",
        bottom: "fixed inset-x-0 bottom-0 z-40 border-x-0 border-b-0 shadow-lg",
      },
    },
    defaultVariants: { tone: "neutral", position: "inline" },
  },
);

export type BannerProps = Omit<React.ComponentProps<"section">, "title"> & {
  /**
   * Border colour, by meaning:
   * - `neutral`: a plain notice on a card background (the cookie banner)
   * - `info`: news worth knowing (a new version of the site)
   * - `success`: something went well
   * - `warning`: something needs attention
   * @default "neutral"
   */
  tone?: VariantProps<typeof bannerVariants>["tone"];
  /**
   * Where it sits:
   * - `inline`: in the page's flow, with rounded corners
   * - `top`: stuck to the top of the viewport while scrolling
   * - `bottom`: fixed to the bottom of the viewport, over the page (the cookie banner)
   * @default "inline"
   */
  position?: VariantProps<typeof bannerVariants>["position"];
  /**
   * Identifies the part for styling and tests.
   * @default "banner"
   */
  "data-slot"?: string;
  /** The banner's accessible name, e.g. "Cookies" (it is a labelled region). */
  label: string;
  /** The message (or pass it as `children`). */
  message?: React.ReactNode;
  /** The message, when `message` is not given. */
  children?: React.ReactNode;
  /** The actions, e.g. Accept and Cancel buttons. The banner stores nothing itself. */
  actions?: React.ReactNode;
};

/**
 * The custom property a `bottom` banner keeps its height in, on `<html>`, while it is shown:
 * the page's end gets that much room and the browser scrolls a focused control clear of it
 * (`styles.css`), so the banner never hides the last button or the one being focused.
 */
export const BOTTOM_OVERLAY_PROPERTY = "--bw-bottom-overlay";

/** Keeps `BOTTOM_OVERLAY_PROPERTY` at the element's height while it is mounted. */
function useBottomOverlay(ref: React.RefObject<HTMLElement | null>, active: boolean) {
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = element.ownerDocument.documentElement;
    const update = () =>
      root.style.setProperty(BOTTOM_OVERLAY_PROPERTY, `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BOTTOM_OVERLAY_PROPERTY);
    };
  }, [ref, active]);
}

/**
 * A page-wide message with actions: the cookie banner, the new-version banner. A labelled
 * region, so it can be found; it does not steal focus. At the `bottom`, over the page, it
 * leaves the page room to scroll clear of it (`BOTTOM_OVERLAY_PROPERTY`).
 */
export function Banner({
  label,
  "data-slot": slot = "banner",
  message,
  tone,
  position,
  actions,
  className,
  children,
  ref,
  ...props
}: BannerProps) {
  const own = React.useRef<HTMLElement | null>(null);
  useBottomOverlay(own, position === "bottom");
  const refs = React.useCallback(
    (element: HTMLElement | null) => {
      own.current = element;
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return (
    <section
      ref={refs}
      aria-label={label}
      data-slot={slot}
      className={cn(bannerVariants({ tone, position }), className)}
      {...props}
    >
      <div className="text-sm">{message ?? children}</div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </section>
  );
}

export type CookieBannerProps = Omit<BannerProps, "label" | "actions" | "children"> & {
  /** Called when the person accepts; the site stores `true` and hides the banner. */
  onAccept: () => void;
  /** Called when the person declines; the site stores `false` and hides the banner. */
  onCancel: () => void;
  /**
   * The message.
   * @default "We use cookies to keep you signed in and to improve the site."
   */
  message?: React.ReactNode;
  /**
   * The banner's accessible name.
   * @default "Cookies"
   */
  label?: string;
  /**
   * The accept button's text.
   * @default "Accept"
   */
  acceptLabel?: string;
  /**
   * The decline button's text.
   * @default "Cancel"
   */
  cancelLabel?: string;
};

/**
 * The spec's cookie banner: a message with Accept and Cancel. It stores nothing and never
 * hides itself: the site saves the choice (true or false) and stops rendering it.
 */
export function CookieBanner({
  onAccept,
  onCancel,
  message = "We use cookies to keep you signed in and to improve the site.",
  label = "Cookies",
  acceptLabel = "Accept",
  cancelLabel = "Cancel",
  position = "bottom",
  ...props
}: CookieBannerProps) {
  return (
    <Banner
      data-slot="cookie-banner"
      label={label}
      message={message}
      position={position}
      actions={
        <>
          <Button size="sm" onClick={onAccept}>
            {acceptLabel}
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
        </>
      }
      {...props}
    />
  );
}

export type VersionBannerProps = Omit<BannerProps, "label" | "actions" | "children"> & {
  /** Called by "Update version"; the site reloads onto the new version. */
  onUpdate: () => void;
  /**
   * The message.
   * @default "A newer version of this site is available."
   */
  message?: React.ReactNode;
  /**
   * The banner's accessible name.
   * @default "New version"
   */
  label?: string;
  /**
   * The update button's text.
   * @default "Update version"
   */
  updateLabel?: string;
};

/**
 * The spec's latest-version banner with its Update version button. The site decides when it
 * shows (its version check) and what updating does.
 */
export function VersionBanner({
  onUpdate,
  message = "A newer version of this site is available.",
  label = "New version",
  updateLabel = "Update version",
  tone = "info",
  position = "top",
  ...props
}: VersionBannerProps) {
  return (
    <Banner
      data-slot="version-banner"
      label={label}
      message={message}
      tone={tone}
      position={position}
      actions={
        <Button size="sm" onClick={onUpdate}>
          {updateLabel}
        </Button>
      }
      {...props}
    />
  );
}

export type DemoBannerProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** What the demo means for the person reading it (the site passes its catalogue's text). */
  message: React.ReactNode;
  /**
   * The strip's accessible name.
   * @default "Demo"
   */
  label?: string;
};

/**
 * A slim strip above the page that says the site is a demo (test payments, captured mail):
 * no actions, never dismissed, rendered by the server so the first paint has it. The site
 * renders it in its demo mode only.
 */
export function DemoBanner({ message, label = "Demo", className, ...props }: DemoBannerProps) {
  return (
    <section
      aria-label={label}
      data-slot="demo-banner"
      className={cn(
        "bg-warning px-4 py-1 text-center text-sm font-medium text-warning-foreground",
        className,
      )}
      {...props}
    >
      {message}
    </section>
  );
}
