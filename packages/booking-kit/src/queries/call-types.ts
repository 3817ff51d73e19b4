import type { ApiClient, EndpointName } from "@bookwell/contract";
import type { UseMutationOptions } from "@tanstack/react-query";

/** What an API call takes (`client.saveCart(input)`'s `input`). */
export type CallInput<N extends EndpointName> = NonNullable<Parameters<ApiClient[N]>[0]>;

/** What an API call resolves with. */
export type CallAnswer<N extends EndpointName> = Awaited<ReturnType<ApiClient[N]>>;

/**
 * A call hook's mutation options: everything `useMutation` takes but the call itself, which the
 * hook makes (a composite adds its own `onSuccess`, `onError`...).
 */
export type CallMutationOptions<Output, Input> = Omit<
  UseMutationOptions<Output, Error, Input>,
  "mutationFn"
>;
