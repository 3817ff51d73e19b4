import { describe, expect, it } from "vitest";

import { renderMail } from "./index";

describe("renderMail", () => {
  it("renders the verification mail as HTML, plain text and an inbox copy", async () => {
    const link = "https://example.test/api/user/verify?token=abc";
    const mail = await renderMail(
      { template: "sign-up-verification", props: { firstname: "Ann", link, hours: 24 } },
      { siteUrl: "https://example.test" },
    );
    expect(mail.subject).toBe("Verify your email address");
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toMatch(/<html[^>]* lang="en"/);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("Hello Ann,");
    expect(mail.text).not.toContain("<");
    expect(mail.inboxHtml).not.toMatch(/<html|<body|<head/);
    expect(mail.inboxHtml).toContain("Verify your email address");
    expect(mail.attachments).toEqual([]);
  });

  it("puts the code in the reset mail, in both parts", async () => {
    const mail = await renderMail({
      template: "password-reset-code",
      props: { code: "042917", minutes: 10 },
    });
    expect(mail.html).toContain("042917");
    expect(mail.text).toContain("042917");
    expect(mail.text).toContain("expires in 10 minutes");
  });

  it("attaches the booking's visits as an .ics, one event a session in London time with its TZID", async () => {
    const mail = await renderMail({
      template: "booking-confirmation",
      props: {
        firstname: "Ann",
        refnum: "BK1001",
        service: "Home cleaning, 3 hours",
        sessions: [
          { date: "2026-12-01", start: "08:00", end: "11:00", label: "Morning, 08:00 to 11:00" },
          { date: "2026-07-01", start: "08:00", end: "11:00" },
        ],
        address: "1 High Street, London N1 1AA",
        amount: "£120.00",
        bookingUrl: "https://example.test/my-booking-details/booking/BK1001",
      },
    });
    expect(mail.subject).toBe("Booking confirmed: Home cleaning, 3 hours (BK1001)");
    expect(mail.text).toContain("Tuesday 01 Dec 2026, Morning, 08:00 to 11:00");
    expect(mail.text).toContain("1 High Street, London N1 1AA");
    expect(mail.text).toContain("£120.00");
    const [ics] = mail.attachments;
    expect(ics?.filename).toBe("BK1001.ics");
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    expect(ics?.content).toContain("BEGIN:VCALENDAR");
    expect(ics?.content.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // London's wall-clock time with its TZID, and the VTIMEZONE that names GMT and BST.
    expect(ics?.content).toContain("DTSTART;TZID=Europe/London:20261201T080000");
    expect(ics?.content).toContain("DTSTART;TZID=Europe/London:20260701T080000");
    expect(ics?.content).toContain("TZID:Europe/London");
    expect(ics?.content).toContain("TZOFFSETTO:+0100");
    expect(ics?.content).toContain("LOCATION:1 High Street\\, London N1 1AA");
    // No brand domain in the settings: the UIDs end with the site's host.
    expect(ics?.content).toContain("UID:BK1001-1@localhost");
  });

  it("escapes what a customer typed: a name is text, never markup", async () => {
    const mail = await renderMail({
      template: "refund-requested",
      props: {
        firstname: "<img src=x onerror=alert(1)>",
        refnum: "BK1",
        service: "S",
        amount: "£1.00",
      },
    });
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.inboxHtml).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x");
  });
});
