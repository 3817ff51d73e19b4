import "@bookwell/booking-kit/styles.css";
import "./brand.css";
import * as kit from "@bookwell/booking-kit";
import { createApiClient } from "@bookwell/contract";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";

const settings = {
  ...{ hotline: "+65 6123 4567", hours: "8am to 8pm daily", payment: {}, taxName: "GST" },
  ...{ currency: "SGD", defaultCountry: "Singapore", timeZone: "Asia/Singapore" },
  social: { google: false, facebook: false },
};
const links = { home: "/", ourServices: "/services", myAccount: "/account", service: () => "/" };
const logo = <b className="text-xl text-primary">Lion City Clean</b>;
const listing = { to: "listing", state: { matcatnum: "RHC" } };

export function App({ api, path }) {
  const [client] = useState(() => createApiClient({ baseUrl: api }));
  const [page, setPage] = useState(path === "/account" ? { to: "account" } : listing);
  return (
    <kit.BookingKitProvider client={client} settings={settings} onNavigate={setPage}>
      <kit.SiteHeader logo={logo} links={links} />
      <main className="mx-auto max-w-7xl p-4">
        {page.to === "booking" && <kit.BookingWizard entry={page.state} />}
        {page.to === "listing" && <kit.PackageListing state={page.state} />}
        {page.to === "account" && (
          <kit.AccountLayout page="bookings">
            <kit.MyBookings />
          </kit.AccountLayout>
        )}
        {page.to === "booking-details" && <kit.BookingDetails {...page} />}
      </main>
      <kit.SiteFooter />
    </kit.BookingKitProvider>
  );
}

if (typeof document !== "undefined") {
  const root = document.getElementById("root");
  hydrateRoot(root, <App api={root.dataset.api} path={location.pathname} />);
}
