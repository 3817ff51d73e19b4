import type { ApiClient } from "@bookwell/contract";
import { useMutation } from "@tanstack/react-query";

/**
 * `user/logout` as a TanStack Query mutation. It takes the client rather than reading the kit's
 * context, so the context module (`useLogout`) can use it without an import cycle.
 */
export function useLogoutCall(client: ApiClient) {
  return useMutation({ mutationFn: () => client.logout() });
}
