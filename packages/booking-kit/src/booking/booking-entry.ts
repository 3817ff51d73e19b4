/**
 * What a page hands the booking wizard as navigation state (booking-flow.md section 4): the
 * package listing and add-on listing a package, a quotation's rebook its package's fields,
 * Finalise Booking's links `FINALIZE`. The wizard's machine (`wizard/wizard-machine.ts`)
 * decides where such an entry starts; the pages that send one need only these types. And
 * what starts a booking from a service (Book Now): the package listing's state it leads to.
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

/** A booking started from a service (Book Now): its category, and how the listing opens. */
export interface ServiceStart {
  /**
   * The service category the questionnaire asks about. With it, a login goes on into the
   * booking (choose location, or the package listing with `skipqn`); without it (header
   * Login, the wizard asking mid-flow) the dialog simply closes after login.
   */
  matcatnum?: string;
  /** Skip the questionnaire after login and go on to the package listing. */
  skipqn?: boolean;
  /** Carried to the package listing's state: the service offers add-ons first. */
  displayaddon?: boolean;
}

/** The package listing's navigation state: the category, and add-ons first when asked. */
export function packageListingState(options: ServiceStart): {
  matcatnum: string;
  displayaddon?: boolean;
} {
  return {
    matcatnum: options.matcatnum ?? "",
    ...(options.displayaddon === undefined ? {} : { displayaddon: options.displayaddon }),
  };
}
