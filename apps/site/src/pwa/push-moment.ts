/**
 * Where the site offers push reminders: after login, on the pages where a customer
 * has just booked or is looking at their bookings, so the question comes with its reason. Never
 * on page load or on a visitor's page: a question without a reason is refused, and a refusal
 * is final (the browser asks no more).
 */
export const PUSH_MOMENT_PATHS: readonly string[] = [
  "/payment-successfully",
  "/my-account/my-booking",
];

export function pushMoment(pathname: string): boolean {
  return PUSH_MOMENT_PATHS.includes(pathname.replace(/\/+$/, "") || "/");
}
