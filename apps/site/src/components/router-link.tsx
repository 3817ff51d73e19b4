import type { ShellLinkComponent } from "@bookwell/booking-kit";
import { Link } from "react-router";

/** The kit's link slot filled with React Router's `<Link>` (client-side navigation). */
export const RouterLink: ShellLinkComponent = ({ href, children, ...props }) => (
  <Link to={href} prefetch="intent" {...props}>
    {children}
  </Link>
);
