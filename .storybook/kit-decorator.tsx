/**
 * The booking kit's story harness: a story (or its meta) that sets `parameters.kit` renders
 * inside `<BookingKitProvider>`, over an in-memory session, the demo brand's settings and a
 * client whose calls MSW answers. `parameters.kit: {}` takes the defaults (alice signed in,
 * or Mei Ling with the Singapore brand); `{ user: null }` is a visitor; `settings` overrides
 * the brand's. Navigations are recorded for play functions (`lastNavigation()` in the kit's
 * `testing/kit-story.tsx`). A global decorator, so the kit's own folders never import the
 * provider that sits above them.
 */
import type { Decorator } from "@storybook/react-vite";
import * as React from "react";

import type { KitSettings } from "../packages/booking-kit/src/kit-context";
import { BookingKitProvider } from "../packages/booking-kit/src/provider";
import {
  alice,
  demoSettings,
  singaporeSettings,
  storyKitDeps,
  type KitStoryParameters,
} from "../packages/booking-kit/src/testing/kit-story";
import { sgUser } from "../packages/booking-kit/src/testing/mocks/sg.mocks";

export const withKit: Decorator = (Story, context) => {
  const kit = context.parameters.kit as KitStoryParameters | undefined;
  if (!kit) return <Story />;
  const singapore = context.globals.brand === "sg";
  const brand = singapore ? singaporeSettings : {};
  return (
    <KitHarness
      // A new brand is a new harness: settings are read once, as a site reads them at start.
      key={String(context.globals.brand)}
      user={kit.user === undefined ? (singapore ? sgUser : alice) : kit.user}
      settings={{ ...brand, ...kit.settings }}
    >
      <Story />
    </KitHarness>
  );
};

function KitHarness({
  user,
  settings,
  children,
}: {
  user: Parameters<typeof storyKitDeps>[0];
  settings?: Partial<KitSettings>;
  children: React.ReactNode;
}) {
  const [deps] = React.useState(() => {
    window.__kitNavigations = [];
    return storyKitDeps(user);
  });
  return (
    <BookingKitProvider
      client={deps.client}
      settings={{ ...demoSettings, ...settings }}
      queryClient={deps.queryClient}
      sessionStore={deps.session}
      onNavigate={(destination) => window.__kitNavigations?.push(destination)}
    >
      {children}
    </BookingKitProvider>
  );
}
