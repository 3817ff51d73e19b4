import { messages } from "../messages";
import { email, maxLength, required, runRules, type Rule } from "./rule-list";

export type NewsletterForm = { email: string };
export const newsletterRules: readonly Rule<NewsletterForm>[] = [
  required("email", messages.emailRequired),
  email("email"),
  maxLength("email", 50),
];
export function validateNewsletter(form: Partial<NewsletterForm>) {
  return runRules(newsletterRules, form);
}
