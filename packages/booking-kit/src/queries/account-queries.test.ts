import { createApiClient } from "@bookwell/contract";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";

import {
  accountKeys,
  bookingDetailQuery,
  bookingListQuery,
  creditSummaryQuery,
  inboxMessageQuery,
  inboxQuery,
  particularsQuery,
} from "./account-queries";

function envelope(data: unknown) {
  return new Response(JSON.stringify({ meta: { responseCode: "S", message: "" }, data }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });
}

const owner = { arnum: "AR1001", email: "alice@example.com" };

describe("account query factories", () => {
  it("call the spec's paths through the contract client, with keys a prefetch shares", async () => {
    const fetch = vi.fn(async () =>
      envelope({ total: 120, used: 32, acquired: 170, expiryList: [] }),
    );
    const client = createApiClient({ baseUrl: "http://bookwell.test", fetch });
    const queryClient = new QueryClient();
    const first = await queryClient.fetchQuery(creditSummaryQuery(client, owner));
    // What a server prefetched is what the page reads: the same key, no second call.
    const second = await queryClient.ensureQueryData(creditSummaryQuery(client, owner));
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledOnce();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      "http://bookwell.test/api/mycredit/summary/AR1001",
    );
  });

  it("send the e-mail where the spec's call carries it", async () => {
    const fetch = vi.fn(async () => envelope([]));
    const client = createApiClient({ baseUrl: "", fetch });
    await new QueryClient().fetchQuery(inboxQuery(client, owner));
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      "/api/myinbox/AR1001?email=alice%40example.com",
    );
  });

  it("ask for active or past bookings by the tab's dates", async () => {
    const fetch = vi.fn(async () => envelope([]));
    const client = createApiClient({ baseUrl: "", fetch });
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(
      bookingListQuery(client, owner, "history", "2026-10-23", "2026-11-22"),
    );
    await queryClient.fetchQuery(
      bookingListQuery(client, owner, "active", "2026-11-22", "2026-12-22"),
    );
    expect(fetch.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual([
      "/api/mybooking/history/AR1001?datefrom=2026-10-23&dateto=2026-11-22",
      "/api/mybooking/active/AR1001?datefrom=2026-11-22&dateto=2026-12-22",
    ]);
  });

  it("keep every page of an account under one prefix, so one invalidation refreshes all", () => {
    const prefix = accountKeys.of("AR1001");
    for (const key of [
      particularsQuery({} as never, owner).queryKey,
      creditSummaryQuery({} as never, owner).queryKey,
      inboxQuery({} as never, owner).queryKey,
      inboxMessageQuery({} as never, owner, "MSG-1").queryKey,
      bookingDetailQuery({} as never, owner, "BK-1").queryKey,
    ]) {
      expect(key.slice(0, prefix.length)).toEqual([...prefix]);
    }
    expect(accountKeys.creditSummary("AR1001").slice(0, 3)).toEqual([
      ...accountKeys.credit("AR1001"),
    ]);
  });

  it("ask for a message once: reading it marks it read", () => {
    expect(inboxMessageQuery({} as never, owner, "MSG-1").staleTime).toBe(Number.POSITIVE_INFINITY);
  });
});
