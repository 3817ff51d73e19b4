"use client";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";
import { useEngaged } from "../lib/use-engaged";
import { useReducedMotion } from "../lib/use-reduced-motion";
import { SafeHtml } from "../safe-html/safe-html";

export type AnnouncementBarProps = Omit<React.ComponentProps<"section">, "children"> & {
  /**
   * The messages, as HTML from the CMS: sanitised by SafeHtml (so empty on the server), or set
   * as they are when `trusted`.
   */
  messages: readonly string[];
  /**
   * The messages were sanitised where they were stored (SafeHtml's `trusted`): in the first
   * HTML, no DOMPurify.
   * @default false
   */
  trusted?: boolean;
  /**
   * Time each message shows, in ms.
   * @default 5000
   */
  interval?: number;
  /**
   * The region's name.
   * @default "Announcements"
   */
  label?: string;
  /**
   * `previous-next` adds buttons to step through the messages by hand (either side of the
   * message); the rotation control is always there when there is more than one message.
   * @default "none"
   */
  navigation?: "none" | "previous-next";
  /**
   * Names of the rotation control (while rotating and while paused) and of the step buttons.
   * @default { pause: "Pause announcements", play: "Play announcements", previous: "Previous announcement", next: "Next announcement" }
   */
  controlLabels?: { pause: string; play: string; previous?: string; next?: string };
};

const defaultControlLabels = {
  pause: "Pause announcements",
  play: "Play announcements",
  previous: "Previous announcement",
  next: "Next announcement",
};

const controlClass =
  "grid size-8 shrink-0 place-items-center rounded-md hover:bg-primary-foreground/15 focus-visible:outline-2 focus-visible:outline-primary-foreground";

/**
 * The header's rotating announcements. Rotation starts once the person has engaged with the
 * page (a press, a key or a scroll: `useEngaged`), so nothing moves while the page loads and
 * they find their way; until then the first message stays (`data-state="waiting"`). Rotation
 * stops while hovered or focused, can be paused with its control, and starts paused under
 * reduced motion. While it rotates it is not announced (aria-live off); paused, a change is
 * announced politely.
 */
export function AnnouncementBar({
  messages,
  trusted = false,
  interval = 5000,
  label = "Announcements",
  navigation = "none",
  controlLabels = defaultControlLabels,
  className,
  ...props
}: AnnouncementBarProps) {
  const reducedMotion = useReducedMotion();
  const [playChoice, setPlayChoice] = React.useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const [index, setIndex] = React.useState(0);
  const engaged = useEngaged();
  // Set to rotate (not paused by the person, the pointer or focus), and rotating once engaged.
  const moving = playing && !hovered && !focused && messages.length > 1;
  const rotating = moving && engaged;

  React.useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % messages.length), interval);
    return () => window.clearInterval(timer);
  }, [rotating, interval, messages.length]);

  if (messages.length === 0) return null;
  const shown = index % messages.length;
  const stepping = navigation === "previous-next" && messages.length > 1;
  const step = (by: 1 | -1) => setIndex((shown + by + messages.length) % messages.length);
  return (
    <section
      aria-label={label}
      data-slot="announcement-bar"
      data-state={rotating ? "rotating" : moving ? "waiting" : "paused"}
      className={cn(
        "flex items-center justify-center gap-2 bg-primary px-3 py-1 text-sm text-primary-foreground",
        className,
      )}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      {...props}
    >
      {stepping ? (
        <button
          type="button"
          aria-label={controlLabels.previous ?? defaultControlLabels.previous}
          onClick={() => step(-1)}
          data-slot="announcement-bar-previous"
          className={controlClass}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <div className="grid min-w-0 flex-1 text-center [&_a]:text-primary-foreground [&_a]:underline">
        {/*
          Every message, invisible, in the same grid cell as the shown one: the bar keeps the
          height of its longest message, so a message that wraps to two lines on a phone does
          not push the page down when it comes round (a layout shift).
        */}
        <div aria-hidden="true" className="invisible col-start-1 row-start-1 grid">
          {messages.map((message, i) => (
            <SafeHtml
              // The list is the CMS's, in its order; a message's place is its identity here.
              key={i}
              html={message}
              trusted={trusted}
              prose={false}
              as="div"
              className="col-start-1 row-start-1"
            />
          ))}
        </div>
        <div
          data-slot="announcement-bar-message"
          aria-live={moving ? "off" : "polite"}
          className="col-start-1 row-start-1"
        >
          <SafeHtml key={shown} html={messages[shown]!} trusted={trusted} prose={false} as="div" />
        </div>
      </div>
      {stepping ? (
        <button
          type="button"
          aria-label={controlLabels.next ?? defaultControlLabels.next}
          onClick={() => step(1)}
          data-slot="announcement-bar-next"
          className={controlClass}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      {messages.length > 1 ? (
        <button
          type="button"
          aria-label={playing ? controlLabels.pause : controlLabels.play}
          onClick={() => setPlayChoice(!playing)}
          data-slot="announcement-bar-control"
          className={controlClass}
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
        </button>
      ) : null}
    </section>
  );
}
