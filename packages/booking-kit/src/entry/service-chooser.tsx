"use client";
import { messages, type MenuItem, type ServiceDetail } from "@bookwell/contract";
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Select,
} from "@bookwell/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { useKit } from "../kit-context";
import { contentQuery, serviceDetailQuery } from "../queries/content-queries";
import { useBookService, type BookServiceOptions } from "./use-book-service";

/** A sub-service's options as the chooser's dialog lists them. */
export interface ChosenService {
  /** "Service: sub-service", the dialog's title. */
  name: string;
  detail: ServiceDetail;
}

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
  return (
    <div data-slot="service-chooser">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <Field label="Choose a service">
            <Select
              placeholder="Choose a service"
              value={value}
              onChange={(event) => onValueChange(event.target.value)}
              options={serviceOptions(services)}
            />
          </Field>
        </div>
        <Button ref={opener} onClick={onOpen} disabled={!value}>
          Book Now
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="mt-2 text-destructive">
          {messages.oops}
        </p>
      ) : null}
      <Dialog open={chosen !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
        <DialogContent
          size="lg"
          onCloseAutoFocus={(event) => {
            if (booking.current) {
              booking.current = false;
              return;
            }
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{chosen?.name}</DialogTitle>
            <DialogDescription>{chosen?.detail.header_desc}</DialogDescription>
          </DialogHeader>
          <ul className="space-y-3">
            {chosen?.detail.serviceDetails.map((option) => (
              <li
                key={`${option.matcatnum}-${option.wdesc}`}
                className="flex items-center justify-between gap-3 rounded-md border border-border p-3"
              >
                <span>{option.wdesc}</span>
                <Button
                  size="sm"
                  onClick={() => {
                    booking.current = true;
                    onClose();
                    onBook({
                      matcatnum: String(option.matcatnum),
                      skipqn: option.skipqn,
                      displayaddon: option.displayaddon,
                    });
                  }}
                >
                  Book Now
                </Button>
              </li>
            ))}
          </ul>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">CANCEL</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
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
