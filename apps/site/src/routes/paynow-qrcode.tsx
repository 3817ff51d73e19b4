import { PayNowResult, type PayNowState } from "@bookwell/booking-kit/results";
import { useLocation } from "react-router";

import { RequireSession } from "../components/require-session";

export function loader() {
  return { pageTitle: "Bank Transfer" };
}

/** The bank transfer's QR code; its navigation state carries `sor`. */
export default function PaynowQrcode() {
  const location = useLocation();
  return (
    <RequireSession>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <PayNowResult state={location.state as PayNowState | null} />
      </div>
    </RequireSession>
  );
}
