/**
 * What a page hands the booking wizard as navigation state (booking-flow.md section 4): the
 * package listing and add-on listing a package, a quotation's rebook its package's fields,
 * Finalise Booking's links `FINALIZE`. The wizard's machine (`wizard/wizard-machine.ts`)
 * decides where such an entry starts; the pages that send one need only these types.
 */

/** What a package selection carries into the wizard. */
export interface SelectedPackage {
  matname: string;
  matnum: string;
  jobnum: string;
  jobnum2?: string | null;
  baseamt: number;
  /** The listing's rate text ("From **£24.00** per hour"), for the wizard's package details. */
  rate?: string;
  /** The listing's description (HTML), for the wizard's package details. */
  description?: string;
}

/** How the wizard was entered: the navigation state it was given. */
export type WizardEntry =
  | { redirect: "FINALIZE" }
  | { package: SelectedPackage }
  /** A rebook from Booking Details (account-area.md section 2): the package's fields as they are. */
  | SelectedPackage
  | Record<string, never>
  | null
  | undefined;
