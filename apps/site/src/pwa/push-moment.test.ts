import { describe, expect, it } from "vitest";

import { pushMoment } from "./push-moment";

describe("when the site offers push reminders", () => {
  it("after a booking is paid and on My Bookings, never on the home page or elsewhere", () => {
    expect(pushMoment("/payment-successfully")).toBe(true);
    expect(pushMoment("/my-account/my-booking/")).toBe(true);
    expect(pushMoment("/")).toBe(false);
    expect(pushMoment("/my-account/my-profile")).toBe(false);
    expect(pushMoment("/booking")).toBe(false);
  });
});
