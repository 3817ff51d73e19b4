import { useLocation } from "react-router";

import { Placeholder } from "../components/placeholder";
import { RequireSession } from "../components/require-session";

/** The account area's titles, by the path's first two segments. */
const TITLES: Record<string, string> = {
  "/my-account/my-profile": "My Profile",
  "/my-account/my-booking": "My Booking",
  "/my-booking-details": "Booking Details",
  "/my-account/my-request": "My Request",
  "/my-request-quotation": "Quotation",
  "/my-account/my-credits": "My Credits",
  "/my-account/my-inbox": "My Inbox",
  "/my-account/my-feedback": "My Feedback",
};

function titleOf(pathname: string): string {
  const match = Object.keys(TITLES).find((prefix) => pathname.toLowerCase().startsWith(prefix));
  return match ? TITLES[match]! : "My Account";
}

export function loader({ request }: { request: Request }) {
  return { pageTitle: titleOf(new URL(request.url).pathname) };
}

/**
 * The account area (account-area.md) behind the session guard. Its screens come in a later
 * release; until then a placeholder says so.
 */
export default function Account() {
  const location = useLocation();
  return (
    <RequireSession>
      <Placeholder title={titleOf(location.pathname)}>
        The account area is coming in a later release.
      </Placeholder>
    </RequireSession>
  );
}
