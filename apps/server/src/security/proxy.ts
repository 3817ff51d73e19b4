import type { Context } from "hono";
import proxyaddr from "proxy-addr";

import type { TrustProxy } from "../environment";

/**
 * Which proxies in front are believed (`TRUST_PROXY`, proxy-addr's semantics, as Express's
 * `trust proxy`): a number of hops, or the proxies' addresses and subnets. Never "any
 * header": a caller's made-up `X-Forwarded-For` entries are skipped, since only the entries
 * the trusted proxies appended are read, from the right. `true` is one hop; `false` none.
 */
export type ProxyTrust = boolean | TrustProxy;

function trustFunction(trust: ProxyTrust): (address: string, hop: number) => boolean {
  if (trust === true) return (_address, hop) => hop < 1;
  if (trust === false) return () => false;
  if ("hops" in trust) return (_address, hop) => hop < trust.hops;
  return proxyaddr.compile([...trust.addresses]);
}

/** The socket's peer, or this machine for a request made in-process (tests). */
export function peerAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "127.0.0.1";
}

/** The client's address: the peer's, or, through trusted proxies, the one they report. */
export function clientAddressOf(c: Context, trust: ProxyTrust): string {
  const peer = peerAddress(c);
  const forwarded = c.req.header("x-forwarded-for");
  const request = {
    connection: { remoteAddress: peer },
    socket: { remoteAddress: peer },
    headers: forwarded ? { "x-forwarded-for": forwarded } : {},
  };
  return proxyaddr(request as never, trustFunction(trust));
}

/** Whether the peer is a trusted proxy, whose `X-Forwarded-Proto` is then believed. */
export function peerTrusted(c: Context, trust: ProxyTrust): boolean {
  return trustFunction(trust)(peerAddress(c), 0);
}
