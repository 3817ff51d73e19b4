import { staffTexts, type ApiClient } from "@bookwell/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import * as React from "react";
import { Route, Routes } from "react-router";

import { AdminOnly, Layout } from "./components/layout";
import { ErrorNotice, Screen } from "./components/notices";
import { consoleName } from "./lib/console-name";
import { StaffApiProvider, STAFF } from "./lib/staff-api";
import { Board } from "./screens/board";
import { BookingPage } from "./screens/booking";
import { SignIn } from "./screens/sign-in";
import { Transfers } from "./screens/transfers";
import { Requests, RequestPage } from "./screens/requests";
import { Refunds } from "./screens/refunds";
import { Calendar } from "./screens/calendar";
import { Audit } from "./screens/audit";
import { Accounts } from "./screens/accounts";
import { Feedback } from "./screens/feedback";

/** The console's routes, under the router's basename (/staff in the app). */
export function StaffRoutes() {
  return (
    <Routes>
      <Route path="sign-in" element={<SignIn />} />
      <Route element={<Layout />}>
        <Route index element={<Board />} />
        <Route path="bookings/:refnum" element={<BookingPage />} />
        <Route path="transfers" element={<Transfers />} />
        <Route path="requests" element={<Requests />} />
        <Route path="requests/:refnum" element={<RequestPage />} />
        <Route
          path="refunds"
          element={
            <AdminOnly>
              <Refunds />
            </AdminOnly>
          }
        />
        <Route path="feedback" element={<Feedback />} />
        <Route path="calendar" element={<Calendar />} />
        <Route path="audit" element={<Audit />} />
        <Route
          path="accounts"
          element={
            <AdminOnly>
              <Accounts />
            </AdminOnly>
          }
        />
        <Route
          path="*"
          element={
            <Screen title={consoleName()}>
              <ErrorNotice error={new Error(staffTexts.notFound)} />
            </Screen>
          }
        />
      </Route>
    </Routes>
  );
}

/** The query cache and the client; a 401 on any call refetches who is signed in (then sign-in). */
export function StaffProviders({
  api,
  queryClient,
  children,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  children: React.ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <StaffApiProvider api={api}>{children}</StaffApiProvider>
    </QueryClientProvider>
  );
}

export function createStaffQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}

export { STAFF };
