/**
 * Story harness for the console's screens: a memory router at `parameters.staff.path` over the
 * console's routes, a fresh query cache and the typed client going through MSW
 * (`staff.mocks.ts`), as the app runs them.
 */
import { createApiClient } from "@bookwell/contract";
import type { Decorator } from "@storybook/react-vite";
import * as React from "react";
import { MemoryRouter } from "react-router";

import { createStaffQueryClient, STAFF, StaffProviders } from "../app";

export interface StaffStoryParameters {
  /** The console's address to open ("/", "/transfers", "/bookings/BK1001"). */
  path?: string;
}

export const withStaffConsole: Decorator = (Story, context) => {
  const { path = "/" } = (context.parameters.staff ?? {}) as StaffStoryParameters;
  return (
    <StaffHarness path={path}>
      <Story />
    </StaffHarness>
  );
};

function StaffHarness({ path, children }: { path: string; children: React.ReactNode }) {
  const [deps] = React.useState(() => {
    const queryClient = createStaffQueryClient();
    const api = createApiClient({
      baseUrl: "",
      onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: [STAFF, "staffMe"] }),
    });
    return { queryClient, api };
  });
  return (
    <MemoryRouter initialEntries={[path]}>
      <StaffProviders api={deps.api} queryClient={deps.queryClient}>
        {children}
      </StaffProviders>
    </MemoryRouter>
  );
}
