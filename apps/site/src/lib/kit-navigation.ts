/**
 * Navigations the kit asks for (after a payment, on an expired session, ...) are the booking's
 * own decisions: the leave confirmation of /service-booking is for links the customer follows,
 * and must not stop these. React Router asks the blocker while `navigate()` starts, so a flag
 * set around that call is enough. Browser only: the server never navigates.
 */
let kitNavigating = false;

export function asKitNavigation(navigate: () => void): void {
  kitNavigating = true;
  try {
    navigate();
  } finally {
    kitNavigating = false;
  }
}

export function isKitNavigation(): boolean {
  return kitNavigating;
}
