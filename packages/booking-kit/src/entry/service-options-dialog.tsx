"use client";
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@bookwell/ui";
import type { ServiceDetail } from "@bookwell/contract";
import type * as React from "react";

import type { BookServiceOptions } from "./use-book-service";

/** The sub-service whose options the dialog shows. */
export interface ChosenService {
  /** "Service: sub-service", the dialog's title. */
  name: string;
  detail: ServiceDetail;
}

export interface ServiceOptionsDialogProps {
  /** The open dialog's sub-service, null when closed. */
  chosen: ChosenService | null;
  onClose: () => void;
  onBook: (options: BookServiceOptions) => void;
  /** The Book Now that opened it: the focus goes back there when the dialog closes. */
  openerRef: React.RefObject<HTMLButtonElement | null>;
  /** Set while an option's Book Now closes the dialog (the focus is left to what opens next). */
  bookingRef: React.RefObject<boolean>;
}

/**
 * The service chooser's dialog: the chosen sub-service's options, each with its own Book Now.
 * Its own module, loaded when the chooser is about to open it (see `service-chooser.tsx`), so
 * the dialog primitive is not part of a page's first load.
 */
export function ServiceOptionsDialog({
  chosen,
  onClose,
  onBook,
  openerRef,
  bookingRef,
}: ServiceOptionsDialogProps) {
  return (
    <Dialog open={chosen !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        size="lg"
        onCloseAutoFocus={(event) => {
          if (bookingRef.current) {
            bookingRef.current = false;
            return;
          }
          event.preventDefault();
          openerRef.current?.focus();
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
                  bookingRef.current = true;
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
  );
}
