import { PayNowResult, ResumePayment, type PayNowState } from "@bookwell/booking-kit/results";
import { useLocation, useSearchParams } from "react-router";

import { RequireSession } from "../components/require-session";

export const handle = { pageTitle: "Bank Transfer" };

/**
 * The bank transfer's QR code; its navigation state carries `sor`. With `?resume={refnum}`
 * (the awaiting-payment mail's link, the cart's notice): that unpaid booking, resumable.
 */
export default function PaynowQrcode() {
  const location = useLocation();
  const [search] = useSearchParams();
  const resume = search.get("resume");
  return (
    <RequireSession>
      <div className="mx-auto max-w-3xl px-4 py-8">
        {resume !== null ? (
          <ResumePayment refnum={resume || undefined} />
        ) : (
          <PayNowResult state={location.state as PayNowState | null} />
        )}
      </div>
    </RequireSession>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../lib/meta";
