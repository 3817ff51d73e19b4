import "./app.css";

import { createApiClient } from "@bookwell/contract";
import { StrictMode } from "react";
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

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter basename="/staff">
      <StaffProviders api={api} queryClient={queryClient}>
        <StaffRoutes />
      </StaffProviders>
    </BrowserRouter>
  </StrictMode>,
);
