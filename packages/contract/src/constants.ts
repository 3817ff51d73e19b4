/**
 * Business constants and option lists of the specs (section 9 and the validation rules).
 */

/** Sign-up and profile salutations, in the spec's order; sign-up defaults to "Mr". */
export const SIGN_UP_SALUTATIONS = ["Mr", "Mrs", "Ms", "Mdm", "Dr"] as const;
export const DEFAULT_SALUTATION = "Mr";
/** Corporate enquiry salutations, in the spec's order. */
export const ENQUIRY_SALUTATIONS = ["Ms", "Mrs", "Mr", "Dr"] as const;
/** Booking information and checkout salutations. */
export const BOOKING_SALUTATIONS = ["Mr", "Ms", "Mrs"] as const;
/** Particulars salutations (account area). */
export const PARTICULARS_SALUTATIONS = SIGN_UP_SALUTATIONS;

/** Countries a service address may be in; "United Kingdom" is the default. */
export const COUNTRIES = ["Singapore", "United Kingdom"] as const;
export const DEFAULT_COUNTRY = "United Kingdom";

export const HOUSE_TYPES = ["Apartment", "Landed", "Other"] as const;

/** Package groups of the listing; matched case-insensitively and trimmed. */
export const PACKAGE_TYPES = [
  "Header",
  "BestMatched",
  "PreviouslyBooked",
  "Popular",
  "Other",
] as const;
/** The assessment flow uses the package option of this type. */
export const ESTIMATED_PACKAGE_TYPE = "Estimated";

/** Currencies Bookwell sells in (UK and Singapore brands). */
export const CURRENCIES = ["GBP", "SGD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PAYMENT_TYPES = ["card", "link", "2c2p", "uktakepay"] as const;
export const DEFAULT_PAYMENT_TYPE = "card";
/** Card gateways behind `PaymentMethodId`: Stripe, or the built-in test gateway. */
export const CARD_GATEWAYS = ["stripe", "testgateway"] as const;

export const FEEDBACK_ITEMS = [
  "clean",
  "thorough",
  "helpful",
  "eco",
  "safe",
  "professional",
] as const;
export const FEEDBACK_MAX_RATING = 6;
/** Preset tips in pounds in the booking feedback. */
export const TIP_PRESETS = [1, 2, 5, 10] as const;
/** Preset top-up amounts in pounds. */
export const TOP_UP_PRESETS = [100, 500, 1000, 2000] as const;
export const TOP_UP_MAX = 1_000_000;
/**
 * What a refund request offers and promises when the brand's configuration says nothing: the
 * spec leaves the reasons as placeholders ("Reason 1" to "Reason 4") and the hours as "X".
 */
export const DEFAULT_REFUND_REASONS = [
  "The visit did not take place",
  "The cleaning was not done as booked",
  "I no longer need the service",
  "Another reason (tell us below)",
] as const;
export const DEFAULT_REFUND_HOURS = 48;
/** The sales tax a brand charges unless its file says otherwise: UK VAT's standard 20%. */
export const DEFAULT_TAX_BASIS_POINTS = 2000;
/** The service fee on a cart with something in it, in minor units, unless the brand says: £5.00. */
export const DEFAULT_SERVICE_FEE_MINOR = 500;

/** Shop quantity options. */
export const SHOP_QTY_OPTIONS = [1, 2, 3, 4, 5] as const;

export const OTP_LENGTH = 6;
export const INBOX_PAGE_SIZE = 5;
export const BOOKING_WINDOW_DAYS = 30;
export const SAVED_LOCATIONS_SHOWN = 2;

export const NOTIFY_SUCCESS_MS = 3000;
export const NOTIFY_WARNING_MS = 3000;
export const NOTIFY_ERROR_MS = 5000;
export const VERSION_CHECK_MS = 10_000;
export const ASSESSMENT_REDIRECT_MS = 5000;
export const PERMANENT_REDIRECT_STATUS = 301;
export const MAP_ZOOM = 16;
export const OPENING_HOURS = "8am to 8pm daily";

/**
 * The account and e-mail under which guests request packages (booking-flow section 7: "guests
 * use a placeholder account and e-mail"). The server answers packages for it without a session.
 */
export const GUEST_ARNUM = "GUEST";
export const GUEST_EMAIL = "guest@bookwell.invalid";
