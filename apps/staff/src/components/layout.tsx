import { staffTexts, type StaffUser } from "@bookwell/contract";
import { Button, cn } from "@bookwell/ui";
import { useQueryClient } from "@tanstack/react-query";
import {
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useOutletContext,
} from "react-router";

import { BusinessProvider } from "../lib/business";
import { consoleName } from "../lib/console-name";
import { isUnauthorized, STAFF, useApi, useStaffMe } from "../lib/staff-api";
import { ErrorNotice, Loaded } from "./notices";

const links: { to: string; label: string; admin?: boolean }[] = [
  { to: "/", label: staffTexts.navBoard },
  { to: "/transfers", label: staffTexts.navTransfers },
  { to: "/requests", label: staffTexts.navRequests },
  { to: "/refunds", label: staffTexts.navRefunds, admin: true },
  { to: "/feedback", label: staffTexts.navFeedback },
  { to: "/calendar", label: staffTexts.navCalendar },
  { to: "/audit", label: staffTexts.navAudit },
  { to: "/accounts", label: staffTexts.navAccounts, admin: true },
];

/** The console's frame: who is signed in, the navigation, the screen. Signed out: the sign-in. */
export function Layout() {
  const me = useStaffMe();
  const location = useLocation();
  if (isUnauthorized(me.error))
    return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  return (
    <Loaded query={me}>
      {(user) => (
        <BusinessProvider business={user.business}>
          <Frame user={user}>
            <Outlet context={user} />
          </Frame>
        </BusinessProvider>
      )}
    </Loaded>
  );
}

export function Frame({ user, children }: { user: StaffUser; children: React.ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = async () => {
    await api.staffLogout().catch(() => undefined);
    queryClient.removeQueries({ queryKey: [STAFF] });
    void navigate("/sign-in");
  };
  return (
    <div className="min-h-screen bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-background focus:p-2"
      >
        {staffTexts.skipToContent}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
        <p className="font-semibold">{consoleName()}</p>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span>{staffTexts.signedInAs(user.name, user.role)}</span>
          <Button variant="outline" size="sm" onClick={() => void signOut()}>
            {staffTexts.signOut}
          </Button>
        </div>
      </header>
      <nav aria-label={staffTexts.navigation} className="border-b border-border px-4 py-2">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {links
            .filter((link) => !link.admin || user.role === "admin")
            .map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className={({ isActive }) =>
                    cn(
                      "inline-block rounded-sm py-1 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring",
                      isActive && "font-semibold underline",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}

/** An admin's screen: an agent is told, not shown an empty page. */
export function AdminOnly({ children }: { children: React.ReactNode }) {
  const user = useOutletContext<StaffUser>();
  if (user.role !== "admin") return <ErrorNotice error={new Error(staffTexts.adminOnly)} />;
  return <>{children}</>;
}
