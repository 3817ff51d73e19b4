import { addDays } from "@bookwell/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { addMonths, dueDate, frequencyStep, planSessions } from "./session-plan";

/** Days from 2026-01-01, as a date: the property tests' calendar. */
const day = (n: number) => addDays("2026-01-01", n);

const frequencies = ["Daily", "Weekly", "Fortnightly", "Monthly"] as const;

const input = fc.record({
  first: fc.integer({ min: 0, max: 700 }),
  today: fc.integer({ min: 0, max: 700 }),
  startAfterDays: fc.integer({ min: 0, max: 14 }),
  sessionQty: fc.integer({ min: 1, max: 24 }),
  frequency: fc.constantFrom(...frequencies),
  // Holidays near the plan, some in runs (Christmas, a closed week).
  holidays: fc.array(fc.tuple(fc.integer({ min: 0, max: 1_500 }), fc.integer({ min: 1, max: 9 })), {
    maxLength: 40,
  }),
});

const planOf = (i: typeof input extends fc.Arbitrary<infer T> ? T : never) => {
  const holidays = i.holidays.flatMap(([from, length]) =>
    Array.from({ length }, (_, k) => day(from + k)),
  );
  const plan = planSessions({
    firstDate: day(i.first),
    frequency: i.frequency,
    sessionQty: i.sessionQty,
    holidays,
    today: day(i.today),
    startAfterDays: i.startAfterDays,
  });
  if (!plan.ok) throw new Error(plan.reason);
  return { plan, holidays: new Set(holidays) };
};

describe("session plan (recurring plans, property tests)", () => {
  it("books exactly sessionQty sessions, in strictly increasing order", () => {
    fc.assert(
      fc.property(input, (i) => {
        const { plan } = planOf(i);
        expect(plan.dates).toHaveLength(i.sessionQty);
        for (let k = 1; k < plan.dates.length; k++) {
          expect(plan.dates[k]! > plan.dates[k - 1]!).toBe(true);
        }
      }),
    );
  });

  it("puts no session on a holiday", () => {
    fc.assert(
      fc.property(input, (i) => {
        const { plan, holidays } = planOf(i);
        for (const date of plan.dates) expect(holidays.has(date)).toBe(false);
      }),
    );
  });

  it("puts no session before the lead time (today + startAfterDays)", () => {
    fc.assert(
      fc.property(input, (i) => {
        const { plan } = planOf(i);
        const earliest = day(i.today + i.startAfterDays);
        for (const date of plan.dates) expect(date >= earliest).toBe(true);
      }),
    );
  });

  it("keeps each session on its due date by the frequency, or the first allowed day after it", () => {
    fc.assert(
      fc.property(input, (i) => {
        const { plan, holidays } = planOf(i);
        const step = frequencyStep(i.frequency)!;
        const earliest = day(i.today + i.startAfterDays);
        plan.dates.forEach((date, k) => {
          const due = dueDate(day(i.first), step, k);
          expect(date >= due).toBe(true);
          // Every day skipped between the due date and the session had a reason to be:
          // a holiday, before the lead time, or not after the previous session.
          for (let d = due; d < date; d = addDays(d, 1)) {
            const reason = holidays.has(d) || d < earliest || (k > 0 && d <= plan.dates[k - 1]!);
            expect(reason, `${d} skipped for session ${k + 1}`).toBe(true);
          }
        });
      }),
    );
    // A hang guard: a hundred plans walked day by day can outlast the 5 s default under load.
  }, 60_000);

  it("with no holidays and a first date after the lead time, spaces sessions exactly by the frequency", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 2, max: 24 }),
        fc.constantFrom("Daily", "Weekly", "Fortnightly"),
        (first, sessionQty, frequency) => {
          const plan = planSessions({
            firstDate: day(first),
            frequency,
            sessionQty,
            holidays: [],
            today: day(0),
            startAfterDays: 0,
          });
          if (!plan.ok) throw new Error(plan.reason);
          const days = { Daily: 1, Weekly: 7, Fortnightly: 14 }[frequency];
          expect(plan.repeatEveryDays).toBe(days);
          plan.dates.forEach((date, k) => expect(date).toBe(day(first + k * days)));
        },
      ),
    );
  });

  it("moves a holiday session to the next day, and the next session stays on its own weekday", () => {
    const plan = planSessions({
      firstDate: "2026-12-18",
      frequency: "Weekly",
      sessionQty: 4,
      holidays: ["2026-12-25", "2026-12-28"],
      today: "2026-11-22",
      startAfterDays: 2,
    });
    expect(plan).toEqual({
      ok: true,
      dates: ["2026-12-18", "2026-12-26", "2027-01-01", "2027-01-08"],
      repeatEveryDays: 7,
    });
  });

  it("monthly: the same day of the month, clamped to a short month's end", () => {
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
    const plan = planSessions({
      firstDate: "2027-01-31",
      frequency: "Monthly",
      sessionQty: 3,
      holidays: [],
      today: "2026-11-22",
      startAfterDays: 2,
    });
    expect(plan.ok && plan.dates).toEqual(["2027-01-31", "2027-02-28", "2027-03-31"]);
  });

  it("one session needs no frequency; several with an unknown one are refused", () => {
    const base = { firstDate: "2026-12-01", holidays: [], today: "2026-11-22", startAfterDays: 2 };
    expect(planSessions({ ...base, frequency: "", sessionQty: 1 })).toEqual({
      ok: true,
      dates: ["2026-12-01"],
      repeatEveryDays: 0,
    });
    expect(planSessions({ ...base, frequency: "Now and then", sessionQty: 3 })).toEqual({
      ok: false,
      reason: "frequency",
    });
  });
});
