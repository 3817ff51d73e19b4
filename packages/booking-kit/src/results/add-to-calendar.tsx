"use client";
import { Button, importOnceMore, loadOnce } from "@bookwell/ui";
import * as React from "react";

import { useHandleError, useKit } from "../kit-context";
import type { BookedVisit } from "../booking/booked-visits";
import type * as CalendarModule from "../booking/visits-calendar";

/**
 * The calendar writer (the contract's iCalendar writer with its time zone's rules): loaded when
 * "Add to calendar" is pointed at, focused or pressed, not with the result page. An object, so
 * a story can make the load fail.
 */
export const calendarWriter = {
  load: loadOnce((): Promise<typeof CalendarModule> =>
    importOnceMore(() => import("../booking/visits-calendar")),
  ),
};

const preload = () => void calendarWriter.load().catch(() => undefined);

/** Hands `text` to the browser as a download named `fileName`. */
function saveFile(fileName: string, text: string) {
  const link = document.createElement("a");
  link.href = `data:text/calendar;charset=utf-8,${encodeURIComponent(text)}`;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

export type AddToCalendarProps = {
  visits: readonly BookedVisit[];
  /** Each event's UID starts with it: the booking's reference, as the confirmation mail's. */
  uidPrefix: string;
  /** The downloaded file's name, e.g. "booking-TXN-1.ics". */
  fileName: string;
};

/**
 * "Add to calendar": a press downloads the visits as an .ics file in the business's time zone.
 * The button answers the first press: it shows it is busy while the writer loads; a writer that
 * cannot load (offline) gives the kit's error message, and the next press tries again.
 */
export function AddToCalendar({ visits, uidPrefix, fileName }: AddToCalendarProps) {
  const { settings } = useKit();
  const handleError = useHandleError();
  const [loading, setLoading] = React.useState(false);
  return (
    <Button
      variant="outline"
      pending={loading}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        setLoading(true);
        calendarWriter
          .load()
          .then(
            ({ buildIcs }) =>
              saveFile(
                fileName,
                buildIcs(visits, {
                  timeZone: settings.timeZone,
                  uidPrefix,
                  domain: settings.calendarDomain ?? window.location.hostname,
                }),
              ),
            (error: unknown) => handleError(error),
          )
          .finally(() => setLoading(false));
      }}
    >
      Add to calendar
    </Button>
  );
}
