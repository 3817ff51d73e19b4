export { ContactForm, type ContactFormProps } from "./contact-form";
export { CorporateEnquiryForm, type CorporateEnquiryFormProps } from "./corporate-enquiry-form";
export { CrewForm, type CrewFormProps } from "./crew-form";
export { NewsletterForm, type NewsletterFormProps } from "./newsletter-form";
export { useContractForm } from "./use-contract-form";
