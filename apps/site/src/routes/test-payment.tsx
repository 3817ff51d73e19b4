import { HostedTestPayment } from "@bookwell/booking-kit/results";
import { useParams } from "react-router";

export const handle = { pageTitle: "Test payment page" };

/**
 * The hosted test payment page of the built-in redirect gateway (2c2p, UK takepayments) when
 * no real provider is configured. The site hosts it so it is built from the design system (and
 * has its story, with axe) like every page; it stands for the provider's own page, so it needs
 * no session: it knows an order reference and an amount only.
 */
export default function TestPayment() {
  const { sessionId = "" } = useParams();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <HostedTestPayment sessionId={sessionId} />
    </div>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../lib/meta";
