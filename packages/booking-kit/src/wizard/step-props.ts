/** What the wizard shell gives each step (booking-flow.md section 4). */
export interface WizardStepProps {
  /** PREVIOUS: back one step, without saving. Absent on the first step. */
  onPrevious?: () => void;
  /** The step is done: on to the next step. */
  onContinue: () => void;
}
