/** `@bookwell/booking-kit/forms`: the visitor forms (contact, enquiry, crew, newsletter). */
export * from "./forms";
export * from "./captcha";
