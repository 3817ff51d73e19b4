import { createApiClient } from "@bookwell/contract";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";

import { holidaysQuery, timeSlotsQuery } from "./queries";

function envelope(data: unknown) {
  return new Response(JSON.stringify({ meta: { responseCode: "S", message: "" }, data }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });
}

describe("query factories", () => {
  it("fetch through the contract client with stable keys, so a server prefetch is reused", async () => {
    const fetch = vi.fn(async () =>
      envelope([{ shiftnum: "S1", starttime: "08:00", endtime: "10:00" }]),
    );
    const client = createApiClient({ baseUrl: "http://bookwell.test", fetch });
    const queryClient = new QueryClient();
    const first = await queryClient.fetchQuery(timeSlotsQuery(client, "J1", "2026-12-01"));
    const second = await queryClient.fetchQuery(timeSlotsQuery(client, "J1", "2026-12-01"));
    expect(first).toEqual([{ shiftnum: "S1", starttime: "08:00", endtime: "10:00" }]);
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledOnce();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      "http://bookwell.test/api/booking/timeslots/J1?date=2026-12-01",
    );
  });

  it("keys differ per job and date", () => {
    expect(timeSlotsQuery({} as never, "J1", "2026-12-01").queryKey).not.toEqual(
      timeSlotsQuery({} as never, "J1", "2026-12-02").queryKey,
    );
    expect(holidaysQuery({} as never, "M1").queryKey).toEqual(["booking", "holidays", "M1"]);
  });
});
