import {
  isApiError,
  type ApiClient,
  type EndpointArgs,
  type EndpointName,
  type EndpointOutput,
  type Endpoints,
  type StaffUser,
} from "@bookwell/contract";
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from "@tanstack/react-query";
import * as React from "react";

/** The typed client the console calls through (the same-origin API in the app, MSW in stories). */
const ApiContext = React.createContext<ApiClient | null>(null);

export function StaffApiProvider({ api, children }: { api: ApiClient; children: React.ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const api = React.useContext(ApiContext);
  if (!api) throw new Error("useApi needs a <StaffApiProvider>");
  return api;
}

/** Every query of the console starts with this key: a change refetches what is shown. */
export const STAFF = "staff";

/** A staff call as a query, keyed by its name and input. */
export function useStaffQuery<N extends EndpointName>(
  name: N,
  input?: EndpointArgs<Endpoints[N]>[0],
  options: Omit<UseQueryOptions<EndpointOutput<Endpoints[N]>>, "queryKey" | "queryFn"> = {},
) {
  const api = useApi();
  return useQuery<EndpointOutput<Endpoints[N]>>({
    queryKey: [STAFF, name, input ?? null],
    queryFn: () =>
      (api.call as (n: N, i?: unknown) => Promise<EndpointOutput<Endpoints[N]>>)(name, input),
    ...options,
  });
}

/**
 * A staff action: calls `name`, then refetches every staff query (the board, the lists, the
 * record) and keeps the server's message to show (`meta.message`).
 */
export function useStaffAction<N extends EndpointName>(name: N) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointArgs<Endpoints[N]>[0]) =>
      (
        api.callWithMeta as (
          n: N,
          i?: unknown,
        ) => Promise<{ data: EndpointOutput<Endpoints[N]>; meta: { message?: string } }>
      )(name, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STAFF] }),
  });
}

/** The signed-in staff member (null: signed out). */
export function useStaffMe() {
  return useStaffQuery("staffMe", undefined, {
    retry: (count, error) => !(isApiError(error) && error.kind === "unauthorized") && count < 2,
    staleTime: 60_000,
  });
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.kind === "unauthorized";
}

export type { StaffUser };
