/**
 * `@bookwell/booking-kit/footer`: the site footer and the newsletter form it usually holds,
 * on their own so a site can load them after the first paint (the card logos and the form
 * are below the fold).
 */
export * from "./shell/site-footer";
export { NewsletterForm, type NewsletterFormProps } from "./forms/newsletter-form";
