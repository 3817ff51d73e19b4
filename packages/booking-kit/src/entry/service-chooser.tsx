"use client";
import { messages, type MenuItem } from "@bookwell/contract";
import { Button, Field, loadOnce, Select } from "@bookwell/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { useKit } from "../kit-context";
import { contentQuery, serviceDetailQuery } from "../queries/content-queries";
import type * as DialogModule from "./service-options-dialog";
import type { ChosenService, ServiceOptionsDialogProps } from "./service-options-dialog";
import { useBookService, type BookServiceOptions } from "./use-book-service";

/**
 * The options dialog's module: loaded when it is about to be wanted (a service chosen in the
 * select, the pointer or the focus on Book Now, Book Now itself), so the dialog primitive is
 * not in a page's first load and the dialog does not wait for it.
 */
const loadDialog = loadOnce((): Promise<typeof DialogModule> => import("./service-options-dialog"));

function prefetchDialog() {
  loadDialog().catch(() => undefined);
}

/** Without its script (offline) there is no dialog to show; the chooser stays usable. */
function NoDialog(): null {
  return null;
}

const ServiceOptionsDialog = React.lazy(
  (): Promise<{ default: React.ComponentType<ServiceOptionsDialogProps> }> =>
    loadDialog().then(
      (module) => ({ default: module.ServiceOptionsDialog }),
      () => ({ default: NoDialog }),
    ),
);

/** A sub-service's options as the chooser's dialog lists them. */
export type { ChosenService } from "./service-options-dialog";

/** The chooser's options: one per sub-service, labelled "Service: sub-service". */
export function serviceOptions(services: readonly MenuItem[]) {
  return services.flatMap((service) =>
    service.subservices.map((sub) => ({
      value: String(sub.number),
      label: `${service.name}: ${sub.name}`,
    })),
  );
}

export interface ServiceChooserViewProps {
  /** The services menu (`homeServices`). */
  services: readonly MenuItem[];
  /** The chosen sub-service's number, "" for none. */
  value: string;
  onValueChange: (value: string) => void;
  /** Book Now beside the select: open the chosen sub-service's options. */
  onOpen: () => void;
  /** The options could not be loaded. */
  failed: boolean;
  /** The open dialog's sub-service, null when closed. */
  chosen: ChosenService | null;
  onClose: () => void;
  /** Book Now on one of the options. */
  onBook: (options: BookServiceOptions) => void;
}

/**
 * The services chooser with plain props: a select of every sub-service, Book Now, and a
 * dialog of the chosen sub-service's options, each with its own Book Now.
 */
export function ServiceChooserView({
  services,
  value,
  onValueChange,
  onOpen,
  failed,
  chosen,
  onClose,
  onBook,
}: ServiceChooserViewProps) {
  // The dialog has no trigger of its own: closing it (Escape, CANCEL) puts the focus back on
  // the Book Now that opened it. An option's Book Now leaves it to what opens next.
  const opener = React.useRef<HTMLButtonElement>(null);
  const booking = React.useRef(false);
  // Once opened, the dialog stays mounted: closing it plays its exit and returns the focus.
  const [opened, setOpened] = React.useState(false);
  if (chosen !== null && !opened) setOpened(true);
  return (
    <div data-slot="service-chooser">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <Field label="Choose a service">
            <Select
              placeholder="Choose a service"
              value={value}
              onChange={(event) => {
                if (event.target.value) prefetchDialog();
                onValueChange(event.target.value);
              }}
              options={serviceOptions(services)}
            />
          </Field>
        </div>
        <Button
          ref={opener}
          onClick={() => {
            prefetchDialog();
            onOpen();
          }}
          onPointerEnter={prefetchDialog}
          onFocus={prefetchDialog}
          disabled={!value}
        >
          Book Now
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="mt-2 text-destructive">
          {messages.oops}
        </p>
      ) : null}
      {chosen !== null || opened ? (
        <React.Suspense fallback={null}>
          <ServiceOptionsDialog
            chosen={chosen}
            onClose={onClose}
            onBook={onBook}
            openerRef={opener}
            bookingRef={booking}
          />
        </React.Suspense>
      ) : null}
    </div>
  );
}

/**
 * Booking entry (visitor-and-entry.md, the home page's services menu): the services come from
 * `homeServices` (a site may prefetch `contentQuery(client, "homeServices")`), Book Now loads
 * the chosen sub-service's options, and an option's Book Now starts the booking with
 * `useBookService` (login first for a visitor; then the questionnaire or the package listing,
 * asked of the site as a destination).
 */
export function ServiceChooser() {
  const { client } = useKit();
  const queryClient = useQueryClient();
  const services = useQuery(contentQuery(client, "homeServices"));
  const book = useBookService();
  const [value, setValue] = React.useState("");
  const [chosen, setChosen] = React.useState<ChosenService | null>(null);
  const [failed, setFailed] = React.useState(false);
  const items = services.data ?? [];
  const open = async () => {
    if (!value) return;
    setFailed(false);
    try {
      const detail = await queryClient.fetchQuery(serviceDetailQuery(client, value));
      const name = serviceOptions(items).find((option) => option.value === value)?.label ?? "";
      setChosen({ name, detail });
    } catch {
      setFailed(true);
    }
  };
  return (
    <ServiceChooserView
      services={items}
      value={value}
      onValueChange={setValue}
      onOpen={() => void open()}
      failed={failed}
      chosen={chosen}
      onClose={() => setChosen(null)}
      onBook={book}
    />
  );
}
