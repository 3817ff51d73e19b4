import { PaymentResult, type PaymentResultState } from "@bookwell/booking-kit/results";
import { useLocation } from "react-router";

import { RequireSession } from "../components/require-session";

export function loader() {
  return { pageTitle: "Payment" };
}

/** The card payment's result; its navigation state carries `txnId`. */
export default function PaymentSuccessfully() {
  const location = useLocation();
  return (
    <RequireSession>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <PaymentResult state={location.state as PaymentResultState | null} />
      </div>
    </RequireSession>
  );
}
