import "./app.css";

import { createApiClient } from "@bookwell/contract";
import { StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";

import { createStaffQueryClient, STAFF, StaffProviders, StaffRoutes } from "./app";

const queryClient = createStaffQueryClient();
const api = createApiClient({
  baseUrl: "",
  // A session ended (expired, signed out elsewhere): ask who is signed in again; the frame
  // then shows the sign-in.
  onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: [STAFF, "staffMe"] }),
});

/**
 * Marks the moment the console first answers input (its first render committed), under the
 * mark the site sets once hydrated: `pnpm bench:web --staff` reports it as "interactive".
 */
function MarkInteractive() {
  useEffect(() => {
    if (performance.getEntriesByName("bookwell:hydrated").length === 0)
      performance.mark("bookwell:hydrated");
  }, []);
  return null;
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <MarkInteractive />
    <BrowserRouter basename="/staff">
      <StaffProviders api={api} queryClient={queryClient}>
        <StaffRoutes />
      </StaffProviders>
    </BrowserRouter>
  </StrictMode>,
);
