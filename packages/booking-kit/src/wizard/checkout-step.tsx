import { CheckoutPayment } from "../checkout/checkout-payment";
import { HoldCountdown } from "../checkout/hold-countdown";
import type { WizardStepProps } from "./step-props";

export type CheckoutStepProps = WizardStepProps & {
  /**
   * Sends the browser to a redirect gateway's page (2c2p, UK takepayments).
   * @default (url) => window.location.assign(url)
   */
  onRedirect?: (url: string) => void;
  /** When the hold on the customer's slots ends; null: no countdown. @default null */
  holdExpiresAt?: string | null;
  /** The hold ran out: the wizard sends the customer back to Date & Time. @default undefined */
  onHoldExpired?: () => void;
};

/**
 * Checkout & Payment, the wizard's last step (booking-flow.md section 2). It ends by asking
 * the site for `payment-result` or `paynow` (or a gateway's page), so `onContinue` is not
 * called.
 */
export function CheckoutStep({
  onPrevious,
  onRedirect,
  holdExpiresAt = null,
  onHoldExpired,
}: CheckoutStepProps) {
  return (
    <>
      {holdExpiresAt ? <HoldCountdown expiresAt={holdExpiresAt} onExpire={onHoldExpired} /> : null}
      <CheckoutPayment onPrevious={onPrevious} onRedirect={onRedirect} />
    </>
  );
}
