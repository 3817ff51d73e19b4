import type * as BookingInformationModule from "./booking-information-step";
import type * as CheckoutModule from "./checkout-step";
import type * as DateTimeModule from "./date-time-step";
import { loadOnce } from "@bookwell/ui";
import type * as FinaliseModule from "./finalise-step";
import { lazyStep } from "./step-loading";

const dateTime = loadOnce((): Promise<typeof DateTimeModule> => import("./date-time-step"));
const bookingInformation = loadOnce(
  (): Promise<typeof BookingInformationModule> => import("./booking-information-step"),
);
const finalise = loadOnce((): Promise<typeof FinaliseModule> => import("./finalise-step"));
const checkout = loadOnce((): Promise<typeof CheckoutModule> => import("./checkout-step"));

/**
 * The wizard's steps, each a module of its own, none in the booking page's first load:
 * - Date & Time (the calendar with its date library and dialog, the slot picker) is shown
 *   once the wizard has mounted (the server's page and the first render show "Loading the
 *   booking…"): its module starts loading with the wizard's, beside the page's hydration;
 * - the later steps (Booking Information, Finalise Booking, Checkout & Payment with its
 *   payment tabs and card fields) load when the page is idle, or at once when a date is
 *   chosen; `later()` starts the three, each in a task of its own (a failure is left to the
 *   step's own load, which tries again).
 */
export const stepModules = {
  dateTime,
  bookingInformation,
  finalise,
  checkout,
  later(): void {
    // One module's load a task: starting a load inserts a preload link for each of its
    // dependencies not yet on the page, which for the three at once held the main thread in
    // one long task.
    const loads = [bookingInformation, finalise, checkout];
    const next = () => {
      const load = loads.shift();
      if (!load) return;
      void load().catch(() => undefined);
      setTimeout(next, 0);
    };
    next();
  },
};

/**
 * The steps' components, each loaded on use through `stepModules` (looked up at each load, so
 * a story can make one fail). A module that fails to load shows a message in the step's place
 * with TRY AGAIN (`StepLoadBoundary`), whose `retry()` loads it again.
 */
export const wizardSteps = {
  DateTimeStep: lazyStep(() => stepModules.dateTime().then((module) => module.DateTimeStep)),
  BookingInformationStep: lazyStep(() =>
    stepModules.bookingInformation().then((module) => module.BookingInformationStep),
  ),
  FinaliseStep: lazyStep(() => stepModules.finalise().then((module) => module.FinaliseStep)),
  CheckoutStep: lazyStep(() => stepModules.checkout().then((module) => module.CheckoutStep)),
};
