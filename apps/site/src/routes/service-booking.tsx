import { BookingWizard, type WizardEntry } from "@bookwell/booking-kit/wizard";
import { ConfirmDialog } from "@bookwell/ui";
import * as React from "react";
import { useBlocker, useLocation } from "react-router";

import { isKitNavigation } from "../lib/kit-navigation";

export function loader() {
  return { pageTitle: "Service Booking" };
}

/**
 * The kit's four-step wizard. Its navigation state is the package (`{ package }`, or a
 * rebook's flat `{ jobnum, matname, matnum, baseamt }`) or
 * `{ redirect: "FINALIZE" }`. While a booking is in progress, leaving asks first: the wizard
 * asks the browser (reload, close), this page asks for links inside the site. The kit's own
 * navigations (an expired session going home) are never held back.
 */
export default function ServiceBooking() {
  const location = useLocation();
  const [inProgress, setInProgress] = React.useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      inProgress && currentLocation.pathname !== nextLocation.pathname && !isKitNavigation(),
  );
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <BookingWizard entry={location.state as WizardEntry} onInProgressChange={setInProgress} />
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        title="Leave this booking?"
        description="The date and time you chose are not saved yet."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.state === "blocked" && blocker.proceed()}
      />
    </div>
  );
}
