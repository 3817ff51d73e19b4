import { FinaliseCart } from "../checkout/finalise-cart";
import type { WizardStepProps } from "./step-props";

/** Finalise Booking, the wizard's third step (booking-flow.md section 2). */
export function FinaliseStep({ onPrevious, onContinue }: WizardStepProps) {
  return <FinaliseCart onPrevious={onPrevious} onContinue={onContinue} />;
}
