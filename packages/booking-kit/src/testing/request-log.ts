import type { JsonBodyType } from "msw";

/** One request an MSW handler saw: its call's name, URL, JSON body and idempotency key. */
export type LoggedRequest = {
  name: string;
  url: string;
  body: JsonBodyType;
  idempotencyKey: string | null;
};

/**
 * Records what a story's MSW handlers received, so a play function can check what was sent
 * (and that nothing was). `record(name, request)` answers the parsed body for the handler.
 */
export function requestLog(requests: LoggedRequest[]) {
  return async function record(name: string, request: Request): Promise<JsonBodyType> {
    const text = request.method === "GET" ? "" : await request.clone().text();
    const body = text ? (JSON.parse(text) as JsonBodyType) : null;
    requests.push({
      name,
      url: request.url,
      body,
      idempotencyKey: request.headers.get("Idempotency-Key"),
    });
    return body;
  };
}
