import {
  GatewayReturn,
  PaymentResult,
  type PaymentResultState,
} from "@bookwell/booking-kit/results";
import { useLocation, useSearchParams } from "react-router";

import { RequireSession } from "../components/require-session";

export const handle = { pageTitle: "Payment" };

/**
 * The card payment's result; its navigation state carries `txnId`. Back from a redirect
 * gateway, the address carries its signed `result` and `signature`, which the server checks.
 */
export default function PaymentSuccessfully() {
  const location = useLocation();
  const [search] = useSearchParams();
  const result = search.get("result");
  const signature = search.get("signature");
  return (
    <RequireSession>
      <div className="mx-auto max-w-3xl px-4 py-8">
        {result && signature ? (
          <GatewayReturn result={result} signature={signature} />
        ) : (
          <PaymentResult state={location.state as PaymentResultState | null} />
        )}
      </div>
    </RequireSession>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../lib/meta";
