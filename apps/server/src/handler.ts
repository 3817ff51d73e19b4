import type { DownloadName, Downloads, EndpointName, Endpoints } from "@bookwell/contract";
import type { Context } from "hono";
import type { z } from "zod";

import type { Clock, ServerConfig } from "./config";
import type { Db } from "./db/db";
import type { PaymentGateway } from "./payments/gateway";
import type { StaffMember } from "./handlers/staff/session";
import type { PaymentStepHook } from "./payments/steps";
import type { SessionAccount } from "./session";

/**
 * The parsed `params`, `query` or `body` of endpoint `N`, as its contract schema outputs it
 * (for a union of endpoints, the union of theirs).
 */
type Parsed<N extends EndpointName, K extends "params" | "query" | "body"> = N extends N
  ? Endpoints[N] extends { [P in K]: infer S extends z.ZodType }
    ? z.output<S>
    : undefined
  : never;

/**
 * What a handler of endpoint `N` gets: its inputs already parsed by the endpoint's schemas in
 * one place (`app.ts`), typed from the contract, so no handler casts or asserts its input.
 */
export interface HandlerContext<N extends EndpointName = EndpointName> {
  params: Parsed<N, "params">;
  query: Parsed<N, "query">;
  body: Parsed<N, "body">;
  session: SessionAccount | null;
  /** The signed-in staff member on a staff call (`auth` "staff" or "admin"), else null. */
  staff: StaffMember | null;
  c: Context;
  db: Db;
  clock: Clock;
  config: ServerConfig;
  /** The card gateway every card call goes through, cart payments and top-ups alike. */
  payments: PaymentGateway;
  /** Called at each boundary of a card call; tests throw from it to stand for a crash. */
  paymentStep?: PaymentStepHook;
}

/** What every handler gets whatever its endpoint: the session and the app's services. */
export type ServiceContext = Omit<HandlerContext, "params" | "query" | "body">;

export type HandlerResult = { data: unknown; message?: string } | Response;
export type Handler<N extends EndpointName = EndpointName> = (
  ctx: HandlerContext<N>,
) => Promise<HandlerResult>;
/** A handler that reads no input, so it can answer any endpoint (several CMS blocks). */
export type InputlessHandler = (ctx: ServiceContext) => Promise<HandlerResult>;
/** A domain's handlers, each typed by the endpoint it answers. */
export type Handlers = { [N in EndpointName]?: Handler<N> };

/**
 * What a download's handler gets (`downloads` in the contract): its params parsed by the
 * download's schema, and the app's services. It answers the file itself.
 */
export type DownloadContext<N extends DownloadName = DownloadName> = ServiceContext & {
  params: Downloads[N] extends { params: infer S extends z.ZodType } ? z.output<S> : undefined;
};
export type DownloadHandler<N extends DownloadName = DownloadName> = (
  ctx: DownloadContext<N>,
) => Promise<Response>;
export type DownloadHandlers = { [N in DownloadName]?: DownloadHandler<N> };

/**
 * Who owns the record a path names (`{refnum}`, `{guid}`, `{locationId}`): the owner's arnum,
 * or `null` when there is no such record. The app checks it against the session before the
 * handler runs, so another account's record is a 403 that reveals nothing, for every call.
 */
export type OwnerLookup = (db: Db, params: Record<string, string>) => Promise<string | null>;
export type Owners = Partial<Record<EndpointName | DownloadName, OwnerLookup>>;
