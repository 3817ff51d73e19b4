import { z } from "zod";

import {
  COUNTRIES,
  CURRENCIES,
  DEFAULT_REFUND_HOURS,
  DEFAULT_REFUND_REASONS,
  DEFAULT_SERVICE_FEE_MINOR,
  DEFAULT_TAX_BASIS_POINTS,
} from "../constants";

/** A time zone the runtime knows (IANA: "Europe/London", "Asia/Singapore"). */
const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: "Not a time zone the runtime knows (an IANA name such as Europe/London)." },
);

/** A locale the runtime can format with ("en-GB", "en-SG"). */
const locale = z.string().refine((tag) => Intl.NumberFormat.supportedLocalesOf(tag).length > 0, {
  message: "Not a locale the runtime knows (a BCP 47 tag such as en-GB).",
});

/**
 * One brand's configuration: who sells, in which currency, language and time zone, how its
 * site, mails and invoices look and speak, and which of the spec's optional parts it shows.
 * Every brand is a typed file (`brands/`), checked against this schema when a process starts;
 * a deployment picks one with its `BRAND` setting.
 */
export const brandSchema = z.object({
  /** The setting's value that picks this brand (`BRAND=sg`). */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "A brand id is lower-case letters, digits and -."),
  /** The name customers see: the header, the mails, the pages. */
  name: z.string().min(1),
  /** The seller as an invoice names it. */
  legal: z.object({
    name: z.string().min(1),
    /** Postal address, one line each. */
    address: z.array(z.string().min(1)).min(1),
    /** Registered company number (UK) or UEN (Singapore), if any. */
    companyNumber: z.string().min(1).optional(),
  }),
  /** How numbers and dates are written ("en-GB", "en-SG"). */
  locale,
  /** The currency every price is in. */
  currency: z.enum(CURRENCIES),
  /** The business's time zone: "today" and the times of a visit. */
  timeZone,
  /** The country an address starts with. */
  defaultCountry: z.enum(COUNTRIES),
  /** Whose public holidays close the business: an ISO country and an optional region. */
  holidays: z.object({ country: z.string().length(2), state: z.string().min(1).optional() }),
  contact: z.object({
    email: z.email(),
    /** The hotline, as customers dial it. */
    phone: z.string().min(1),
    /** Opening hours, as a phrase ("8am to 8pm daily"). */
    hours: z.string().min(1),
  }),
  /** The header's logo: the brand's mark beside its wordmark, or an image of its own. */
  logo: z.object({
    wordmark: z.string().min(1),
    /** An image (a path on the site or a URL) in place of the built-in mark. */
    src: z.string().min(1).optional(),
  }),
  /**
   * The design tokens' theme: the `data-brand` value on `<html>` that switches @bookwell/ui's
   * variables to the brand's (`brands/sg.css`). Absent: the default tokens.
   */
  theme: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .optional(),
  /**
   * The flat service fee on every cart with something in it, in the currency's minor units
   * (pence, cents): the server adds it before the tax. The spec leaves its amount to the
   * server ("as supplied by the server").
   */
  serviceFee: z.number().int().min(0).max(100_000).default(DEFAULT_SERVICE_FEE_MINOR),
  /** The colour browsers paint around the page (`<meta name="theme-color">`). */
  themeColour: z.string().regex(/^#[0-9a-f]{6}$/i),
  /** Every mail's sender, unless the deployment's `MAIL_FROM` says otherwise. */
  mail: z.object({ from: z.string().min(3) }),
  invoice: z.object({
    /** The sales tax's name on the invoice ("VAT", Singapore's "GST"). */
    taxName: z.string().min(1).default("VAT"),
    /**
     * Its rate in basis points (20% is 2000, Singapore's 9% GST 900): the server charges it
     * on the subtotal less discount plus the service fee.
     */
    taxBasisPoints: z.number().int().min(0).max(10_000).default(DEFAULT_TAX_BASIS_POINTS),
    /** The seller's registration for it. */
    vatNumber: z.string().min(1),
    /** The line at the foot of every invoice (terms, registration). */
    footer: z.string().min(1),
  }),
  refunds: z
    .object({
      reasons: z.array(z.string().min(1).max(100)).min(1),
      /** "We confirm refunds within {hours} hours." */
      confirmWithinHours: z.number().int().positive(),
    })
    .default({ reasons: [...DEFAULT_REFUND_REASONS], confirmWithinHours: DEFAULT_REFUND_HOURS }),
  /**
   * The account area's optional tabs, off unless turned on: My Location's second tab (the
   * spec's "Tab 3.1", with no content given) and Credit cards (saving a card is not offered).
   */
  account: z
    .object({
      locationsExtraTab: z.boolean().default(false),
      savedCards: z.boolean().default(false),
    })
    .default({ locationsExtraTab: false, savedCards: false }),
  /** The brand's pages elsewhere, in the order they are shown. */
  social: z.array(z.object({ label: z.string().min(1), url: z.url() })).default([]),
});

/** A brand as its file writes it (defaults may be left out). */
export type BrandInput = z.input<typeof brandSchema>;
/** A checked brand, every default filled in. */
export type Brand = z.output<typeof brandSchema>;
