import {
  NewsletterForm,
  SiteFooter as KitFooter,
  type SiteFooterProps,
} from "@bookwell/booking-kit/footer";

/** The kit's footer with its newsletter form: below the fold, loaded as a part (`lazyPart`). */
export function SiteFooter(props: Omit<SiteFooterProps, "newsletter">) {
  return <KitFooter {...props} newsletter={<NewsletterForm />} />;
}
