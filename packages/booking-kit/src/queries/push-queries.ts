import type { ApiClient } from "@bookwell/contract";
import { queryOptions, useMutation } from "@tanstack/react-query";

import { useKit } from "../kit-context";

/**
 * The server's VAPID public key for web push (`push/vapidkey`): the same for every customer,
 * asked for once. A site may prefetch it with the page where the push offer can show, so the
 * offer asks nothing once hydrated.
 */
export function pushVapidKeyQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ["push", "vapidkey"] as const,
    queryFn: ({ signal }) => client.pushVapidKey({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `push/devicetoken`: this browser's push subscription, kept for the customer. */
export function useSaveDeviceToken() {
  const { client } = useKit();
  return useMutation({
    mutationFn: (deviceToken: string) =>
      client.saveDeviceToken({ body: { deviceToken, deviceType: "web" } }),
  });
}
