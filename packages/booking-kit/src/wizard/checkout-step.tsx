import { CheckoutPayment } from "../checkout/checkout-payment";
import type { WizardStepProps } from "./step-props";

export type CheckoutStepProps = WizardStepProps & {
  /**
   * Sends the browser to a redirect gateway's page (2c2p, UK takepayments).
   * @default (url) => window.location.assign(url)
   */
  onRedirect?: (url: string) => void;
};

/**
 * Checkout & Payment, the wizard's last step (booking-flow.md section 2). It ends by asking
 * the site for `payment-result` or `paynow` (or a gateway's page), so `onContinue` is not
 * called.
 */
export function CheckoutStep({ onPrevious, onRedirect }: CheckoutStepProps) {
  return <CheckoutPayment onPrevious={onPrevious} onRedirect={onRedirect} />;
}
