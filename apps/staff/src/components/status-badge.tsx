import { Badge } from "@bookwell/ui";

const tones = {
  Open: "warning",
  Confirmed: "info",
  Completed: "success",
  Cancelled: "neutral",
  Refunded: "neutral",
  Pending: "warning",
  Quoted: "info",
  Accepted: "success",
  Requested: "warning",
  Approved: "success",
  Refused: "neutral",
} as const;

/** A booking's, request's or refund's status as the server names it. */
export function StatusBadge({ status }: { status: keyof typeof tones }) {
  return <Badge tone={tones[status]}>{status}</Badge>;
}
