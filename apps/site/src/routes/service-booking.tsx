import { afterNextPaint } from "@bookwell/booking-kit/provider";
import { BookingWizard, type WizardEntry } from "@bookwell/booking-kit/wizard";
import { lazyComponent } from "@bookwell/ui";
import * as React from "react";
import { useBlocker, useLocation } from "react-router";

import { isKitNavigation } from "../lib/kit-navigation";

/** The leave question, loaded once a booking is in progress (a failed load: again on use). */
const LeaveBookingDialog = lazyComponent(() =>
  import("../components/leave-booking-dialog").then((module) => module.LeaveBookingDialog),
);

export const handle = { pageTitle: "Service Booking" };

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
  // The leave question can only open while a booking is in progress: its module loads then
  // (and stays), so it is there before a link is followed; after the date's press has painted
  // (rendering it starts the load, which takes the main thread a while).
  const [dialogWanted, setDialogWanted] = React.useState(false);
  React.useEffect(() => {
    if (!inProgress || dialogWanted) return;
    return afterNextPaint(() => setDialogWanted(true));
  }, [inProgress, dialogWanted]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <BookingWizard entry={location.state as WizardEntry} onInProgressChange={setInProgress} />
      {dialogWanted ? (
        <React.Suspense fallback={null}>
          <LeaveBookingDialog
            open={blocker.state === "blocked"}
            onStay={() => blocker.state === "blocked" && blocker.reset()}
            onLeave={() => blocker.state === "blocked" && blocker.proceed()}
          />
        </React.Suspense>
      ) : null}
    </div>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../lib/meta";
